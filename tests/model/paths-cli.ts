import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { machineReport } from '../../src/machines/graph/machine-report';
import {
  coverageTable,
  jsonReplacer,
  machineMarkdown,
  type BrowserReach,
} from '../../src/machines/graph/report';
import { registry } from '../../src/machines/registry';

/** The last `npm run test:model`'s summary (tests/model/browser/summary.json), when there is one. */
const browserReach = (root: string): BrowserReach => {
  const file = join(root, 'tests/model/browser/summary.json');
  if (!existsSync(file)) return {};
  const rows = JSON.parse(readFileSync(file, 'utf8')) as ({ id: string } & BrowserReach[string])[];
  return Object.fromEntries(rows.map((r) => [r.id, { states: r.states, transitions: r.transitions }]));
};

/** `npm run paths`: JSON and Markdown per registered machine under tests/model/generated, and the coverage table. */
export const writePaths = (root: string): string => {
  const dir = join(root, 'tests/model/generated');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const reports = registry.map((entry) => machineReport(entry));
  for (const report of reports) {
    writeFileSync(join(dir, `${report.id}.json`), `${JSON.stringify(report, jsonReplacer, 2)}\n`);
    writeFileSync(join(dir, `${report.id}.md`), `${machineMarkdown(report)}\n`);
  }
  const table = coverageTable(reports, browserReach(root));
  writeFileSync(join(dir, 'coverage.md'), `# Coverage\n\n${table}\n`);
  const missing = reports.flatMap((r) => r.coverage.states.missing.map((s) => `${r.id}: ${s}`));
  return `${table}\n\n${reports.reduce((n, r) => n + r.paths.length, 0)} paths written to ${dir}${
    missing.length ? `\nStates no path reaches: ${missing.join(', ')}` : ''
  }`;
};
