import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  listMeetingsInput,
  meetingIdInput,
  meetingTransitionInput,
  saveMeetingInput,
  type MeetingRecord,
} from '../../../src/contracts/workflow/meetings';
import type { Db } from '../../db/client';
import { meetingAttendees, meetings } from '../../db/schema';
import { AppError } from '../../errors';
import { audit } from '../audit';
import { requireStaffInScope } from '../staff-in-scope';
import type { TenantTree } from '../tenant-tree';
import { recordOnCase } from './case-trail';
import { parseInput } from './validate';
import { type Caller, scoped } from '../caller';
import { permissionKeys } from '../../../src/contracts/permissions';
import { lockMeeting, partyNameFor, toRecord } from './meeting-rows';

export async function readMeeting(db: Db, caller: Caller, input: unknown): Promise<MeetingRecord> {
  const { id } = parseInput(meetingIdInput, input);
  const [row] = await db
    .select()
    .from(meetings)
    .where(and(eq(meetings.id, id), scoped(caller, meetings.tenantId)));
  if (!row) throw new AppError('notFound', 'That meeting does not exist');
  return toRecord(db, caller, row);
}

export async function listMeetings(db: Db, caller: Caller, input: unknown = {}): Promise<MeetingRecord[]> {
  const q = parseInput(listMeetingsInput, input ?? {});
  const rows = await db
    .select()
    .from(meetings)
    .where(and(scoped(caller, meetings.tenantId), q.case_id ? eq(meetings.caseId, q.case_id) : undefined))
    .orderBy(desc(meetings.startsAt))
    .limit(200);
  return Promise.all(rows.map((row) => toRecord(db, caller, row)));
}

/**
 * Creates or updates a meeting. Once started, attendees cannot be removed and the owner cannot change (spec §4);
 * new attendees and apology notes are still taken. An ended or cancelled meeting is not changed again.
 */
export async function saveMeeting(
  db: Db,
  caller: Caller,
  input: unknown,
  tree: TenantTree,
): Promise<MeetingRecord> {
  caller.require(permissionKeys.workflowCreate, 'arrange meetings');
  const data = parseInput(saveMeetingInput, input);
  const tenantId = caller.scope[0];
  if (tenantId === undefined) throw new AppError('forbidden', 'Choose a tenant first');
  const id = await db.transaction(async (tx) => {
    // Before anything is written, so a refused owner or attendee leaves no half-saved meeting behind.
    await requireStaffInScope(
      tx,
      caller,
      [
        { userId: data.owner_user_id, who: 'The owner' },
        ...data.attendees.flatMap((a) => (a.user_id ? [{ userId: a.user_id, who: 'An attendee' }] : [])),
      ],
      tree,
    );
    let meetingId = data.id;
    if (meetingId === undefined) {
      const partyName = await partyNameFor(tx, caller, data.case_id, data.party_name);
      const [row] = await tx
        .insert(meetings)
        .values({
          tenantId,
          title: data.title,
          caseId: data.case_id ?? null,
          partyName,
          ownerUserId: data.owner_user_id,
          startsAt: new Date(data.starts_at),
          createdBy: caller.userId,
        })
        .returning({ id: meetings.id });
      meetingId = row.id;
    } else {
      const row = await lockMeeting(tx, caller, meetingId);
      if (row.status === 'Ended' || row.status === 'Cancelled')
        throw new AppError('validation', `The meeting is ${row.status.toLowerCase()}`);
      // The case is chosen when the meeting is arranged; a case named later (another tenant's, perhaps) was
      // silently ignored before, and is refused now.
      if (data.case_id != null && data.case_id !== row.caseId)
        throw new AppError('validation', 'A meeting stays with the case it was arranged for');
      const saved = await tx
        .select({ id: meetingAttendees.id })
        .from(meetingAttendees)
        .where(eq(meetingAttendees.meetingId, meetingId));
      const keep = new Set(data.attendees.flatMap((a) => (a.id ? [a.id] : [])));
      const removed = saved.filter((a) => !keep.has(a.id)).map((a) => a.id);
      if (row.status === 'Started') {
        if (removed.length)
          throw new AppError('validation', 'Attendees cannot be removed once the meeting has started');
        if (data.owner_user_id !== row.ownerUserId)
          throw new AppError('validation', 'The meeting cannot be reassigned once it has started');
      }
      await tx
        .update(meetings)
        .set({
          title: data.title,
          partyName: await partyNameFor(tx, caller, row.caseId, data.party_name),
          ownerUserId: data.owner_user_id,
          startsAt: new Date(data.starts_at),
        })
        .where(eq(meetings.id, meetingId));
      if (removed.length) await tx.delete(meetingAttendees).where(inArray(meetingAttendees.id, removed));
      for (const a of data.attendees.filter((x) => x.id !== undefined)) {
        if (!saved.some((s) => s.id === a.id))
          throw new AppError('validation', 'An attendee does not belong to this meeting');
        await tx
          .update(meetingAttendees)
          .set({ name: a.name, userId: a.user_id ?? null, apologyNote: a.apology_note ?? null })
          .where(eq(meetingAttendees.id, a.id as number));
      }
    }
    const added = data.attendees.filter((a) => a.id === undefined);
    if (added.length)
      await tx.insert(meetingAttendees).values(
        added.map((a) => ({
          meetingId: meetingId as number,
          userId: a.user_id ?? null,
          name: a.name,
          apologyNote: a.apology_note ?? null,
        })),
      );
    const [saved] = await tx
      .select({ caseId: meetings.caseId, tenantId: meetings.tenantId, title: meetings.title })
      .from(meetings)
      .where(eq(meetings.id, meetingId));
    if (saved.caseId !== null)
      await recordOnCase(tx, {
        caseId: saved.caseId,
        tenantId: saved.tenantId,
        userId: caller.userId,
        action: data.id === undefined ? 'meeting scheduled' : 'meeting saved',
        note: saved.title,
      });
    await audit(tx, {
      action: 'meeting.save',
      entity: 'meeting',
      entityId: meetingId,
      userId: caller.userId,
      tenantId,
    });
    return meetingId;
  });
  return readMeeting(db, caller, { id });
}

const moves = {
  start: { from: ['Scheduled'], to: 'Started' },
  end: { from: ['Started'], to: 'Ended' },
  cancel: { from: ['Scheduled', 'Started'], to: 'Cancelled' },
} as const;

/** start (scheduled only), end (started only), cancel (scheduled or started). */
export async function moveMeeting(db: Db, caller: Caller, input: unknown): Promise<MeetingRecord> {
  caller.require(permissionKeys.workflowCreate, 'run meetings');
  const { id, to } = parseInput(meetingTransitionInput, input);
  await db.transaction(async (tx) => {
    const row = await lockMeeting(tx, caller, id);
    const move = moves[to];
    if (!(move.from as readonly string[]).includes(row.status))
      throw new AppError(
        'validation',
        `A ${row.status.toLowerCase()} meeting cannot be ${to === 'start' ? 'started' : to === 'end' ? 'ended' : 'cancelled'}`,
      );
    await tx
      .update(meetings)
      .set({
        status: move.to,
        ...(to === 'start' ? { startedAt: new Date() } : { endedAt: new Date() }),
      })
      .where(eq(meetings.id, id));
    if (row.caseId !== null)
      await recordOnCase(tx, {
        caseId: row.caseId,
        tenantId: row.tenantId,
        userId: caller.userId,
        action: `meeting ${move.to.toLowerCase()}`,
        note: row.title,
        changes: { meeting_status: [row.status, move.to] },
      });
    await audit(tx, {
      action: `meeting.${to}`,
      entity: 'meeting',
      entityId: id,
      userId: caller.userId,
      tenantId: row.tenantId,
    });
  });
  return readMeeting(db, caller, { id });
}
