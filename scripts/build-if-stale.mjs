import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer, serverEntry } from './build-server.mjs';

const shared = ['package.json', 'package-lock.json'];
const consoleInputs = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/precompress.ts',
  'scripts/chunk-groups.ts',
  ...shared,
];
// What the service bundle is made of: server/ and the parts of src/ the server may import (contracts, rules and
// the config the rules read), plus the build script itself.
const serverInputs = [
  'server',
  'src/contracts',
  'src/rules',
  'src/config',
  'scripts/build-server.mjs',
  'tsconfig.json',
  ...shared,
];

const newest = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
};

const stale = (root, output, inputs) => {
  const built = join(root, output);
  return !existsSync(built) || inputs.some((p) => newest(join(root, p)) > statSync(built).mtimeMs);
};

/**
 * Builds the console (dist/) and the compiled service (dist-server/) each when it is missing or older than any of
 * its inputs; returns whether anything was built.
 */
export const buildIfStale = (root = process.cwd(), { force = false } = {}) => {
  let built = false;
  if (force || stale(root, join('dist', 'index.html'), consoleInputs)) {
    // The debug panel's statechart layouts and paths reports, which the console bundles (when stale).
    const artefacts = spawnSync(process.execPath, [join(root, 'scripts', 'debug-artefacts.mjs')], {
      cwd: root,
      stdio: 'inherit',
    });
    if (artefacts.status !== 0) throw new Error('the debug panel artefacts failed');
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
    built = true;
  }
  if (force || stale(root, serverEntry, serverInputs)) {
    console.log('Compiling the service (esbuild)…');
    buildServer(root);
    built = true;
  }
  return built;
};
