// The service compiled to JavaScript: one ESM bundle of server/main.ts (and everything it imports from server/ and
// src/) in dist-server/, run with plain `node` by `npm start`. Packages stay in node_modules (PGlite finds its
// WebAssembly there, argon2 its native binding); files the service reads at run time (migrations, Kamailio's
// configuration, package.json) are found from the repository's root (server/repo-root.ts), not copied.
import { buildSync } from 'esbuild';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const serverOutDir = 'dist-server';
export const serverEntry = join(serverOutDir, 'main.js');

export function buildServer(root = process.cwd()) {
  const outdir = join(root, serverOutDir);
  rmSync(outdir, { recursive: true, force: true });
  buildSync({
    absWorkingDir: root,
    entryPoints: { main: 'server/main.ts' },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildServer();
  console.log(`Service compiled to ${serverEntry}`);
}
