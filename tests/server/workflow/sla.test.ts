import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { caseHistory, caseNotes, cases } from '../../../server/db/schema';
import { createCase } from '../../../server/domain/workflow/cases';
import { slaClock } from '../../../server/domain/workflow/sla';
import type { CasePage, CaseRecord, CaseStatus } from '../../../src/contracts/workflow/cases';
import { workflowPaths } from '../../../src/contracts/workflow/paths';
import { defaultTargets } from '../../../src/contracts/workflow-admin/working-time';
import { computeSla, workingMinutesBetween } from '../../../src/rules/sla';
import { createTestApp, post } from '../helpers';
import { sessions, workflowWorld } from './world';

const t = await createTestApp();
const w = await workflowWorld(t.database.db);
const db = t.database.db;
const agent = w.caller('agent', 'Agent', ['Pretoria Office', 'Johannesburg Office']);
const { agent: session } = await sessions(t.app, 'agent');
const hour = 3_600_000;
const day = 24 * hour;

/** A case of the agent, created `ago` ms before now, with status changes written as the service writes them. */
async function caseAged(title: string, ago: number, moves: [number, CaseStatus][] = []): Promise<number> {
  const made = await createCase(db, agent, { title, owner_user_id: w.userId('agent') });
  const createdAt = new Date(Date.now() - ago);
  await db.update(cases).set({ createdAt }).where(eq(cases.id, made.id));
  let status: CaseStatus = 'Open';
  for (const [after, next] of moves) {
    const at = new Date(createdAt.getTime() + after);
    await db.insert(caseHistory).values({
      caseId: made.id,
      tenantId: made.tenant_id,
      userId: null,
      action: 'status',
      at,
      changes: { status: [status, next] },
    });
    status = next;
  }
  await db.update(cases).set({ status }).where(eq(cases.id, made.id));
  return made.id;
}

const read = async (id: number) =>
  (await post<CaseRecord>(t.app, workflowPaths.caseGet, { id }, session.token)).body.data;
const list = async (body: object) =>
  (await post<CasePage>(t.app, workflowPaths.caseList, { size: 1000, ...body }, session.token)).body.data;

/** How many of the agent's records are in each SLA state. */
async function statesOf(recordType: 'case' | 'lead'): Promise<Map<string, number>> {
  const body = { record_type: recordType, size: 1000 };
  const answer = await post<CasePage>(t.app, workflowPaths.caseList, body, session.token);
  const out = new Map<string, number>();
  for (const r of answer.body.data.rows) {
    const state = r.sla?.state ?? 'none';
    out.set(state, (out.get(state) ?? 0) + 1);
  }
  return out;
}

// First in the file: it reads the seed before any test below adds cases.
describe('the seed relative to the day the database is created', () => {
  it('spreads cases and leads over every SLA state; due today whenever working time is left today', async () => {
    const local = new Date(Date.now() + 2 * 3_600_000);
    const minuteOfDay = local.getUTCHours() * 60 + local.getUTCMinutes();
    const roomToday = local.getUTCDay() % 6 !== 0 && minuteOfDay >= 540 && minuteOfDay < 18 * 60 - 20;
    const want = ['overdue', 'due-later', 'paused', 'met', ...(roomToday ? ['due-today'] : [])];
    for (const recordType of ['case', 'lead'] as const) {
      const states = await statesOf(recordType);
      const open = [...states].reduce((n, [state, count]) => n + (state === 'met' ? 0 : count), 0);
      // Not a stray record: each open state holds at least a tenth of the open records.
      for (const state of want) {
        const share = (states.get(state) ?? 0) / (state === 'met' ? 1 : open);
        expect({ recordType, state, enough: share >= 0.1 }).toEqual({ recordType, state, enough: true });
      }
    }
  });
});

describe('the SLA on every case the service answers', () => {
  it('equals the rule over the stored creation time, targets, first note and pauses', async () => {
    const id = await caseAged('Scheme refuses a chronic medication claim', 6 * day, [
      [2 * hour, 'Pending Customer'],
      [2 * day, 'In Progress'],
    ]);
    const noteAt = new Date(Date.now() - 5 * day);
    await db.insert(caseNotes).values({
      caseId: id,
      tenantId: (await read(id)).tenant_id,
      body: 'Asked the member for the script',
      authorUserId: w.userId('agent'),
      createdAt: noteAt,
    });
    const got = await read(id);
    const targets = defaultTargets(got.severity, got.priority);
    const want = computeSla({
      createdAt: new Date(got.create_datetime),
      responseMinutes: targets.response,
      resolutionMinutes: targets.resolution,
      firstResponseAt: noteAt,
      statusChanges: [
        { at: new Date(Date.parse(got.create_datetime) + 2 * hour), status: 'Pending Customer' },
        { at: new Date(Date.parse(got.create_datetime) + 2 * day), status: 'In Progress' },
      ],
      status: 'In Progress',
      closedAt: null,
      now: new Date(got.sla?.at ?? 0),
    });
    expect(got.sla).toEqual({
      state: want.state,
      target: 'resolution',
      response_due: want.responseDue.toISOString(),
      resolution_due: want.resolutionDue.toISOString(),
      response_met: true,
      minutes_left: want.minutesLeft,
      at: got.sla?.at,
    });
    // The list and the detail say the same.
    const row = (await list({ search: got.number })).rows[0];
    expect(row.sla?.resolution_due).toBe(got.sla?.resolution_due);
  });

  it('a pause moves the due times by the paused working time; a case paused now reads as paused', async () => {
    const plain = await read(await caseAged('Gap cover shortfall on a hip replacement', 5 * day));
    const paused = await read(
      await caseAged('Gap cover shortfall on a knee replacement', 5 * day, [
        [hour, 'Pending Customer'],
        [3 * day + hour, 'In Progress'],
      ]),
    );
    const created = new Date(plain.create_datetime);
    const pausedFor = workingMinutesBetween(
      new Date(created.getTime() + hour),
      new Date(created.getTime() + 3 * day + hour),
    );
    const shift = workingMinutesBetween(
      new Date(plain.sla?.resolution_due ?? 0),
      new Date(paused.sla?.resolution_due ?? 0),
    );
    // Any 72 hours hold working time, so the pause is never empty whatever day the test runs.
    expect(pausedFor).toBeGreaterThan(0);
    expect(shift).toBe(pausedFor);
    const waiting = await read(
      await caseAged('Waiting for the member’s bank details', 2 * day, [[hour, 'Pending Customer']]),
    );
    expect(waiting.sla?.state).toBe('paused');
    expect((await list({ sla_state: 'paused' })).rows.map((r) => r.id)).toContain(waiting.id);
  });

  it('the overdue filter returns exactly the overdue records, and the SLA sort puts them first', async () => {
    const late = await caseAged('Claim unpaid for three weeks', 21 * day);
    const fresh = await caseAged('Member asks for a tax certificate', 0);
    const all = await list({});
    const overdue = await list({ sla_state: 'overdue' });
    const want = all.rows.filter((r) => r.sla?.state === 'overdue').map((r) => r.id);
    expect(overdue.rows.map((r) => r.id).sort()).toEqual(want.sort());
    expect(overdue.page.totalElements).toBe(want.length);
    expect(want).toContain(late);
    expect(want).not.toContain(fresh);
    const sorted = await list({ sort: 'sla' });
    expect(sorted.rows.slice(0, want.length).every((r) => r.sla?.state === 'overdue')).toBe(true);
    const lefts = sorted.rows.slice(0, want.length).map((r) => r.sla?.minutes_left ?? 0);
    expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
  });

  it('a closed record is met, whatever its due time', async () => {
    const id = await caseAged('Duplicate of an earlier claim query', 21 * day);
    // Closed an hour ago, long after its resolution target.
    await db
      .update(cases)
      .set({ status: 'Closed', closedAt: new Date(Date.now() - hour) })
      .where(eq(cases.id, id));
    const closed = await read(id);
    expect(closed.status).toBe('Closed');
    expect(closed.sla?.state).toBe('met');
    expect((await list({ sla_state: 'overdue' })).rows.map((r) => r.id)).not.toContain(id);
  });

  it('a list of 70,000 records gets its clock (more ids than a statement takes parameters)', async () => {
    // A workgroup tab of a large tenant sorted by SLA: one statement per fact, whatever the number of cases.
    const id = await caseAged('Premium query on a lapsed policy', 2 * hour, [[hour, 'Pending Customer']]);
    const alone = await read(id);
    const others = Array.from({ length: 70_000 }, (_, i): CaseRecord => ({ ...alone, id: 10_000_000 + i }));
    const clock = await slaClock(db, [...others, alone]);
    expect(clock(alone, new Date(alone.sla?.at as string))).toEqual(alone.sla);
  });
});
