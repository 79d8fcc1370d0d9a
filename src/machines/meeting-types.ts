import type { MeetingRecord } from '../contracts/workflow/meetings';
import type { FieldErrors } from '../rules/field-errors';
import type { MeetingDraft } from './meeting-draft';

// What the meeting machine (meeting.machine.ts) holds and is sent.
export type MeetingMove = 'start' | 'end' | 'cancel';

export type MeetingContext = {
  id: number | null;
  caseId: number | null;
  draft: MeetingDraft;
  saved: MeetingRecord | null;
  move: MeetingMove | null;
  fieldErrors: FieldErrors;
  error: string | null;
};

export type MeetingEvent =
  | { type: 'meeting.edit'; field: 'title' | 'party_name' | 'starts_at'; value: string }
  | { type: 'meeting.owner'; userId: number | null }
  | { type: 'meeting.addAttendee'; name: string; userId?: number | null }
  | { type: 'meeting.removeAttendee'; index: number }
  | { type: 'meeting.apology'; index: number; note: string }
  | { type: 'meeting.save' }
  | { type: 'meeting.start' }
  | { type: 'meeting.end' }
  | { type: 'meeting.cancel' }
  | { type: 'meeting.followUp' }
  | { type: 'meeting.retry' };
