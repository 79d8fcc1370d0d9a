import { describe, expect, it } from 'vitest';
import { tasks } from '../../../server/db/schema';
import {
  taskPaths as p,
  type TaskRecord,
  type TrackerPage,
  type TrackerPageInput,
} from '../../../src/contracts/tasks';
import { completionBand } from '../../../src/rules/task-band';
import { taskDue } from '../../../src/rules/work-filters';
import { createTestApp, post } from '../helpers';
import { sessions, workflowWorld } from '../workflow/world';

const t = await createTestApp();
const db = t.database.db;
const w = await workflowWorld(db);
const s = await sessions(t.app, 'agent', 'admin');
const page = (body: TrackerPageInput, who = 'agent') =>
  post<TrackerPage>(t.app, p.trackerPage, body, s[who].token);
// The whole list as the tracker read it before paging: what the browser filtered (issue 38's oracle).
const everything = async () => (await post<TaskRecord[]>(t.app, p.tracker, {}, s.agent.token)).body.data;

/** Every page of a request, walked 20 at a time. */
async function walk(body: TrackerPageInput): Promise<{ rows: TaskRecord[]; totals: number[] }> {
  const rows: TaskRecord[] = [];
  const totals: number[] = [];
  for (let offset = 0; ; offset += 20) {
    const { body: answer } = await page({ ...body, offset, limit: 20 });
    expect(answer.errCode).toBe(0);
    totals.push(answer.data.total);
    rows.push(...answer.data.rows);
    if (answer.data.rows.length < 20) return { rows, totals };
  }
}

// Another tenant's task whose title the search asks for: it must never be listed to the agent.
const [far] = await db
  .insert(tasks)
  .values({
    tenantId: w.wg('Cape Town Service Desk').tenantId,
    title: 'Zebra audit far away',
    workgroupId: w.wg('Cape Town Service Desk').id,
    ownerUserId: w.userId('agent'),
    completion: 60,
  })
  .returning();

describe('the task tracker paged on the service', () => {
  it('filters by status, band and due as the browser did, with the total and band counts of the matches', async () => {
    const all = await everything();
    const now = new Date();
    for (const filter of [
      { status: 'In Progress' as const },
      { band: 'orange' as const },
      { due: 'overdue' as const },
      { scope: 'mine' as const, band: 'dark' as const },
    ]) {
      const expected = all.filter(
        (x) =>
          (!('scope' in filter) || x.owner_user_id === w.userId('agent')) &&
          (!('status' in filter) || x.status === filter.status) &&
          (!('band' in filter) || completionBand(x.completion).band === filter.band) &&
          (!('due' in filter) || taskDue(x, now) === filter.due),
      );
      expect(expected.length).toBeGreaterThan(0);
      const { body } = await page({ ...filter, limit: 200 });
      expect(body.errCode).toBe(0);
      expect(body.data.total).toBe(expected.length);
      expect(body.data.rows.map((x) => x.id).sort()).toEqual(expected.map((x) => x.id).sort());
      const bands = { dark: 0, orange: 0, red: 0 };
      for (const x of expected) bands[completionBand(x.completion).band]++;
      expect(body.data.bands).toEqual(bands);
    }
  });

  it('sorts on the service and pages without gaps or repeats', async () => {
    const all = await everything();
    expect(all.length).toBeGreaterThan(60);
    const { rows, totals } = await walk({ sort: { column: 'title', direction: 'desc' } });
    expect(new Set(totals)).toEqual(new Set([all.length]));
    expect(rows.map((x) => x.id).sort()).toEqual(all.map((x) => x.id).sort());
    const titles = rows.map((x) => x.title.toLowerCase());
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    const byDue = (await page({ sort: { column: 'due_at', direction: 'asc' }, limit: 200 })).body.data.rows;
    const dues = byDue.filter((x) => x.due_at !== null).map((x) => x.due_at as string);
    expect(dues).toEqual([...dues].sort());
    const past = await page({ offset: all.length + 5 });
    expect(past.body.data).toMatchObject({ rows: [], total: all.length });
  });

  it('searches the listed columns and keeps every task to the caller’s scope', async () => {
    const all = await everything();
    const sample = all[3];
    const { body } = await page({ q: `  ${sample.number.toLowerCase()} ` });
    expect(body.data.rows.map((x) => x.id)).toEqual([sample.id]);
    const byOwner = await page({ q: 'unassigned', limit: 200 });
    expect(byOwner.body.data.rows.length).toBe(all.filter((x) => x.owner_user_id === null).length);
    // Owned by the agent but in another tenant: neither the list, the search nor the counts show it.
    for (const scope of ['all', 'mine'] as const) {
      const zebra = await page({ scope, q: 'Zebra audit' });
      expect(zebra.body.data).toEqual({ rows: [], total: 0, bands: { dark: 0, orange: 0, red: 0 } });
    }
    const mine = await page({ scope: 'mine', limit: 200 });
    expect(mine.body.data.rows.every((x) => x.owner_user_id === w.userId('agent'))).toBe(true);
    expect(mine.body.data.rows.some((x) => x.id === far.id)).toBe(false);
    const admin = await page({ q: 'Zebra audit' }, 'admin');
    expect(admin.body.data.rows.map((x) => x.id)).toEqual([far.id]);
  });

  it('refuses a malformed page with errCode 1 and the reason', async () => {
    const column = await page({ sort: { column: 'description' as 'title', direction: 'asc' } });
    expect(column.body.errCode).toBe(1);
    expect(column.body.msg).toContain('sort.column');
    const big = await page({ limit: 5000 });
    expect(big.body).toMatchObject({ errCode: 1 });
    expect(big.body.msg).toContain('limit');
    const extra = await page({ scope: 'all', wrkgrp: 3 } as TrackerPageInput);
    expect(extra.body.errCode).toBe(1);
    const long = await page({ q: 'x'.repeat(201) });
    expect(long.body).toMatchObject({ errCode: 1, msg: 'q: The max allowed number of characters is 200' });
  });
});
