import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

/** Writes JSON reports into a folder of the calling file's own, removed after its tests; returns their paths. */
export function reportFiles(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return {
    dir,
    report: (name: string, body: unknown): string => {
      const path = join(dir, name);
      writeFileSync(path, JSON.stringify(body));
      return path;
    },
  };
}
