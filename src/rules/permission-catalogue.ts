import {
  permissionCatalogue,
  type PermissionAction,
  type PermissionEntry,
  type PermissionKey,
} from '../contracts/permissions';

const entries = Object.entries(permissionCatalogue) as [PermissionKey, PermissionEntry][];

/**
 * Whether a screen pattern of the catalogue covers a console path: `:name` takes any one segment, a final `*` one
 * or more, anything else must match to the letter (so `/x/-1` covers only the page that creates an x).
 */
export function covers(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const have = path.split('?')[0].split('/');
  for (const [i, part] of want.entries()) {
    if (part === '*') return have.length > i && have[i] !== '';
    const seg = have[i];
    if (seg === undefined || (part.startsWith(':') ? seg === '' : part !== seg)) return false;
  }
  return want.length === have.length;
}

/** The keys a console screen needs, as opened at `path` (a create page also needs the save's key). */
export const screenKeys = (path: string): PermissionKey[] =>
  entries.filter(([, e]) => e.screens?.some((pattern) => covers(pattern, path))).map(([key]) => key);

/** The keys behind a button or menu action. */
export const actionKeys = (action: PermissionAction): PermissionKey[] =>
  entries
    .filter(([, e]) => (e.actions as readonly string[] | undefined)?.includes(action))
    .map(([key]) => key);

/** The concrete path of a route pattern opened with these parameters (`/x/:id` with id -1 is `/x/-1`). */
export const pathOf = (pattern: string, params: Record<string, string | undefined>): string =>
  pattern.replace(/:(\w+)\??/g, (_, name: string) => params[name] ?? '');
