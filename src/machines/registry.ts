import { areaEntries } from './area-registries';
import type { RegistryEntry } from './registry-entry';

export type { RegistryEntry } from './registry-entry';

/**
 * Every machine of the console, gathered from the per-area files (registry-<area>.ts, listed by the generated
 * area-registries.ts) and sorted by id, so the order does not hang on file names. The debug panel and `npm run paths`
 * read only this list.
 */
export const registry: RegistryEntry[] = areaEntries
  .flat()
  .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
