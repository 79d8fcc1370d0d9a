import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// PostgreSQL's PG_CONTROL_FILE_SIZE: pg_control is always exactly one 8 KB page.
const controlFileSize = 8192;

/**
 * 'fresh' for an absent or empty directory (PGlite initialises it); 'existing' for one that looks like a
 * database. Anything else throws the damaged message: initialising over it would silently replace the data.
 */
export function checkDataDir(dir: string): 'fresh' | 'existing' {
  if (!existsSync(dir) || readdirSync(dir).length === 0) return 'fresh';
  if (!existsSync(join(dir, 'PG_VERSION'))) throw damagedDataDir(dir, 'PG_VERSION is missing');
  const control = join(dir, 'global', 'pg_control');
  if (!existsSync(control)) throw damagedDataDir(dir, 'global/pg_control is missing');
  const size = statSync(control).size;
  if (size !== controlFileSize)
    throw damagedDataDir(dir, `global/pg_control is ${size} bytes instead of ${controlFileSize}`);
  return 'existing';
}

export function damagedDataDir(dir: string, reason: string, cause?: unknown): Error {
  return new Error(
    `The database files in ${dir} are damaged (${reason}); the service will not initialise over them. ` +
      `Restore the directory from a backup (a copy of the stopped directory) or move it aside to start empty.`,
    { cause },
  );
}

/** PGlite reports a damaged store as a bare "Aborted(). Build with -sASSERTIONS…": keep only the first sentence. */
export function shortReason(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const first = text.split(/(?<=\))\.\s|\n/)[0] ?? text;
  return `the database engine could not open them: ${first.slice(0, 200)}`;
}
