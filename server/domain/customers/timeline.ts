import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { adviceStatusLabels, type AdviceStatus } from '../../../src/contracts/advice/lifecycle';
import { formatPhone } from '../../../src/rules/phone-number';
import {
  timelinePageSize,
  type TimelineEntry,
  type TimelineKind,
  type TimelinePage,
  type TimelineRequest,
} from '../../../src/contracts/customers/timeline';
import type { Db } from '../../db/client';
import {
  adviceRecords,
  caseNotes,
  cases,
  contacts,
  employees,
  employers,
  tasks,
  telephonyCallLogs,
} from '../../db/schema';
import { found, scoped, type Caller } from '../caller';
import { dispositionOf } from '../telephony/codes';

type Party = { type: TimelineRequest['party_type']; id: number };
const nouns = { employer: 'Customer', contact: 'Contact', employee: 'Employee' } as const;

/** The party must lie in the caller's tenants; outside them it reads as missing, like a wrong id. */
async function requireParty(db: Db, caller: Caller, party: Party): Promise<void> {
  const table = { employer: employers, contact: contacts, employee: employees }[party.type];
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, party.id), scoped(caller, table.tenantId)));
  found(row, nouns[party.type]);
}

/** People of an employer: its contacts' and employees' records belong on the employer's timeline too. */
const peopleOf = (db: Db, table: typeof contacts | typeof employees, employerId: number) =>
  db.select({ id: table.id }).from(table).where(eq(table.employerId, employerId));

function partyCases(db: Db, party: Party): SQL {
  const own = and(eq(cases.partyType, party.type), eq(cases.partyId, party.id)) as SQL;
  if (party.type !== 'employer') return own;
  return or(
    own,
    and(eq(cases.partyType, 'contact'), inArray(cases.partyId, peopleOf(db, contacts, party.id))),
    and(eq(cases.partyType, 'employee'), inArray(cases.partyId, peopleOf(db, employees, party.id))),
  ) as SQL;
}

function partyAdvice(db: Db, party: Party): SQL {
  if (party.type === 'employee') return eq(adviceRecords.employeeId, party.id);
  if (party.type === 'employer') return inArray(adviceRecords.employeeId, peopleOf(db, employees, party.id));
  return sql`false`;
}

// Every branch of the union answers the same columns in the same order; `at` as epoch milliseconds so both
// drivers (PGlite and node-postgres) hand back a plain number.
const ms = (column: AnyPgColumn) => sql<number>`extract(epoch from ${column}) * 1000`.mapWith(Number);
const text = (value: SQL) => sql<string>`${value}`;

function branches(db: Db, caller: Caller, party: Party) {
  const ofParty = and(scoped(caller, cases.tenantId), partyCases(db, party));
  const caseRows = db
    .select({
      kind: text(sql`${cases.recordType}`).as('kind'),
      id: sql<number>`${cases.id}`.as('id'),
      at: ms(cases.createdAt).as('at'),
      title: text(sql`${cases.title}`).as('title'),
      summary: text(sql`left(${cases.description}, 240)`).as('summary'),
      status: text(sql`${cases.status}`).as('status'),
      caseNumber: text(sql`${cases.number}`).as('case_number'),
      targetId: sql<number>`${cases.id}`.as('target_id'),
      partyName: text(sql`${cases.partyName}`).as('party_name'),
    })
    .from(cases)
    .where(ofParty);
  const taskRows = db
    .select({
      kind: text(sql`'task'`).as('kind'),
      id: sql<number>`${tasks.id}`.as('id'),
      at: ms(tasks.createdAt).as('at'),
      title: text(sql`${tasks.title}`).as('title'),
      summary: text(sql`left(${tasks.description}, 240)`).as('summary'),
      status: text(sql`${tasks.status}`).as('status'),
      caseNumber: text(sql`${cases.number}`).as('case_number'),
      targetId: sql<number>`${tasks.id}`.as('target_id'),
      partyName: text(sql`${cases.partyName}`).as('party_name'),
    })
    .from(tasks)
    .innerJoin(cases, eq(cases.id, tasks.caseId))
    .where(and(scoped(caller, tasks.tenantId), ofParty));
  const callRows = db
    .select({
      kind: text(sql`'call'`).as('kind'),
      id: sql<number>`${telephonyCallLogs.id}`.as('id'),
      at: ms(telephonyCallLogs.startedAt).as('at'),
      // Direction and number, worded in formatEntry (the number is shown in the local format).
      title: text(sql`${telephonyCallLogs.direction} || ' ' || ${telephonyCallLogs.number}`).as('title'),
      summary: text(sql`coalesce(${telephonyCallLogs.note}, ${telephonyCallLogs.dispositionCode}, '')`).as(
        'summary',
      ),
      status: text(sql`${telephonyCallLogs.status}`).as('status'),
      caseNumber: text(sql`${cases.number}`).as('case_number'),
      targetId: sql<number>`${cases.id}`.as('target_id'),
      partyName: text(sql`${cases.partyName}`).as('party_name'),
    })
    .from(telephonyCallLogs)
    .innerJoin(cases, eq(cases.id, telephonyCallLogs.caseId))
    .where(and(scoped(caller, telephonyCallLogs.tenantId), ofParty));
  const noteRows = db
    .select({
      kind: text(sql`'note'`).as('kind'),
      id: sql<number>`${caseNotes.id}`.as('id'),
      at: ms(caseNotes.createdAt).as('at'),
      title: text(sql`${cases.title}`).as('title'),
      summary: text(sql`left(${caseNotes.body}, 240)`).as('summary'),
      status: text(sql`case when ${caseNotes.depth} = 1 then 'Note' else 'Reply' end`).as('status'),
      caseNumber: text(sql`${cases.number}`).as('case_number'),
      targetId: sql<number>`${cases.id}`.as('target_id'),
      partyName: text(sql`${cases.partyName}`).as('party_name'),
    })
    .from(caseNotes)
    .innerJoin(cases, eq(cases.id, caseNotes.caseId))
    .where(and(scoped(caller, caseNotes.tenantId), ofParty));
  const adviceRows = db
    .select({
      kind: text(sql`'advice'`).as('kind'),
      id: sql<number>`${adviceRecords.id}`.as('id'),
      at: ms(adviceRecords.createdAt).as('at'),
      title: text(sql`'Benefits advice'`).as('title'),
      summary: text(sql`coalesce(${adviceRecords.closeReason}, '')`).as('summary'),
      status: text(sql`${adviceRecords.status}`).as('status'),
      caseNumber: text(sql`null::text`).as('case_number'),
      targetId: sql<number>`${adviceRecords.id}`.as('target_id'),
      partyName: text(sql`${employees.firstName} || ' ' || ${employees.lastName}`).as('party_name'),
    })
    .from(adviceRecords)
    .innerJoin(employees, eq(employees.id, adviceRecords.employeeId))
    .where(and(scoped(caller, adviceRecords.tenantId), partyAdvice(db, party)));
  return [caseRows, taskRows, callRows, noteRows, adviceRows] as const;
}

type Row = {
  kind: string;
  id: number;
  at: number;
  title: string;
  summary: string;
  status: string;
  caseNumber: string | null;
  targetId: number;
  partyName: string | null;
};

const targetKind: Record<TimelineKind, 'case' | 'task' | 'advice'> = {
  case: 'case',
  lead: 'case',
  note: 'case',
  call: 'case',
  task: 'task',
  advice: 'advice',
};

function formatEntry(row: Row): TimelineEntry {
  const kind = row.kind as TimelineKind;
  let { title, status, summary } = row;
  if (kind === 'call') {
    const [direction, number] = title.split(' ');
    title = `${direction === 'inbound' ? 'Call from' : 'Call to'} ${formatPhone(number ?? '')}`;
    status = status.charAt(0).toUpperCase() + status.slice(1);
    summary = dispositionOf(summary)?.label ?? summary;
  }
  if (kind === 'advice') status = adviceStatusLabels[status as AdviceStatus] ?? status;
  return {
    kind,
    id: row.id,
    at: new Date(row.at).toISOString(),
    title,
    summary,
    status,
    case_number: row.caseNumber,
    target: { kind: targetKind[kind], id: row.targetId },
    party_name: row.partyName,
  };
}

/**
 * The party's records as one list, newest first, a page (or several pages) at a time. Every branch is scoped through the caller,
 * and a party outside the caller's tenants answers "not found" like an unknown id.
 */
export async function partyTimeline(db: Db, caller: Caller, request: TimelineRequest): Promise<TimelinePage> {
  const party: Party = { type: request.party_type, id: request.party_id };
  await requireParty(db, caller, party);
  const page = request.page ?? 1;
  const size = timelinePageSize * (request.pages ?? 1);
  const [first, ...rest] = branches(db, caller, party);
  const rows = await unionAll(first, ...rest)
    .orderBy(sql`at desc`, sql`kind`, sql`id desc`)
    .limit(size + 1)
    .offset((page - 1) * timelinePageSize);
  return {
    entries: rows.slice(0, size).map((r) => formatEntry(r as Row)),
    page,
    has_more: rows.length > size,
  };
}
