import { describe, expect, it } from 'vitest';
import type { DeskPageAnswer, DeskPageInput } from '../../../src/contracts/workflow/desk-page';
import { sampleDeskPage } from '../../../src/machines/workflow-sample-data';
import { deskFirstRead } from '../../../src/rules/desk-window-reads';
import { createDeskReads, deskReadsMaxAgeMs } from '../../../src/services/desk-reads';
import type { HttpResult } from '../../../src/services/http-result';

/** Desk reads over a counting service and a clock the test moves. */
const world = () => {
  const asked: DeskPageInput[] = [];
  let clock = 1_000;
  const reads = createDeskReads(
    {
      page: async (input: DeskPageInput): Promise<HttpResult<DeskPageAnswer>> => {
        asked.push(input);
        return { kind: 'ok', data: sampleDeskPage(), msg: '' };
      },
    },
    () => clock,
  );
  return { reads, asked, later: (ms: number) => (clock += ms) };
};
const noSort = () => null;

describe("the desk's first window started with the session's restore", () => {
  it('is asked for on a desk address with its tab, filters, search, sort and workgroup', () => {
    const address =
      '/case-management/leads?list=wg_all&sla=overdue&owner=unassigned&q=%20claim&sort=title.desc&wrkgrp=4';
    expect(deskFirstRead(address, noSort)).toEqual({
      record_type: 'lead',
      wrkgrp_id: 4,
      list: 'wg_all',
      sla: 'overdue',
      owner: 'unassigned',
      status: undefined,
      cls: undefined,
      q: 'claim',
      sort: { column: 'title', direction: 'desc' },
      offset: 0,
      limit: 70,
      counts: true,
    });
    // No sort in the URL: the tab's own stored sort, as the desk's table reads it.
    const stored = deskFirstRead('/case-management/case-management', (view) =>
      view === 'workflow-case-my' ? { column: 'due_at', direction: 'asc' } : null,
    );
    expect(stored?.sort).toEqual({ column: 'due_at', direction: 'asc' });
    expect(deskFirstRead('/task/task-tracker?scope=all', noSort)).toBeNull();
  });

  it('hands its answer over once, to the very same window only, while fresh', async () => {
    const { reads, asked, later } = world();
    reads.start('/case-management/case-management?list=wg');
    expect(asked.map((a) => a.list)).toEqual(['wg']);
    const same = deskFirstRead('/case-management/case-management?list=wg', noSort)!;
    expect(reads.take({ ...same, list: 'my' })).toBeNull();
    reads.start('/case-management/case-management?list=wg');
    expect(await reads.take(same)).toEqual({ kind: 'ok', data: sampleDeskPage(), msg: '' });
    expect(reads.take(same)).toBeNull();
    reads.start('/case-management/case-management?list=wg');
    later(deskReadsMaxAgeMs + 1);
    expect(reads.take(same)).toBeNull();
  });

  it('starts nothing for another address, and is dropped at sign-out', () => {
    const { reads, asked } = world();
    reads.start('/home');
    expect(asked).toEqual([]);
    reads.start('/case-management/case-management');
    reads.clear();
    expect(reads.take(deskFirstRead('/case-management/case-management', noSort)!)).toBeNull();
  });
});
