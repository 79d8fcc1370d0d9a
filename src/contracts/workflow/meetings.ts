import { z } from 'zod';
import { dbInt } from '../db-int';

export const meetingStatuses = ['Scheduled', 'Started', 'Ended', 'Cancelled'] as const;
export type MeetingStatus = (typeof meetingStatuses)[number];
const id = dbInt().positive();

export const attendeeInput = z.object({
  /** A saved attendee keeps its id; a new one has none. */
  id: id.optional(),
  user_id: id.nullish(),
  name: z
    .string()
    .trim()
    .min(2, 'The min number of characters is 2')
    .max(120, 'The max allowed number of characters is 120'),
  apology_note: z.string().trim().max(500, 'The max allowed number of characters is 500').nullish(),
});
export type AttendeeInput = z.infer<typeof attendeeInput>;

export const saveMeetingInput = z.object({
  id: id.optional(),
  title: z
    .string()
    .trim()
    .min(3, 'The min number of characters is 3')
    .max(200, 'The max allowed number of characters is 200'),
  case_id: id.nullish(),
  party_name: z.string().trim().max(200).nullish(),
  owner_user_id: id,
  starts_at: z.iso.datetime({ offset: true }),
  attendees: z.array(attendeeInput).max(50, 'At most 50 attendees'),
});
export type SaveMeetingInput = z.input<typeof saveMeetingInput>;

export const meetingTransitionInput = z.object({ id, to: z.enum(['start', 'end', 'cancel']) });

export const meetingRecord = z.object({
  id: dbInt(),
  /** MTG-000123: what people name the meeting by. */
  number: z.string(),
  title: z.string(),
  case_id: dbInt().nullable(),
  /** The case's number as people read it (CAS-000123); null without a case. */
  case_number: z.string().nullable(),
  party_name: z.string().nullable(),
  owner_user_id: dbInt(),
  owner_name: z.string(),
  starts_at: z.string(),
  status: z.enum(meetingStatuses),
  started_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  attendees: z.array(
    z.object({
      id: dbInt(),
      user_id: dbInt().nullable(),
      name: z.string(),
      apology_note: z.string().nullable(),
    }),
  ),
});
export type MeetingRecord = z.infer<typeof meetingRecord>;
export const meetingIdInput = z.object({ id });
/** Only the meetings of this case, when given. */
export const listMeetingsInput = z.object({ case_id: id.optional() });
