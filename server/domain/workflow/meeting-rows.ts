import { and, asc, eq } from 'drizzle-orm';
import type { MeetingRecord } from '../../../src/contracts/workflow/meetings';
import type { Db } from '../../db/client';
import { cases, meetingAttendees, meetings, users } from '../../db/schema';
import { AppError } from '../../errors';
import { type Caller, scoped } from '../caller';
import { caseInScope, caseNumberOf } from './case-trail';

// A meeting's rows as meetings.ts reads and writes them: the record the console gets, the row locked for a
// change, the party name a case gives it.
export async function toRecord(
  db: Db,
  caller: Caller,
  row: typeof meetings.$inferSelect,
): Promise<MeetingRecord> {
  const [[owner], attendees, caseNumber] = await Promise.all([
    db.select({ name: users.fullName }).from(users).where(eq(users.id, row.ownerUserId)),
    db
      .select()
      .from(meetingAttendees)
      .where(eq(meetingAttendees.meetingId, row.id))
      .orderBy(asc(meetingAttendees.id)),
    caseNumberOf(db, caller, row.caseId),
  ]);
  return {
    id: row.id,
    number: row.number,
    title: row.title,
    case_id: row.caseId,
    case_number: caseNumber,
    party_name: row.partyName,
    owner_user_id: row.ownerUserId,
    owner_name: owner?.name ?? '',
    starts_at: row.startsAt.toISOString(),
    status: row.status as MeetingRecord['status'],
    started_at: row.startedAt ? row.startedAt.toISOString() : null,
    ended_at: row.endedAt ? row.endedAt.toISOString() : null,
    attendees: attendees.map((a) => ({
      id: a.id,
      user_id: a.userId,
      name: a.name,
      apology_note: a.apologyNote,
    })),
  };
}

export async function lockMeeting(db: Db, caller: Caller, id: number) {
  const [row] = await db
    .select()
    .from(meetings)
    .where(and(eq(meetings.id, id), scoped(caller, meetings.tenantId)))
    .for('update');
  if (!row) throw new AppError('notFound', 'That meeting does not exist');
  return row;
}

/**
 * A meeting held against a case is with the case's party, so the name shown comes from the case (resolved in the
 * caller's tenants when it was opened), not from the client; without a case, or a case without a party, the
 * typed name is just a label.
 */
export async function partyNameFor(
  db: Db,
  caller: Caller,
  caseId: number | null | undefined,
  typed: string | null | undefined,
): Promise<string | null> {
  if (!caseId) return typed ?? null;
  await caseInScope(db, caller, caseId);
  const [row] = await db.select({ partyName: cases.partyName }).from(cases).where(eq(cases.id, caseId));
  return row?.partyName ?? typed ?? null;
}
