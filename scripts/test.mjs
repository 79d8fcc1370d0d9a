// `npm test`: unit and service tests (Vitest), then browser tests (Playwright), with one closing count.
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { failureSummary } from './failure-summary.mjs';

const reports = mkdtempSync(join(tmpdir(), 'staff-console-test-'));
const run = (args, env = {}) =>
  spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const vitestJson = join(reports, 'vitest.json');
const vitest = run([
  'node_modules/vitest/vitest.mjs',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const playwrightJson = join(reports, 'playwright.json');
const e2e = run(['scripts/e2e.mjs'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson });

const read = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};
const v = read(vitestJson);
const p = read(playwrightJson);
const passed = (v?.numPassedTests ?? 0) + (p?.stats?.expected ?? 0) + (p?.stats?.flaky ?? 0);
const failed = (v?.numFailedTests ?? 0) + (p?.stats?.unexpected ?? 0);
const skipped = (v?.numPendingTests ?? 0) + (v?.numTodoTests ?? 0) + (p?.stats?.skipped ?? 0);
const failures = failureSummary([vitestJson, playwrightJson]);
rmSync(reports, { recursive: true, force: true });
if (failures) {
  console.log(`\nFailed tests:\n${failures}`);
  // CI prints it again at the very end of its log, after the PostgreSQL runs.
  if (process.env.FAILURE_SUMMARY_FILE) appendFileSync(process.env.FAILURE_SUMMARY_FILE, `${failures}\n`);
}

const ok = vitest === 0 && e2e === 0 && v !== null && p !== null;
console.log(
  `\nunit+service: ${v?.numPassedTests ?? 0} passed, ${v?.numFailedTests ?? 0} failed; browser: ${p?.stats?.expected ?? 0} passed, ${p?.stats?.unexpected ?? 0} failed`,
);
console.log(`${passed} passed, ${ok ? failed : Math.max(failed, 1)} failed, ${skipped} skipped`);
process.exit(ok ? 0 : 1);
