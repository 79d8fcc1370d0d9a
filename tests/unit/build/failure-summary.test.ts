// @vitest-environment node
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { failureSummary } from '../../../scripts/failure-summary.mjs';
import { reportFiles } from './report-files';

// What CI prints at the end of its log: the failed tests of each JSON report, named as the runner names them.
const { dir, report } = reportFiles('failure-summary-');

const vitest = report('vitest.json', {
  success: false,
  testResults: [
    {
      name: '/repo/tests/server/a.test.ts',
      status: 'failed',
      assertionResults: [
        { fullName: 'a group passes', status: 'passed', failureMessages: [] },
        {
          fullName: 'a group fails',
          status: 'failed',
          failureMessages: [
            '\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n    at /repo/tests/server/a.test.ts:9:3\n    at file:///repo/node_modules/@vitest/runner/dist/x.js:1:1',
          ],
        },
      ],
    },
    {
      name: '/repo/tests/server/b.test.ts',
      status: 'failed',
      message: 'Hook timed out in 60000ms',
      assertionResults: [],
    },
    { name: '/repo/tests/server/c.test.ts', status: 'passed', assertionResults: [] },
  ],
});
const playwright = report('playwright.json', {
  suites: [
    {
      title: 'desk.spec.ts',
      file: 'desk.spec.ts',
      specs: [
        { title: 'opens', file: 'desk.spec.ts', line: 3, tests: [{ status: 'expected', results: [] }] },
      ],
      suites: [
        {
          title: 'the desk',
          file: 'desk.spec.ts',
          specs: [
            {
              title: 'assigns',
              file: 'desk.spec.ts',
              line: 12,
              tests: [{ status: 'unexpected', results: [{ error: { message: 'Error: Timed out 5000ms' } }] }],
            },
          ],
        },
      ],
    },
  ],
  errors: [],
});

describe('the failure summary', () => {
  it('names each failed test with its describe trail and the start of its error, without colour or runner frames', () => {
    const text = failureSummary([vitest, playwright]);
    expect(text.split('\n').filter((l) => l.startsWith('  ✘'))).toEqual([
      '  ✘ /repo/tests/server/a.test.ts › a group fails',
      '  ✘ /repo/tests/server/b.test.ts',
      '  ✘ desk.spec.ts:12 › the desk › assigns',
    ]);
    expect(text).toContain(
      '      AssertionError: expected 1 to be 2\n          at /repo/tests/server/a.test.ts:9:3\n',
    );
    expect(text).not.toContain('node_modules');
    expect(text).not.toContain('\u001b[');
    expect(text).toContain('Hook timed out in 60000ms');
    expect(text).toContain('Error: Timed out 5000ms');
  });

  it('says when a run failed outside every test, and nothing when all passed or a report is missing', () => {
    const unhandled = report('unhandled.json', { success: false, testResults: [] });
    expect(failureSummary([unhandled])).toContain('failed outside every test');
    const clean = report('clean.json', { success: true, testResults: [] });
    expect(failureSummary([clean, join(dir, 'missing.json')])).toBe('');
  });
});
