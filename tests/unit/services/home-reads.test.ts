import { describe, expect, it } from 'vitest';
import type { HomeFigures } from '../../../src/contracts/home';
import type { DashboardSummary } from '../../../src/contracts/system';
import { createHomeReads, homeReadsMaxAgeMs } from '../../../src/services/home-reads';
import type { HttpResult } from '../../../src/services/http-result';

const summary: DashboardSummary = { tenant_name: 'Acme', counts: [], recent_sign_ins: [] };
const figures: HomeFigures = { sections: ['system'], work: null, team: null, at: '2026-11-27T08:00:00.000Z' };

/** Home reads over a counting service and a clock the test moves. */
const world = () => {
  const calls = { home: 0, summary: 0 };
  let clock = 1_000;
  const reads = createHomeReads(
    {
      home: async (): Promise<HttpResult<HomeFigures>> => {
        calls.home++;
        return { kind: 'ok', data: figures, msg: '' };
      },
      dashboardSummary: async (): Promise<HttpResult<DashboardSummary>> => {
        calls.summary++;
        return { kind: 'ok', data: summary, msg: '' };
      },
    },
    () => clock,
  );
  return { reads, calls, later: (ms: number) => (clock += ms) };
};

describe('home reads started beside the role map', () => {
  it('sends each read once at start, and hands each pending answer over once', async () => {
    const { reads, calls } = world();
    reads.start();
    expect(calls).toEqual({ home: 1, summary: 1 });
    expect(await reads.take('summary')).toEqual({ kind: 'ok', data: summary, msg: '' });
    expect(await reads.take('home')).toEqual({ kind: 'ok', data: figures, msg: '' });
    // A refresh of the home asks the service again.
    expect(reads.take('summary')).toBeNull();
    expect(calls).toEqual({ home: 1, summary: 1 });
  });

  it('has nothing to hand over before a start or after a clear (sign-out)', () => {
    const { reads } = world();
    expect(reads.take('home')).toBeNull();
    reads.start();
    reads.clear();
    expect(reads.take('home')).toBeNull();
    expect(reads.take('summary')).toBeNull();
  });

  it('drops an answer the home did not take in time, so a later visit asks afresh', () => {
    const { reads, later } = world();
    reads.start();
    later(homeReadsMaxAgeMs);
    expect(reads.take('home')).not.toBeNull();
    later(1);
    expect(reads.take('summary')).toBeNull();
  });
});
