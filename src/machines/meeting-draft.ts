import type { AttendeeInput, MeetingRecord, SaveMeetingInput } from '../contracts/workflow/meetings';

export type MeetingDraft = {
  title: string;
  party_name: string;
  owner_user_id: number | null;
  /** As an <input type="datetime-local"> holds it: 2026-12-01T09:00, local time. */
  starts_at: string;
  attendees: AttendeeInput[];
};

type DraftOf = { id: number | null; caseId: number | null; draft: MeetingDraft };

const pad = (n: number) => String(n).padStart(2, '0');
/** An ISO instant as the local datetime-local value. */
export const toLocalInput = (iso: string): string => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const toInstant = (local: string): string => {
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? local : d.toISOString();
};

export const emptyDraft = (ownerUserId: number | null): MeetingDraft => ({
  title: '',
  party_name: '',
  owner_user_id: ownerUserId,
  starts_at: '',
  attendees: [],
});

export const draftOf = (r: MeetingRecord): MeetingDraft => ({
  title: r.title,
  party_name: r.party_name ?? '',
  owner_user_id: r.owner_user_id,
  starts_at: toLocalInput(r.starts_at),
  attendees: r.attendees,
});

export const meetingPayload = (ctx: DraftOf): SaveMeetingInput => ({
  ...(ctx.id === null ? { case_id: ctx.caseId } : { id: ctx.id }),
  title: ctx.draft.title,
  party_name: ctx.draft.party_name.trim() || null,
  owner_user_id: ctx.draft.owner_user_id ?? 0,
  starts_at: toInstant(ctx.draft.starts_at),
  attendees: ctx.draft.attendees,
});

/** The same person twice is the same user, or the same name whatever its case and spaces. */
export const isAttending = (
  draft: MeetingDraft,
  person: { name: string; userId?: number | null },
): boolean => {
  const name = person.name.trim().toLowerCase();
  return draft.attendees.some(
    (a) => (person.userId != null && a.user_id === person.userId) || a.name.trim().toLowerCase() === name,
  );
};

export const withAttendee = (draft: MeetingDraft, person: { name: string; userId?: number | null }) => [
  ...draft.attendees,
  { name: person.name.trim(), user_id: person.userId ?? null },
];
export const withoutAttendee = (draft: MeetingDraft, index: number) =>
  draft.attendees.filter((_, i) => i !== index);
/** An apology is a note on the attendee who sent it; they stay on the list. */
export const withApology = (draft: MeetingDraft, index: number, note: string) =>
  draft.attendees.map((a, i) => (i === index ? { ...a, apology_note: note } : a));

/** A follow-up: the same people a week after this meeting, none of them saved yet. */
export const followUpDraft = (draft: MeetingDraft, startsAt: string | undefined): MeetingDraft => {
  const next = new Date(new Date(startsAt ?? Date.now()).getTime() + 7 * 86_400_000);
  return {
    ...draft,
    title: draft.title.startsWith('Follow-up: ') ? draft.title : `Follow-up: ${draft.title}`.slice(0, 200),
    starts_at: toLocalInput(next.toISOString()),
    attendees: draft.attendees.map((a) => ({ name: a.name, user_id: a.user_id ?? null })),
  };
};
