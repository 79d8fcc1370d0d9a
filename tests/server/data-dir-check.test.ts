import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkDataDir, requireDirectoryPath } from '../../server/db/data-dir-check';

const root = mkdtempSync(join(tmpdir(), 'sc-check-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const dir = (name: string, files: Record<string, number> = {}) => {
  const path = join(root, name);
  mkdirSync(path, { recursive: true });
  for (const [file, size] of Object.entries(files)) {
    mkdirSync(join(path, file, '..'), { recursive: true });
    writeFileSync(join(path, file), Buffer.alloc(size));
  }
  return path;
};

describe('checking a data directory before PGlite opens it', () => {
  it('lets PGlite initialise an absent or empty directory', () => {
    expect(checkDataDir(join(root, 'absent'))).toBe('fresh');
    expect(checkDataDir(dir('empty'))).toBe('fresh');
  });

  it('opens one that has PG_VERSION and a whole pg_control', () => {
    expect(checkDataDir(dir('whole', { PG_VERSION: 3, 'global/pg_control': 8192 }))).toBe('existing');
  });

  it('refuses any other non-empty directory as damaged, saying what is wrong', () => {
    const stray = dir('stray', { 'notes.txt': 1 });
    expect(() => checkDataDir(stray)).toThrow(
      `The database files in ${stray} are damaged (PG_VERSION is missing); the service will not initialise ` +
        'over them. Restore the directory from a backup (a copy of the stopped directory) or move it aside',
    );
    expect(() => checkDataDir(dir('no-control', { PG_VERSION: 3 }))).toThrow(
      '(global/pg_control is missing)',
    );
    expect(() => checkDataDir(dir('short', { PG_VERSION: 3, 'global/pg_control': 0 }))).toThrow(
      '(global/pg_control is 0 bytes instead of 8192)',
    );
  });

  it('refuses a relation file that ends mid-page, and a data directory that is a file', () => {
    const whole = {
      PG_VERSION: 3,
      'global/pg_control': 8192,
      'base/5/16549': 16384,
      'base/5/16549_fsm': 24576,
    };
    expect(checkDataDir(dir('pages', whole))).toBe('existing');
    // Half a page of a new, all-zero page (an extension that met a full disk) is not damage; a cut page is.
    const torn = dir('torn', { ...whole, 'base/5/16552.1': 12288 });
    expect(checkDataDir(torn)).toBe('existing');
    writeFileSync(join(torn, 'base/5/16552.1'), Buffer.alloc(12288, 0x17));
    expect(() => checkDataDir(torn)).toThrow(
      '(base/5/16552.1 is 12288 bytes, not a whole number of 8 KB pages)',
    );
    const file = join(dir('holder', { 'data-file': 5 }), 'data-file');
    expect(() => checkDataDir(file)).toThrow(`The database files in ${file} are damaged (${file} is a file`);
    expect(() => requireDirectoryPath(join(file, 'pglite'))).toThrow(
      `The database files in ${join(file, 'pglite')} are damaged (${file} is a file, not a directory)`,
    );
    expect(() => requireDirectoryPath(join(file, 'deeper', 'pglite'))).toThrow(`(${file} is a file`);
  });
});
