import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { repoPath } from '../repo-root';

const packageVersion = (
  JSON.parse(readFileSync(repoPath('package.json'), 'utf8')) as {
    version: string;
  }
).version;

/**
 * The build the service is serving: DIST_DIR/version.json (written by the build) when present, else the
 * package version. Read on every call, because a new build may be dropped in while the service runs — that is
 * exactly what the console's 30 s version check wants to notice.
 */
export async function currentVersion(distDir: string): Promise<string> {
  try {
    const parsed = JSON.parse(await readFile(join(distDir, 'version.json'), 'utf8')) as { version?: unknown };
    if (typeof parsed.version === 'string' && parsed.version) return parsed.version;
  } catch {
    // no build yet, or an unreadable file: fall back to the package version
  }
  return packageVersion;
}
