// Lays out every registered machine's statechart and generates its paths report for the debug panel (issue 38),
// before `vite build` bundles them; skipped when nothing they are made from changed since the last run. Loads
// the registry through Vite, as `npm run paths` does (import.meta.env and the build's defines).
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'vite';

const generated = 'src/views/debug/generated';
const stamp = join(generated, '.made');
// What a machine's chart and paths are made of; a change elsewhere in src/ (a screen, a style) leaves them as they are.
const inputs = [
  'src/machines',
  'src/rules',
  'src/contracts',
  'src/config',
  'src/streams',
  'src/views/debug',
  'src/views/kit/graph',
  'scripts/debug-artefacts-build.ts',
  'scripts/debug-artefacts.mjs',
  'package-lock.json',
];

const newest = (path) => {
  if (!existsSync(path) || path.endsWith(generated)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
};

export const debugArtefactsStale = (root = process.cwd()) =>
  !existsSync(join(root, stamp)) ||
  inputs.some((p) => newest(join(root, p)) > statSync(join(root, stamp)).mtimeMs);

export const makeDebugArtefacts = async (root = process.cwd(), { force = false } = {}) => {
  if (!force && !debugArtefactsStale(root)) return;
  const server = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
  });
  try {
    const { writeDebugArtefacts } = await server.ssrLoadModule('/scripts/debug-artefacts-build.ts');
    console.log(await writeDebugArtefacts(root));
    writeFileSync(join(root, stamp), new Date().toISOString());
  } finally {
    await server.close();
  }
};

if (import.meta.url === `file://${process.argv[1]}`)
  await makeDebugArtefacts(process.cwd(), { force: process.argv.includes('--force') });
