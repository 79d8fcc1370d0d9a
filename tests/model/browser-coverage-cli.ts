import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { registry } from '../../src/machines/registry';
import { browserCoverage, browserTable, goalMet, readRecords } from './browser-coverage';

// `npm run test:model` runs this after the browser: the records of every path (MODEL_COVERAGE_DIR) become the
// table of what each modelled machine reached in the browser, written beside them for `npm run paths`.
const dir = process.argv[2];
if (!dir) throw new Error('usage: browser-coverage-cli.ts <records directory>');
const records = readRecords(dir);
const ids = [...new Set(records.map((r) => r.machine))];
const rows = registry.filter((e) => ids.includes(e.id)).map((e) => browserCoverage(e, records));
const table = browserTable(rows);
const out = dirname(dir);
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'coverage.md'), `# Reached in the browser (npm run test:model)\n\n${table}\n`);
writeFileSync(join(out, 'summary.json'), `${JSON.stringify(rows, null, 2)}\n`);
console.log(`\n${table}\n\nWritten to ${join(out, 'coverage.md')}`);
const below = rows.filter((r) => !goalMet(r)).map((r) => r.id);
if (below.length) {
  console.log(`\nBelow the goal (100% of states, >= 90% of transitions in the browser): ${below.join(', ')}`);
  process.exit(1);
}
