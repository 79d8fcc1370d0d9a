import { homePath } from './constants';
import { trailsAfterHome, type Crumb } from './breadcrumb-trails';

export type { Crumb } from './breadcrumb-trails';

export const homeCrumb: Crumb = { label: 'Home', href: homePath };

/** Spec §2: every trail starts with Home linking to /dashboard/v1. */
export const trailFor = (pattern: string): Crumb[] | null => {
  const rest = trailsAfterHome[pattern];
  return rest === undefined ? null : [homeCrumb, ...rest];
};

/**
 * A record's trail ends with the record it shows once there is one (TSK-00042), not the "New Task" it began as:
 * the same route serves the empty form and the saved record.
 */
export const trailNaming = (pattern: string, record: string | null | undefined): Crumb[] => {
  const trail = trailFor(pattern) ?? [];
  return record ? [...trail.slice(0, -1), { label: record }] : trail;
};

/** Does a concrete path fit a route pattern? Only `:name` segments vary in the console's patterns. */
export const fitsPattern = (pattern: string, path: string): boolean => {
  const want = pattern.split('/');
  const have = (path.split('?')[0] ?? '').split('/');
  return want.length === have.length && want.every((seg, i) => seg.startsWith(':') || seg === have[i]);
};

/** The trail for an address, e.g. a menu link with -1 in it. */
export const trailForPath = (path: string): Crumb[] | null => {
  const pattern = Object.keys(trailsAfterHome).find((p) => fitsPattern(p, path));
  return pattern === undefined ? null : trailFor(pattern);
};

/** The patterns that have trails, for the route table's completeness check. */
export const trailPatterns = (): string[] => Object.keys(trailsAfterHome);
