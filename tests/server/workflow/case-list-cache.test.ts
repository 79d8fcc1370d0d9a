import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { cases, severityPriorityTimes, tenants, workgroups } from '../../../server/db/schema';
import { performAction } from '../../../server/domain/workflow/actions';
import { addNote } from '../../../server/domain/workflow/case-notes';
import { createCase, listCases } from '../../../server/domain/workflow/cases';
import { listCasesText } from '../../../server/domain/workflow/case-list';
import type { CaseRecord } from '../../../src/contracts/workflow/cases';
import { slaRank } from '../../../src/rules/sla';
import { createTestApp } from '../helpers';
import { workflowWorld } from './world';

const t = await createTestApp();
const w = await workflowWorld(t.database.db);
const db = t.database.db;
const agent = w.caller('agent', 'Agent', ['Pretoria Office', 'Johannesburg Office']);
const supervisor = w.caller('supervisor', 'Supervisor', ['Ubuntu Benefits Gauteng']);
const hour = 3_600_000;
const day = 24 * hour;

const rank = (r: CaseRecord) => slaRank(r.sla && { state: r.sla.state, minutesLeft: r.sla.minutes_left });
const newer = (a: CaseRecord, b: CaseRecord) =>
  b.create_datetime.localeCompare(a.create_datetime) || b.id - a.id;

/**
 * The SLA list as the desk asks for it, and the same cases as the newest-first list (not kept) answers them, at
 * one moment: a paused case's due time is the moment plus the time it has left, so in working hours two calls a
 * few milliseconds apart answer due times those milliseconds apart.
 */
async function both() {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  try {
    const bySla = await listCases(db, agent, { owner_user_id: w.userId('agent'), sort: 'sla', size: 1000 });
    const byDate = await listCases(db, agent, { owner_user_id: w.userId('agent'), size: 1000 });
    return { bySla, byDate };
  } finally {
    vi.useRealTimers();
  }
}

/** Most urgent first; equal ranks newest first; the same cases, SLA and all, as the uncached list. */
function expectSameAnswer({ bySla, byDate }: Awaited<ReturnType<typeof both>>) {
  expect(bySla.page.totalElements).toBe(byDate.page.totalElements);
  const strip = (r: CaseRecord) => ({ ...r, sla: r.sla && { ...r.sla, at: '', minutes_left: 0 } });
  const sorted = (rows: CaseRecord[]) => [...rows].sort((a, b) => a.id - b.id).map(strip);
  expect(sorted(bySla.rows)).toEqual(sorted(byDate.rows));
  for (let i = 1; i < bySla.rows.length; i++) {
    const [a, b] = [bySla.rows[i - 1], bySla.rows[i]];
    expect(rank(a) < rank(b) || (rank(a) === rank(b) && newer(a, b) < 0)).toBe(true);
  }
}

async function aged(title: string, ago: number): Promise<CaseRecord> {
  const made = await createCase(db, agent, { title, owner_user_id: w.userId('agent') });
  await db
    .update(cases)
    .set({ createdAt: new Date(Date.now() - ago) })
    .where(eq(cases.id, made.id));
  return made;
}

describe('the SLA-sorted case list, kept between calls', () => {
  it('answers as ranking every case at the call does, and sees each kind of change at the next call', async () => {
    const late = await aged('Hospital account unpaid for a month', 30 * day);
    for (const ago of [0, 2 * hour, 3 * day, 9 * day]) await aged(`Member query ${ago}`, ago);
    expectSameAnswer(await both());

    // A new case is in the very next answer.
    const fresh = await createCase(db, agent, { title: 'New query', owner_user_id: w.userId('agent') });
    let answer = await both();
    expect(answer.bySla.rows.map((r) => r.id)).toContain(fresh.id);
    expectSameAnswer(answer);

    // A note is the first response: the late case's target moves from the response to the resolution.
    const before = answer.bySla.rows.find((r) => r.id === late.id);
    expect(before?.sla?.target).toBe('response');
    await addNote(db, agent, { case_id: late.id, body: 'Called the hospital' });
    answer = await both();
    expect(answer.bySla.rows.find((r) => r.id === late.id)?.sla?.target).toBe('resolution');
    expectSameAnswer(answer);

    // Closed (by a supervisor, who may): among the met cases, after every open one.
    await performAction(db, supervisor, { action: 'close', id: late.id });
    answer = await both();
    const at = answer.bySla.rows.findIndex((r) => r.id === late.id);
    expect(answer.bySla.rows.slice(at).every((r) => r.sla?.state === 'met')).toBe(true);
    expect(answer.bySla.rows[at].sla?.state).toBe('met');
    expectSameAnswer(answer);

    // A new time mapping for the tenant changes every due time of that severity and priority.
    await db.insert(severityPriorityTimes).values({
      tenantId: fresh.tenant_id,
      severity: fresh.severity,
      priority: fresh.priority,
      responseMinutes: 1,
      resolutionMinutes: 2,
    });
    answer = await both();
    const due = answer.bySla.rows.find((r) => r.id === fresh.id)?.sla?.response_due ?? '';
    expect(Date.parse(due) - Date.parse(fresh.create_datetime)).toBeLessThan(3 * day);
    expectSameAnswer(answer);
  });

  it('sees a change that moves no id and no update time (any statement on the cases bumps the stamp)', async () => {
    const quiet = await createCase(db, agent, {
      title: 'Dental claim query',
      owner_user_id: w.userId('agent'),
    });
    const ask = () => listCases(db, agent, { owner_user_id: w.userId('agent'), sort: 'sla', size: 1000 });
    const before = (await ask()).rows.find((r) => r.id === quiet.id)?.sla?.state;
    expect(before).not.toBe('overdue');
    // Back-dated in place, as a repair script or a writer committing after a newer one would leave it: the
    // newest id and the newest update time stay as they were.
    const [{ updatedAt }] = await db
      .select({ updatedAt: cases.updatedAt })
      .from(cases)
      .where(eq(cases.id, quiet.id));
    await db
      .update(cases)
      .set({ createdAt: new Date(Date.now() - 60 * day), updatedAt })
      .where(eq(cases.id, quiet.id));
    expect((await ask()).rows.find((r) => r.id === quiet.id)?.sla?.state).toBe('overdue');
    expectSameAnswer(await both());
  });

  it('writes the same answer as text (the route sends it as it is) as the list gives as objects, on every page', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      for (const body of [
        { owner_user_id: w.userId('agent'), sort: 'sla', size: 3, page_number: 1 },
        { owner_user_id: w.userId('agent'), sla_state: 'overdue', size: 50 },
        { owner_user_id: w.userId('agent'), size: 5 },
        { owner_user_id: w.userId('agent'), sort: 'sla', size: 5, page_number: 99 },
      ]) {
        const text = await listCasesText(db, agent, body);
        expect(JSON.parse(text)).toEqual({ errCode: 0, msg: '', data: await listCases(db, agent, body) });
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('sees its tenant moved under another that has its own time mapping (targets follow the ancestors)', async () => {
    const made = await createCase(db, agent, {
      title: 'Gap cover claim declined',
      owner_user_id: w.userId('agent'),
      severity: 'Minor',
      priority: 'Low',
    });
    const westernCape = w.tenantId('Ubuntu Benefits Western Cape');
    await db.insert(severityPriorityTimes).values({
      tenantId: westernCape,
      severity: 'Minor',
      priority: 'Low',
      responseMinutes: 7,
      resolutionMinutes: 14,
    });
    const dueOf = async () =>
      (await listCases(db, agent, { owner_user_id: w.userId('agent'), sort: 'sla', size: 1000 })).rows.find(
        (r) => r.id === made.id,
      )?.sla?.response_due ?? '';
    const before = await dueOf();
    const [office] = await db.select().from(tenants).where(eq(tenants.id, made.tenant_id));
    await db.update(tenants).set({ parentId: westernCape }).where(eq(tenants.id, office.id));
    try {
      const after = await dueOf();
      expect(after).not.toBe(before);
      expect(Date.parse(after) - Date.parse(made.create_datetime)).toBeLessThan(3 * day);
    } finally {
      await db.update(tenants).set({ parentId: office.parentId }).where(eq(tenants.id, office.id));
    }
  });

  it('keeps lists of different filters and callers apart', async () => {
    const lerato = w.caller('lerato.khumalo', 'Agent', ['Pretoria Office', 'Johannesburg Office']);
    const mine = await listCases(db, agent, { owner_user_id: w.userId('agent'), sort: 'sla', size: 1000 });
    const open = await listCases(db, agent, {
      owner_user_id: w.userId('agent'),
      open_only: true,
      sort: 'sla',
      size: 1000,
    });
    expect(open.rows.every((r) => r.status !== 'Closed')).toBe(true);
    expect(open.page.totalElements).toBeLessThan(mine.page.totalElements);
    const theirs = await listCases(db, lerato, { owner_user_id: w.userId('lerato.khumalo'), sort: 'sla' });
    expect(theirs.rows.every((r) => r.owner_user_id === w.userId('lerato.khumalo'))).toBe(true);
  });

  it('shows a renamed workgroup once the reference data has turned over (5 s), without a change to the cases', async () => {
    const ask = () => listCases(db, agent, { owner_user_id: w.userId('agent'), sort: 'sla', size: 1 });
    const [row] = (await ask()).rows;
    const [group] = await db.select().from(workgroups).where(eq(workgroups.id, row.wrkgrp_id));
    await db
      .update(workgroups)
      .set({ name: `${group.name} (renamed)` })
      .where(eq(workgroups.id, group.id));
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6000 });
    try {
      expect((await ask()).rows[0].wrkgrp_name).toBe(`${group.name} (renamed)`);
    } finally {
      vi.useRealTimers();
      await db.update(workgroups).set({ name: group.name }).where(eq(workgroups.id, group.id));
    }
  });
});
