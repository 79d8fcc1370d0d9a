import { describe, expect, it } from 'vitest';
import type { Caller } from '../../../server/domain/caller';
import { createCase } from '../../../server/domain/workflow/cases';
import { deskPage } from '../../../server/domain/workflow/desk-page';
import { workflowLists } from '../../../server/domain/workflow/lists';
import type { CaseRecord } from '../../../src/contracts/workflow/cases';
import type { DeskPageInput } from '../../../src/contracts/workflow/desk-page';
import { workflowPaths } from '../../../src/contracts/workflow/paths';
import { matchesDeskFilter } from '../../../src/rules/desk-url-filter';
import { slaRank } from '../../../src/rules/sla';
import { listKinds } from '../../../src/rules/workflow-list-table';
import { createTestApp, post } from '../helpers';
import { sessions, workflowWorld } from './world';

// Issue 38: the desk reads windows of a tab from the service. Every window, every filter and every order must
// give exactly the rows the whole list (workflowLists, which the desk used to load) gives once filtered and sorted.
const t = await createTestApp();
const db = t.database.db;
const w = await workflowWorld(db);
const agent = w.caller('agent', 'Agent', ['Pretoria Office', 'Johannesburg Office']);
const supervisor = w.caller('supervisor', 'Supervisor', ['Ubuntu Benefits Gauteng']);
const outsider = w.caller('sipho.dlamini', 'Agent', ['Johannesburg Office']);

const whole = async (caller: Caller, input: DeskPageInput) => {
  const all = await workflowLists(db, caller, { record_type: input.record_type ?? 'case' });
  return all[input.list ?? 'my'];
};
/** What the desk used to show: the whole list in the browser, filtered by the URL's rule and the search box. */
const reference = (rows: CaseRecord[], input: DeskPageInput) =>
  rows.filter(
    (r) =>
      matchesDeskFilter(r, { sla: input.sla ?? '', owner: input.owner ?? '', status: input.status ?? '' }) &&
      (!input.q ||
        [r.number, r.title, r.party_name, r.status, r.owner_name, r.wrkgrp_name].some((v) =>
          v?.toLowerCase().includes(input.q!.toLowerCase()),
        )),
  );

/** Walks the tab in windows of `size`, as the grid scrolls. */
async function walk(caller: Caller, input: DeskPageInput, size = 11): Promise<CaseRecord[]> {
  const out: CaseRecord[] = [];
  for (let offset = 0; ; offset += size) {
    const page = await deskPage(db, caller, { ...input, offset, limit: size, counts: false });
    out.push(...page.rows);
    if (offset + size >= page.total) return out;
  }
}
const ids = (rows: CaseRecord[]) => rows.map((r) => r.id);
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);

describe('a desk tab read in windows', () => {
  it('gives each tab, under each filter and search, exactly the records of the whole list', async () => {
    const filters: DeskPageInput[] = [
      {},
      { status: 'Open' },
      { owner: 'unassigned' },
      { q: 'claim' },
      { sla: 'overdue' },
      { sla: 'due-later', owner: agent.userId },
    ];
    for (const caller of [agent, supervisor])
      for (const list of listKinds)
        for (const filter of filters) {
          const input = { ...filter, list };
          const expected = reference(await whole(caller, input), input);
          const walked = await walk(caller, input);
          expect(sorted(ids(walked)), JSON.stringify(input)).toEqual(sorted(ids(expected)));
        }
  });

  it('keeps the chosen order across windows: the most recent change first by default, or by a column', async () => {
    const byRecent = await walk(supervisor, { list: 'wg_all' });
    const times = byRecent.map((r) => r.update_datetime);
    expect(times).toEqual([...times].sort().reverse());
    const byPriority = await walk(supervisor, {
      list: 'wg_all',
      sort: { column: 'priority', direction: 'desc' },
    });
    const order = ['Urgent', 'High', 'Medium', 'Low'];
    const ranks = byPriority.map((r) => order.indexOf(r.priority));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(ranks).size).toBeGreaterThan(1);
    const byTitle = await walk(supervisor, { list: 'wg_all', sort: { column: 'title', direction: 'asc' } });
    const titles = byTitle.map((r) => r.title.toLowerCase());
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('orders by urgency on the SLA column, each row with its SLA, in either direction', async () => {
    const input = { list: 'wg_all', sort: { column: 'sla_rank', direction: 'asc' } } as const;
    const page = await deskPage(db, supervisor, { ...input, limit: 500 });
    const rank = (r: CaseRecord) => slaRank(r.sla && { state: r.sla.state, minutesLeft: r.sla.minutes_left });
    const ranks = page.rows.map(rank);
    expect(page.rows.length).toBe(page.total);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(page.rows.map((r) => r.sla?.state)).size).toBeGreaterThan(2);
    const down = await deskPage(db, supervisor, {
      ...input,
      sort: { ...input.sort, direction: 'desc' },
      limit: 10,
    });
    expect(down.rows.map(rank)).toEqual(ranks.slice(-10).reverse());
  });

  it('counts every tab under the same filter as the rows', async () => {
    const filter = { status: 'In Progress' } as const;
    const page = await deskPage(db, agent, { ...filter, limit: 0 });
    for (const list of listKinds)
      expect(page.counts?.[list], list).toBe(
        reference(await whole(agent, { ...filter, list }), filter).length,
      );
    const bySla = await deskPage(db, agent, { sla: 'overdue', limit: 0 });
    for (const list of listKinds)
      expect(bySla.counts?.[list], list).toBe(
        reference(await whole(agent, { sla: 'overdue', list }), { sla: 'overdue' }).length,
      );
  });

  it('counts again after any change: a new case in the workgroup is in the next window and its counts', async () => {
    const before = await deskPage(db, agent, { list: 'wg', limit: 0 });
    const scrolled = await deskPage(db, agent, { list: 'wg', offset: 5, limit: 1, counts: false });
    const made = await createCase(db, agent, {
      title: 'Counted again after a change',
      wrkgrp_id: before.viewer.wrkgrp_id!,
    });
    const after = await deskPage(db, agent, { list: 'wg', limit: 1 });
    expect(after.counts?.wg).toBe((before.counts?.wg ?? 0) + 1);
    expect(after.counts?.wg_all).toBe((before.counts?.wg_all ?? 0) + 1);
    expect(after.rows[0].id).toBe(made.id);
    const next = await deskPage(db, agent, { list: 'wg', offset: 5, limit: 1, counts: false });
    expect(next.total).toBe(scrolled.total + 1);
  });

  it('answers every matching id for "select all matching", in the list order', async () => {
    const input = { list: 'wg_all', sort: { column: 'number', direction: 'asc' } } as const;
    const page = await deskPage(db, supervisor, { ...input, ids_only: true });
    expect(page.ids).toEqual(ids(await walk(supervisor, input, 50)));
    expect(page.rows).toEqual([]);
  });

  it('stays inside the caller: another office sees none of it, and a workgroup not theirs is refused', async () => {
    const theirs = new Set(ids(await walk(outsider, { list: 'wg_all' }, 100)));
    const pretoria = await walk(agent, { list: 'wg', wrkgrp_id: w.wg('Pretoria Claims Desk').id }, 100);
    expect(pretoria.length).toBeGreaterThan(0);
    expect(pretoria.filter((r) => theirs.has(r.id))).toEqual([]);
    await expect(deskPage(db, outsider, { wrkgrp_id: w.wg('Pretoria Claims Desk').id })).rejects.toThrow(
      'You are not a member of that workgroup',
    );
  });

  it('answers over HTTP in the envelope, and a bad window gets a clear error', async () => {
    const who = await sessions(t.app, 'agent');
    const ok = await post<{ total: number; rows: unknown[] }>(
      t.app,
      workflowPaths.listPage,
      { list: 'my_all', limit: 5 },
      who.agent.token,
    );
    expect(ok.body.errCode).toBe(0);
    expect(ok.body.data.rows.length).toBe(Math.min(5, ok.body.data.total));
    const bad = await post(
      t.app,
      workflowPaths.listPage,
      { limit: 501, sort: { column: 'id' } },
      who.agent.token,
    );
    expect(bad.body.errCode).not.toBe(0);
    expect(bad.body.msg).toMatch(/limit|sort/i);
  });
});
