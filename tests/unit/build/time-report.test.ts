import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { timeReport } from '../../../scripts/time-report.mjs';
import { reportFiles } from './report-files';

// What `npm test` and CI print at the end: each part's wall time, then the ten slowest files of all the parts.
const { dir, report } = reportFiles('time-report-');

const file = (name: string, seconds: number) => ({
  name: join(process.cwd(), name),
  startTime: 1_000,
  endTime: 1_000 + seconds * 1000,
});
const unit = report('unit.json', {
  testResults: Array.from({ length: 11 }, (_, i) => file(`tests/unit/u${i}.test.ts`, i + 1)),
});
const service = report('service.json', { testResults: [file('tests/server/slow.test.ts', 30)] });
const result = (duration: number) => ({ results: [{ duration }] });
const browser = report('browser.json', {
  suites: [
    {
      title: 'a.spec.ts',
      specs: [
        { file: 'a.spec.ts', tests: [{ projectName: 'pglite', ...result(9_000) }] },
        { file: 'a.spec.ts', tests: [{ projectName: 'pglite', ...result(6_000) }] },
      ],
      suites: [
        {
          title: 'group',
          specs: [{ file: 'a.spec.ts', tests: [{ projectName: 'postgres', ...result(2_500) }] }],
        },
      ],
    },
  ],
});

describe('the time report', () => {
  const text = timeReport([
    { label: 'unit', ms: 47_000, report: unit },
    { label: 'service', ms: 153_400, report: service },
    { label: 'browser', ms: 530_000, report: browser },
    { label: 'lost', ms: 1_000, report: join(dir, 'missing.json') },
  ]);
  const lines = text.split('\n');

  it('gives each part its wall time and the sum of them', () => {
    expect(lines[0]).toBe('Time by part (wall):');
    expect(lines[1]).toMatch(/^ {2}unit +47\.0 s$/);
    expect(lines[2]).toMatch(/^ {2}service +153\.4 s$/);
    expect(lines[4]).toMatch(/^ {2}lost +1\.0 s$/);
    expect(lines[5]).toMatch(/^ {2}total +731\.4 s$/);
  });

  it('names the ten slowest files, slowest first, a browser spec once per engine with its tests added up', () => {
    const slowest = lines.slice(lines.indexOf('Ten slowest files:') + 1);
    expect(slowest).toHaveLength(10);
    expect(slowest[0]).toMatch(/30\.0 s {2}service: tests\/server\/slow\.test\.ts$/);
    expect(slowest[1]).toMatch(/15\.0 s {2}browser: tests\/e2e\/a\.spec\.ts \(pglite\)$/);
    expect(slowest[2]).toMatch(/11\.0 s {2}unit: tests\/unit\/u10\.test\.ts$/);
    expect(text).not.toContain('u0.test.ts');
    expect(text).not.toContain('(postgres)');
  });
});
