// Where a test run's time went: the wall time of each part, then the ten slowest files across the parts, from the
// parts' Vitest and Playwright JSON reports. Printed at the end of `npm test` and, for its PostgreSQL part, by CI.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { pathToFileURL } from 'node:url';

/** A JSON report, or null when it is missing or unreadable (a run that died before writing it). */
export const readReport = (path) => {
  try {
    return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
  } catch {
    return null;
  }
};

/** Each file's own time: Vitest's start to end of the file; Playwright's sum of its tests' runs. */
function fileTimes(report, label) {
  if (!report) return [];
  if ('testResults' in report)
    return report.testResults.map((file) => ({
      label,
      file: relative(process.cwd(), file.name),
      ms: (file.endTime ?? 0) - (file.startTime ?? 0),
    }));
  const byFile = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        const key = `${spec.file} (${test.projectName || 'browser'})`;
        const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
        byFile.set(key, (byFile.get(key) ?? 0) + ms);
      }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return [...byFile].map(([file, ms]) => ({ label, file: `tests/e2e/${file}`, ms }));
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** parts: [{ label, ms, report }], report being a JSON report's path. */
export function timeReport(parts) {
  const lines = ['Time by part (wall):'];
  for (const part of parts) lines.push(`  ${part.label.padEnd(28)} ${seconds(part.ms).padStart(9)}`);
  const total = parts.reduce((sum, part) => sum + part.ms, 0);
  lines.push(`  ${'total'.padEnd(28)} ${seconds(total).padStart(9)}`);
  const files = parts.flatMap((part) => fileTimes(readReport(part.report), part.label));
  files.sort((a, b) => b.ms - a.ms);
  lines.push('Ten slowest files:');
  for (const f of files.slice(0, 10)) lines.push(`  ${seconds(f.ms).padStart(9)}  ${f.label}: ${f.file}`);
  return lines.join('\n');
}

// CLI: node scripts/time-report.mjs "label" seconds report.json ["label" seconds report.json …]
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const parts = [];
  for (let i = 0; i + 2 < args.length; i += 3)
    parts.push({ label: args[i], ms: Number(args[i + 1]) * 1000, report: args[i + 2] });
  console.log(`\n${timeReport(parts)}`);
}
