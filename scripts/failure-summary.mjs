// The failed tests of Vitest and Playwright JSON reports, each with the start of its error: printed last by
// `npm test` and CI, because a long run's log is often read from its tail only, far below the failure itself.
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

// eslint-disable-next-line no-control-regex -- the escape character is what the colour codes start with
const plain = (text) => String(text).replace(/\u001b\[[0-9;]*m/g, '');
const firstLines = (text, count = 12) =>
  plain(text)
    .split('\n')
    // The test runner's own frames say nothing about the failure.
    .filter((line) => line.trim() !== '' && !/node_modules|new Promise/.test(line))
    .slice(0, count)
    .map((line) => `      ${line}`)
    .join('\n');

function vitestFailures(report) {
  const out = [];
  for (const file of report.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed)
      out.push(`  ✘ ${file.name} › ${a.fullName}\n${firstLines(a.failureMessages?.[0] ?? '')}`);
    // A file that failed outside its tests (an import, a hook, a worker that would not end) has no failed test.
    if (failed.length === 0 && file.status === 'failed')
      out.push(`  ✘ ${file.name}\n${firstLines(file.message ?? '')}`);
  }
  return out;
}

function playwrightFailures(report) {
  const out = [];
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.find((r) => r.error)?.error;
        out.push(
          `  ✘ ${spec.file}:${spec.line} › ${[...trail, spec.title].join(' › ')}\n${firstLines(error?.message ?? '')}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  // The top suites are the files, already named by each spec's file.
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const error of report.errors ?? [])
    out.push(`  ✘ (outside a test)\n${firstLines(error.message ?? '')}`);
  return out;
}

/** The failures of the given report files, as text; '' when none failed or no report could be read. */
export function failureSummary(files) {
  const lines = [];
  for (const path of files) {
    if (!existsSync(path)) continue;
    let report;
    try {
      report = JSON.parse(readFileSync(path, 'utf8'));
    } catch {
      lines.push(`  ✘ ${path}: the report could not be read`);
      continue;
    }
    const found = 'testResults' in report ? vitestFailures(report) : playwrightFailures(report);
    // Vitest fails a run for an error no test owns (an unhandled rejection, a worker that would not end).
    if (found.length === 0 && report.success === false)
      found.push(
        `  ✘ ${path}: failed outside every test; its "Unhandled Errors" section in the log says why`,
      );
    lines.push(...found);
  }
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const text = failureSummary(process.argv.slice(2));
  if (text) console.log(`\nFailed tests:\n${text}`);
}
