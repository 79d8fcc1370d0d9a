import { count, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  salesPaths,
  salesStatuses,
  salesKinds,
  type SalesDocument,
  type SalesEvent,
} from '../../src/contracts/sales';
import { workflowPaths } from '../../src/contracts/workflow/paths';
import { workflowAdminPaths } from '../../src/contracts/workflow-admin/paths';
import { deskPaths, type PollingEntry } from '../../src/contracts/workflow/desk';
import type { ChecklistRecord } from '../../src/contracts/workflow/checklists';
import { meetingStatuses, type MeetingRecord } from '../../src/contracts/workflow/meetings';
import type { NotificationList } from '../../src/contracts/workflow-admin/notifications';
import type { CaseRecord } from '../../src/contracts/workflow/cases';
import * as schema from '../../server/db/schema';
import { seedDatabase } from '../../server/db/seed';
import { createTestApp, post, signIn } from './helpers';

const t = await createTestApp();
const { db } = t.database;
const profiles = ['agent', 'supervisor', 'admin'] as const;
const tokens = Object.fromEntries(
  await Promise.all(profiles.map(async (u) => [u, (await signIn(t.app, u)).token] as const)),
) as Record<(typeof profiles)[number], string>;
// PGlite and node-postgres both answer raw SQL with { rows }; Drizzle types the shared result as unknown.
const rowsOf = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const call = async <T>(who: (typeof profiles)[number], path: string, body: unknown = {}) => {
  const answer = await post<T>(t.app, path, body, tokens[who]);
  expect(answer.body.errCode, `${who} ${path}`).toBe(0);
  return answer.body.data;
};

describe.each(profiles)('a fresh database, as %s', (who) => {
  it('lists RFQs, quotes and orders in every status, each with its transaction history', async () => {
    for (const kind of salesKinds)
      for (const status of salesStatuses[kind]) {
        const docs = await call<SalesDocument[]>(who, salesPaths.list, { kind, status });
        expect(docs.length, `${kind} ${status}`).toBeGreaterThan(0);
        const history = await call<SalesEvent[]>(who, salesPaths.history, { document_id: docs[0].id });
        expect(history.at(-1)?.action).toBe(`${kind}.create`);
        expect(history[0].to_status).toBe(status);
      }
  });

  it('lists checklists in draft and published, and meetings in every status with attendees', async () => {
    for (const status of ['Draft', 'Published'] as const)
      expect(
        (await call<ChecklistRecord[]>(who, workflowPaths.checklistList, { status })).length,
      ).toBeGreaterThan(0);
    const meetings = await call<MeetingRecord[]>(who, workflowPaths.meetingList);
    for (const status of meetingStatuses)
      expect(meetings.filter((m) => m.status === status).length).toBeGreaterThan(0);
    expect(meetings.every((m) => m.attendees.length > 0)).toBe(true);
    expect(meetings.some((m) => m.attendees.some((a) => a.apology_note))).toBe(true);
  });

  it('has unread notifications that open a record, and cases with polled results', async () => {
    const list = await call<NotificationList>(who, workflowAdminPaths.notificationList, { status: 'all' });
    expect(list.unread).toBeGreaterThan(0);
    expect(list.rows.some((n) => n.link?.startsWith('/case-management/case/'))).toBe(true);
    const cases = await call<{ rows: CaseRecord[] }>(who, workflowPaths.caseList, {
      open_only: true,
      size: 200,
    });
    let polled = 0;
    for (const c of cases.rows.slice(0, 60))
      polled += (await call<PollingEntry[]>(who, deskPaths.pollingList, { case_id: c.id })).length;
    expect(polled).toBeGreaterThan(0);
  });
});

describe('seeded records', () => {
  it('name parties of their own tenant, by id and by name', async () => {
    const rows = await rowsOf<{
      number: string;
      party_type: string | null;
      found: string | null;
    }>(sql`
      select c.number, c.party_type, coalesce(e.name, s.first_name || ' ' || s.last_name,
        p.first_name || ' ' || p.last_name) = c.party_name as found
      from cases c
      left join employers e on c.party_type = 'employer' and e.id = c.party_id and e.tenant_id = c.tenant_id
      left join employees s on c.party_type = 'employee' and s.id = c.party_id and s.tenant_id = c.tenant_id
      left join contacts p on c.party_type = 'contact' and p.id = c.party_id and p.tenant_id = c.tenant_id`);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.party_type === null || !r.found).map((r) => r.number)).toEqual([]);
    expect(new Set(rows.map((r) => r.party_type))).toEqual(new Set(['employer', 'employee', 'contact']));
  });

  it('contain no wording meant for developers', async () => {
    const texts: [string, SQL][] = [
      [
        'cases',
        sql`select number as at, title || ' ' || description || ' ' || coalesce(party_name, '') as text from cases`,
      ],
      ['case history', sql`select case_id::text as at, coalesce(note, '') as text from case_history`],
      ['case notes', sql`select case_id::text as at, body as text from case_notes`],
      ['tasks', sql`select id::text as at, title || ' ' || description as text from tasks`],
      ['task history', sql`select task_id::text as at, coalesce(note, '') as text from task_history`],
      [
        'sales',
        sql`select number as at, title || ' ' || notes || ' ' || lines::text as text from sales_documents`,
      ],
      ['checklists', sql`select title as at, title || ' ' || items::text as text from checklists`],
      ['meetings', sql`select title as at, title || ' ' || coalesce(party_name, '') as text from meetings`],
      ['attendees', sql`select name as at, coalesce(apology_note, '') as text from meeting_attendees`],
      ['notifications', sql`select subject as at, subject || ' ' || message as text from notifications`],
      ['polling', sql`select reference as at, system || ' ' || result as text from polling_entries`],
    ];
    for (const [table, query] of texts) {
      const rows = await rowsOf<{ at: string; text: string }>(query);
      expect(rows.length, table).toBeGreaterThan(0);
      const bad = rows.filter((r) =>
        /\b(seed(ed)?|tests?|demo|dummy|lorem)\b|so that the desk/i.test(r.text),
      );
      expect(bad.map((r) => `${table} ${r.at}: ${r.text}`)).toEqual([]);
    }
  });

  it('are not added twice when the seed runs again', async () => {
    const tables = [
      schema.cases,
      schema.caseHistory,
      schema.salesDocuments,
      schema.salesEvents,
      schema.checklists,
      schema.meetings,
      schema.meetingAttendees,
      schema.notifications,
      schema.pollingEntries,
      schema.caseNotes,
    ];
    const counts = () => Promise.all(tables.map(async (x) => (await db.select({ n: count() }).from(x))[0].n));
    const before = await counts();
    await seedDatabase(db);
    expect(await counts()).toEqual(before);
  });
});
