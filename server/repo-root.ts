import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's root: the nearest folder above this module whose package.json is this product's. The service
 * runs from source (server/*.ts under tsx) and from the bundle (dist-server/main.js), and the two sit at different
 * depths, so files kept in the repository (migrations, Kamailio's configuration, package.json) are found from
 * here instead of by a path relative to the running module.
 */
export function findRepoRoot(start: string = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = start; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && isOurs(manifest)) return dir;
    if (dirname(dir) === dir)
      throw new Error(`the Staff Console's package.json was not found above ${start}`);
  }
}

const isOurs = (manifest: string): boolean => {
  try {
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name === 'staff-console';
  } catch {
    return false;
  }
};

export const repoRoot = findRepoRoot();

/** A file or folder of the repository, e.g. repoPath('server', 'db', 'migrations'). */
export const repoPath = (...segments: string[]): string => join(repoRoot, ...segments);
