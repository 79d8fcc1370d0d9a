import { closeSync, existsSync, openSync, readdirSync, readSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

// PostgreSQL's BLCKSZ: pg_control is exactly one page, and every relation file is a whole number of pages.
const pageSize = 8192;

/**
 * 'fresh' for an absent or empty directory (PGlite initialises it); 'existing' for one that looks like a
 * database. Anything else throws the damaged message: initialising over it would silently replace the data.
 */
export function checkDataDir(dir: string): 'fresh' | 'existing' {
  if (!existsSync(dir)) return 'fresh';
  if (!statSync(dir).isDirectory()) throw damagedDataDir(dir, `${dir} is a file, not a directory`);
  if (readdirSync(dir).length === 0) return 'fresh';
  if (!existsSync(join(dir, 'PG_VERSION'))) throw damagedDataDir(dir, 'PG_VERSION is missing');
  const control = join(dir, 'global', 'pg_control');
  if (!existsSync(control)) throw damagedDataDir(dir, 'global/pg_control is missing');
  const size = statSync(control).size;
  if (size !== pageSize)
    throw damagedDataDir(dir, `global/pg_control is ${size} bytes instead of ${pageSize}`);
  const torn = tornRelationFile(dir);
  if (torn) throw damagedDataDir(dir, `${torn.file} is ${torn.size} bytes, not a whole number of 8 KB pages`);
  return 'existing';
}

// A relation's segments ("16549", "16549.1") and its forks ("16549_fsm", "16549_vm", "16549_init").
const relationFile = /^\d+(?:_(?:fsm|vm|init))?(?:\.\d+)?$/;

/**
 * PostgreSQL extends a table by whole pages, so a file that ends mid-page was cut (an interrupted copy, a restore
 * that stopped). The engine opens such a directory without complaint and reads the cut table as shorter, which the
 * seed then took for an empty table and wrote over ("Failed query: insert into users …"). One partial end is not
 * damage: an extension that met a full disk can leave part of a new, still all-zero page, which the engine ignores
 * (it counts whole pages) and writes again later; a cut page still holds its header, so it is never all zeros.
 * A stat per file (a few milliseconds for the seeded database's ~1,500 files), and a read only of a partial end.
 */
function tornRelationFile(dir: string): { file: string; size: number } | undefined {
  const folders = ['global', ...readdirOrEmpty(join(dir, 'base')).map((db) => join('base', db))];
  for (const folder of folders)
    for (const name of readdirOrEmpty(join(dir, folder))) {
      if (!relationFile.test(name)) continue;
      const path = join(dir, folder, name);
      const size = statSync(path).size;
      if (size % pageSize !== 0 && !zeroTail(path, size)) return { file: `${folder}/${name}`, size };
    }
  return undefined;
}

function zeroTail(path: string, size: number): boolean {
  const tail = Buffer.alloc(size % pageSize);
  const fd = openSync(path, 'r');
  try {
    readSync(fd, tail, 0, tail.length, size - tail.length);
  } finally {
    closeSync(fd);
  }
  return tail.every((byte) => byte === 0);
}

const readdirOrEmpty = (path: string): string[] =>
  existsSync(path) && statSync(path).isDirectory() ? readdirSync(path) : [];

/**
 * The directory that will hold the data directory must be one: DATA_DIR given as a file would otherwise stop the
 * start with a bare "EEXIST … mkdir" or "ENOTDIR". The nearest part of the path that exists decides.
 */
export function requireDirectoryPath(dataDir: string): void {
  let path = dirname(dataDir);
  while (!existsSync(path) && dirname(path) !== path) path = dirname(path);
  if (!statSync(path).isDirectory()) throw damagedDataDir(dataDir, `${path} is a file, not a directory`);
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
