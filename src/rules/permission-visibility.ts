import type { RoleMap } from '../contracts/auth';
import type { NavItem } from '../config/menu-types';

/** What the console does with a menu entry, route or button: offer it, show it inert, or leave it out. */
export type Grant = 'allowed' | 'disabled' | 'hidden';

/**
 * The one permission rule (ARCHITECTURE §2, spec §5): 1 grants, -1 shows the thing disabled, 0 or a missing key
 * removes it. The spec's "unknown allowed" is the bug its own note names: the service refuses a key its map does
 * not give 1, so the console must not offer it either.
 */
export const grantOf = (roleMap: RoleMap, key: string): Grant => {
  const value = roleMap[key];
  if (value === 1) return 'allowed';
  return value === -1 ? 'disabled' : 'hidden';
};

const weakest = (grants: readonly Grant[]): Grant =>
  grants.includes('hidden') ? 'hidden' : grants.includes('disabled') ? 'disabled' : 'allowed';

/** Several keys guard one thing when its calls need all of them: the weakest grant wins; none needed is allowed. */
export const grantOfAll = (roleMap: RoleMap, keys: readonly string[]): Grant =>
  weakest(keys.map((key) => grantOf(roleMap, key)));

/** A key the profile holds outright: only an explicit 1 counts (the same rule as the service's `can`). */
export const holds = (roleMap: RoleMap, key: string): boolean => grantOf(roleMap, key) === 'allowed';

export type VisibleNavItem = Omit<NavItem, 'sub'> & { disabled: boolean; sub?: VisibleNavItem[] };

/**
 * The menu as this profile sees it: hidden entries (and unlisted ones) drop out, disabled ones stay marked, and a
 * dropDown left without a listed child drops out too, so the sidebar never offers an empty group. A dropDown's own
 * keys apply to every child, so a disabled group disables its children as well.
 */
export const visibleMenu = (
  items: NavItem[],
  roleMap: RoleMap,
  inherited: Grant = 'allowed',
): VisibleNavItem[] =>
  items.flatMap((item): VisibleNavItem[] => {
    if (item.hidden) return [];
    const seen = weakest([inherited, grantOfAll(roleMap, item.keys)]);
    if (seen === 'hidden') return [];
    if (item.type !== 'dropDown') return [{ ...item, sub: undefined, disabled: seen === 'disabled' }];
    const sub = visibleMenu(item.sub ?? [], roleMap, seen);
    // A group whose every child is inert is inert itself (its children carry the keys, from the catalogue).
    const disabled = seen === 'disabled' || sub.every((child) => child.disabled);
    return sub.length === 0 ? [] : [{ ...item, sub, disabled }];
  });
