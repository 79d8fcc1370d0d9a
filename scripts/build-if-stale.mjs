import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const inputs = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'package-lock.json'];

const newest = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
};

/** Builds the console when dist/ is missing or older than any of its inputs; returns whether it built. */
export const buildIfStale = (root = process.cwd(), { force = false } = {}) => {
  const built = join(root, 'dist', 'index.html');
  const stale =
    force || !existsSync(built) || inputs.some((p) => newest(join(root, p)) > statSync(built).mtimeMs);
  if (!stale) return false;
  console.log('Building the console (vite build)…');
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error('vite build failed');
  return true;
};
