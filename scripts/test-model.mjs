// `npm run test:model`: every generated path of every modelled machine (MODEL_PATHS=all) in Chromium against the
// real service, then the table of what each machine reached in the browser (tests/model/browser/coverage.md).
// Arguments go to Playwright, e.g. `npm run test:model -- --grep "model caseLifecycle "` or a spec exported from
// the debug panel.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

const records = join(process.cwd(), 'tests/model/browser/records');
rmSync(records, { recursive: true, force: true });
const args = process.argv.slice(2);
const browser = spawnSync(
  process.execPath,
  ['scripts/e2e.mjs', ...(args.length ? args : ['tests/e2e/model'])],
  {
    stdio: 'inherit',
    env: { ...process.env, MODEL_PATHS: 'all', MODEL_COVERAGE_DIR: records },
  },
);
const report = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'tests/model/browser-coverage-cli.ts', records],
  {
    stdio: 'inherit',
  },
);
process.exit(browser.status || report.status || 0);
