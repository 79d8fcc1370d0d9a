// `npm test`: unit tests, then service tests (Vitest), then browser tests (Playwright), with one closing count
// and where the time went (each part's wall time and the ten slowest files).
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { failureSummary } from './failure-summary.mjs';
import { readReport, timeReport } from './time-report.mjs';

const reports = mkdtempSync(join(tmpdir(), 'staff-console-test-'));
const run = (args, env = {}) => {
  const started = Date.now();
  const status =
    spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
  return { status, ms: Date.now() - started };
};
const vitest = (name, projects) => {
  const report = join(reports, `${name}.json`);
  const { status, ms } = run([
    'node_modules/vitest/vitest.mjs',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  return { status, ms, report };
};

// The two apart, so that each part's wall time can be told.
const unit = vitest('unit', ['unit', 'unit-node']);
const service = vitest('service', ['server']);
const browserReport = join(reports, 'playwright.json');
const browser = {
  ...run(['scripts/e2e.mjs'], { PLAYWRIGHT_JSON_OUTPUT_NAME: browserReport }),
  report: browserReport,
};

const [u, s, p] = [unit.report, service.report, browserReport].map(readReport);
const vitestCount = (key) => (u?.[key] ?? 0) + (s?.[key] ?? 0);
const passed = vitestCount('numPassedTests') + (p?.stats?.expected ?? 0) + (p?.stats?.flaky ?? 0);
const failed = vitestCount('numFailedTests') + (p?.stats?.unexpected ?? 0);
const skipped = vitestCount('numPendingTests') + vitestCount('numTodoTests') + (p?.stats?.skipped ?? 0);
const failures = failureSummary([unit.report, service.report, browserReport]);
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
console.log(
  `\n${timeReport([
    { label: 'unit', ...unit },
    { label: `service (${engine})`, ...service },
    { label: 'browser', ...browser },
  ])}`,
);
rmSync(reports, { recursive: true, force: true });
if (failures) {
  console.log(`\nFailed tests:\n${failures}`);
  // CI prints it again at the very end of its log, after the PostgreSQL runs.
  if (process.env.FAILURE_SUMMARY_FILE) appendFileSync(process.env.FAILURE_SUMMARY_FILE, `${failures}\n`);
}

const ok =
  [unit, service, browser].every((part) => part.status === 0) && u !== null && s !== null && p !== null;
console.log(
  `\nunit: ${u?.numPassedTests ?? 0} passed, ${u?.numFailedTests ?? 0} failed; service: ${s?.numPassedTests ?? 0} passed, ${s?.numFailedTests ?? 0} failed; browser: ${p?.stats?.expected ?? 0} passed, ${p?.stats?.unexpected ?? 0} failed`,
);
const counts = { passed, failed: ok ? failed : Math.max(failed, 1), skipped };
// CI adds the PostgreSQL service run's count to this one for its closing line.
if (process.env.TEST_COUNTS_FILE) writeFileSync(process.env.TEST_COUNTS_FILE, JSON.stringify(counts));
console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(ok ? 0 : 1);
