// `npm run test:e2e`: one production build (console and compiled service), then Playwright against it (the
// harness runs `npm start`'s compiled server).
import { spawnSync } from 'node:child_process';
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale(process.cwd(), { force: process.env.CI === 'true' });
const result = spawnSync(
  process.execPath,
  ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: process.env,
  },
);
process.exit(result.status ?? 1);
