import { and, asc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../client';
import { caseHistory, cases, checklists, meetingAttendees, meetings, tenants, users } from '../schema';
import { deskStaff, seedChecklists, seedMeetings, type SeedMeeting } from './desk-modules/data';
import { tenantParties } from './workflow/parties';
import { systemScope } from '../../domain/system-scope';

const hour = 3_600_000;
type CaseRef = { id: number; partyName: string | null };
type Desk = { tenantId: number; owner: number; colleague: number; colleagueName: string };

/** Within today: the next full hour, or the last one when the next is tomorrow (a fresh start shows it). */
function laterToday(now: Date): Date {
  const next = new Date(now);
  next.setMinutes(0, 0, 0);
  next.setHours(next.getHours() + 1);
  if (next.getDate() === now.getDate()) return next;
  next.setHours(next.getHours() - 1);
  return next;
}

/**
 * Checklists in draft and published and meetings in every status, per office, some held against a case (with
 * the lines the case trail shows for them). Idempotent by (tenant, title): only missing ones are inserted.
 */
export async function seedDeskModules(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const tenantRows = await tx.select({ id: tenants.id, name: tenants.name }).from(tenants);
    const logins = deskStaff.flatMap((d) => [d.owner, d.colleague]);
    const staff = await tx
      .select({ id: users.id, login: users.loginName, name: users.fullName })
      .from(users)
      .where(inArray(users.loginName, logins));
    for (const d of deskStaff) {
      const tenantId = tenantRows.find((t) => t.name === d.tenant)?.id;
      const owner = staff.find((s) => s.login === d.owner);
      const colleague = staff.find((s) => s.login === d.colleague);
      if (tenantId === undefined || !owner || !colleague) continue;
      const open = await tx
        .select({ id: cases.id, partyName: cases.partyName })
        .from(cases)
        .where(
          and(
            systemScope('seed').tenant(tenantId, cases.tenantId),
            eq(cases.recordType, 'case'),
            ne(cases.status, 'Closed'),
            isNotNull(cases.partyId),
          ),
        )
        .orderBy(asc(cases.id))
        .limit(2);
      const desk = { tenantId, owner: owner.id, colleague: colleague.id, colleagueName: colleague.name };
      await ensureChecklists(tx, desk, open[0] ?? null);
      const contact = (await tenantParties(tx, tenantId)).contact[0] ?? null;
      await ensureMeetings(tx, desk, open[1] ?? open[0] ?? null, contact);
    }
  });
}

async function existingTitles(tx: Db, table: typeof checklists | typeof meetings, tenantId: number) {
  const rows = await tx
    .select({ title: table.title })
    .from(table)
    .where(systemScope('seed').tenant(tenantId, table.tenantId));
  return new Set(rows.map((r) => r.title));
}

async function ensureChecklists(tx: Db, desk: Desk, onCase: CaseRef | null): Promise<void> {
  const have = await existingTitles(tx, checklists, desk.tenantId);
  for (const [i, c] of seedChecklists.entries()) {
    if (have.has(c.title)) continue;
    const createdAt = new Date(Date.now() - (12 - i * 2) * 24 * hour);
    const publishedAt = c.published ? new Date(createdAt.getTime() + 2 * hour) : null;
    const caseId = c.onCase ? (onCase?.id ?? null) : null;
    await tx.insert(checklists).values({
      tenantId: desk.tenantId,
      title: c.title,
      caseId,
      status: c.published ? 'Published' : 'Draft',
      items: c.items.map((text) => ({ text })),
      createdBy: desk.owner,
      createdAt,
      publishedAt,
    });
    if (caseId === null) continue;
    const line = { caseId, tenantId: desk.tenantId, userId: desk.owner, note: c.title, changes: {} };
    await tx
      .insert(caseHistory)
      .values([
        { ...line, action: 'checklist created', at: createdAt },
        ...(publishedAt ? [{ ...line, action: 'checklist published', at: publishedAt }] : []),
      ]);
  }
}

function times(m: SeedMeeting, now: Date) {
  const onTheHour = new Date(now);
  onTheHour.setMinutes(0, 0, 0);
  const startsAt =
    m.startsIn === 'today' ? laterToday(now) : new Date(onTheHour.getTime() + m.startsIn * hour);
  const createdAt = new Date(Math.min(startsAt.getTime(), now.getTime()) - 5 * 24 * hour);
  const startedAt =
    m.status === 'Started' || m.status === 'Ended' ? new Date(startsAt.getTime() + 5 * 60_000) : null;
  const endedAt =
    m.status === 'Ended'
      ? new Date(startsAt.getTime() + hour)
      : m.status === 'Cancelled'
        ? new Date(startsAt.getTime() - 20 * hour)
        : null;
  return { startsAt, createdAt, startedAt, endedAt };
}

async function ensureMeetings(
  tx: Db,
  desk: Desk,
  onCase: CaseRef | null,
  contact: { name: string; employer: string } | null,
): Promise<void> {
  const have = await existingTitles(tx, meetings, desk.tenantId);
  const now = new Date();
  for (const m of seedMeetings) {
    if (have.has(m.title)) continue;
    const t = times(m, now);
    const caseId = m.onCase ? (onCase?.id ?? null) : null;
    const [row] = await tx
      .insert(meetings)
      .values({
        tenantId: desk.tenantId,
        title: m.title,
        caseId,
        partyName: caseId !== null ? (onCase?.partyName ?? null) : (contact?.employer ?? null),
        ownerUserId: desk.owner,
        status: m.status,
        createdBy: desk.owner,
        ...t,
      })
      .returning({ id: meetings.id });
    const note = (from: 'colleague' | 'contact') => (m.apology?.from === from ? m.apology.note : null);
    await tx.insert(meetingAttendees).values([
      {
        meetingId: row.id,
        userId: desk.colleague,
        name: desk.colleagueName,
        apologyNote: note('colleague'),
      },
      ...(contact
        ? [{ meetingId: row.id, userId: null, name: contact.name, apologyNote: note('contact') }]
        : []),
    ]);
    if (caseId === null) continue;
    const line = { caseId, tenantId: desk.tenantId, userId: desk.owner, note: m.title };
    const moved = (to: string, at: Date | null, from: string) =>
      at
        ? [{ ...line, action: `meeting ${to.toLowerCase()}`, at, changes: { meeting_status: [from, to] } }]
        : [];
    await tx
      .insert(caseHistory)
      .values([
        { ...line, action: 'meeting scheduled', at: t.createdAt, changes: {} },
        ...moved('Started', t.startedAt, 'Scheduled'),
        ...moved(
          m.status === 'Cancelled' ? 'Cancelled' : 'Ended',
          t.endedAt,
          t.startedAt ? 'Started' : 'Scheduled',
        ),
      ] as (typeof caseHistory.$inferInsert)[]);
  }
}
