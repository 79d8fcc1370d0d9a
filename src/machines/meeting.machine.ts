import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  saveMeetingInput,
  type AttendeeInput,
  type MeetingRecord,
  type MeetingStatus,
  type SaveMeetingInput,
} from '../contracts/workflow/meetings';
import { meetingApi } from '../services/meeting-api';
import { HttpError, failureText, unwrap } from '../services/http-result';
import { navigate } from '../services/navigation';
import { fieldErrorsOf, type FieldErrors } from '../rules/field-errors';

export type MeetingDraft = {
  title: string;
  party_name: string;
  owner_user_id: number | null;
  /** As an <input type="datetime-local"> holds it: 2026-12-01T09:00, local time. */
  starts_at: string;
  attendees: AttendeeInput[];
};
export type MeetingMove = 'start' | 'end' | 'cancel';

type Context = {
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

const draftOf = (r: MeetingRecord): MeetingDraft => ({
  title: r.title,
  party_name: r.party_name ?? '',
  owner_user_id: r.owner_user_id,
  starts_at: toLocalInput(r.starts_at),
  attendees: r.attendees,
});
export const meetingPayload = (ctx: Pick<Context, 'id' | 'caseId' | 'draft'>): SaveMeetingInput => ({
  ...(ctx.id === null ? { case_id: ctx.caseId } : { id: ctx.id }),
  title: ctx.draft.title,
  party_name: ctx.draft.party_name.trim() || null,
  owner_user_id: ctx.draft.owner_user_id ?? 0,
  starts_at: toInstant(ctx.draft.starts_at),
  attendees: ctx.draft.attendees,
});
const errorText = (error: unknown) =>
  error instanceof HttpError ? failureText(error.failure) : 'The service did not answer';
const statusIs = (status: MeetingStatus) => ({ type: 'hasStatus' as const, params: { status } });

/**
 * A meeting with a case or a customer (spec §1, §4): scheduled → started → ended, or cancelled from scheduled or
 * started. Once started, saved attendees cannot be removed and the owner cannot change; ended and cancelled
 * meetings are read-only. The service enforces the same rules.
 */
export const meetingMachine = setup({
  types: {
    context: {} as Context,
    events: {} as MeetingEvent,
    input: {} as { id: number | null; caseId?: number | null; ownerUserId?: number | null },
  },
  actors: {
    loadMeeting: fromPromise<MeetingRecord, number>(async ({ input }) => unwrap(await meetingApi.get(input))),
    saveMeeting: fromPromise<MeetingRecord, SaveMeetingInput>(async ({ input }) =>
      unwrap(await meetingApi.save(input)),
    ),
    moveMeeting: fromPromise<MeetingRecord, { id: number; to: MeetingMove }>(async ({ input }) =>
      unwrap(await meetingApi.move(input.id, input.to)),
    ),
  },
  guards: {
    isExisting: ({ context }) => context.id !== null,
    isUnsaved: ({ context }) => context.saved === null,
    hasStatus: ({ context }, params: { status: MeetingStatus }) => context.saved?.status === params.status,
    isDraftValid: ({ context }) =>
      Object.keys(fieldErrorsOf(saveMeetingInput, meetingPayload(context))).length === 0,
    isNewPerson: ({ context, event }) => {
      assertEvent(event, 'meeting.addAttendee');
      const name = event.name.trim().toLowerCase();
      return !context.draft.attendees.some(
        (a) => (event.userId != null && a.user_id === event.userId) || a.name.trim().toLowerCase() === name,
      );
    },
    isNewAttendee: ({ context, event }) => {
      assertEvent(event, 'meeting.removeAttendee');
      return context.draft.attendees[event.index]?.id === undefined;
    },
  },
  actions: {
    /** A new meeting (or a follow-up) moves to its own address once saved, so a reload opens it. */
    openSaved: (_, params: { from: number | null; to: number }) => {
      if (params.from !== params.to) navigate(`/case-management/meeting/${params.to}`);
    },
    edit: assign(({ context }, params: { draft: Partial<MeetingDraft> }) => ({
      draft: { ...context.draft, ...params.draft },
      error: null,
    })),
    keep: assign((_, params: { record: MeetingRecord }) => ({
      id: params.record.id,
      caseId: params.record.case_id,
      saved: params.record,
      draft: draftOf(params.record),
      fieldErrors: {},
      error: null,
    })),
    showFieldErrors: assign({
      fieldErrors: ({ context }) => fieldErrorsOf(saveMeetingInput, meetingPayload(context)),
    }),
    removeAttendee: assign(({ context, event }) => {
      assertEvent(event, 'meeting.removeAttendee');
      return {
        draft: { ...context.draft, attendees: context.draft.attendees.filter((_, i) => i !== event.index) },
      };
    }),
    /** A new meeting with the same people a week after this one. */
    followUp: assign(({ context }) => {
      const next = new Date(new Date(context.saved?.starts_at ?? Date.now()).getTime() + 7 * 86_400_000);
      return {
        id: null,
        saved: null,
        move: null,
        fieldErrors: {},
        error: null,
        draft: {
          ...context.draft,
          title: context.draft.title.startsWith('Follow-up: ')
            ? context.draft.title
            : `Follow-up: ${context.draft.title}`.slice(0, 200),
          starts_at: toLocalInput(next.toISOString()),
          attendees: context.draft.attendees.map((a) => ({ name: a.name, user_id: a.user_id ?? null })),
        },
      };
    }),
    fail: assign({ error: (_, params: { error: unknown }) => errorText(params.error) }),
  },
}).createMachine({
  id: 'meeting',
  context: ({ input }) => ({
    id: input.id,
    caseId: input.caseId ?? null,
    draft: {
      title: '',
      party_name: '',
      owner_user_id: input.ownerUserId ?? null,
      starts_at: '',
      attendees: [],
    },
    saved: null,
    move: null,
    fieldErrors: {},
    error: null,
  }),
  initial: 'boot',
  states: {
    boot: { always: [{ guard: 'isExisting', target: 'loading' }, { target: 'open.new' }] },
    loading: {
      tags: ['busy'],
      entry: assign({ error: null, fieldErrors: {} }),
      invoke: {
        id: 'loadMeeting',
        src: 'loadMeeting',
        input: ({ context }) => context.id as number,
        onDone: {
          target: 'routing',
          actions: { type: 'keep', params: ({ event }) => ({ record: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: { on: { 'meeting.retry': 'loading' } },
    /** Goes to the state of the saved meeting's status. */
    routing: {
      always: [
        { guard: 'isUnsaved', target: 'open.new' },
        { guard: statusIs('Scheduled'), target: 'open.scheduled' },
        { guard: statusIs('Started'), target: 'open.started' },
        { guard: statusIs('Ended'), target: 'ended' },
        { target: 'cancelled' },
      ],
    },
    /** Being edited: a new meeting, a scheduled one, or a started one with its own limits. */
    open: {
      initial: 'new',
      on: {
        'meeting.edit': {
          actions: { type: 'edit', params: ({ event }) => ({ draft: { [event.field]: event.value } }) },
        },
        'meeting.owner': {
          actions: { type: 'edit', params: ({ event }) => ({ draft: { owner_user_id: event.userId } }) },
        },
        'meeting.addAttendee': [
          {
            guard: 'isNewPerson',
            actions: {
              type: 'edit',
              params: ({ context, event }) => ({
                draft: {
                  attendees: [
                    ...context.draft.attendees,
                    { name: event.name.trim(), user_id: event.userId ?? null },
                  ],
                },
              }),
            },
          },
          { actions: assign({ error: 'That person is already an attendee' }) },
        ],
        'meeting.removeAttendee': { actions: 'removeAttendee' },
        'meeting.apology': {
          actions: {
            type: 'edit',
            params: ({ context, event }) => ({
              draft: {
                attendees: context.draft.attendees.map((a, i) =>
                  i === event.index ? { ...a, apology_note: event.note } : a,
                ),
              },
            }),
          },
        },
        'meeting.save': [{ guard: 'isDraftValid', target: 'saving' }, { actions: 'showFieldErrors' }],
      },
      states: {
        new: { tags: ['editable'] },
        scheduled: {
          tags: ['editable', 'saved'],
          on: {
            'meeting.start': { target: '#meeting.moving', actions: assign({ move: 'start' }) },
            'meeting.cancel': { target: '#meeting.moving', actions: assign({ move: 'cancel' }) },
          },
        },
        /** Attendees may join and send apologies; saved ones stay, and so does the owner. */
        started: {
          tags: ['saved', 'running'],
          on: {
            'meeting.owner': {
              actions: assign({ error: 'The meeting cannot be reassigned once it has started' }),
            },
            'meeting.removeAttendee': [
              { guard: 'isNewAttendee', actions: 'removeAttendee' },
              { actions: assign({ error: 'Attendees cannot be removed once the meeting has started' }) },
            ],
            'meeting.end': { target: '#meeting.moving', actions: assign({ move: 'end' }) },
            'meeting.cancel': { target: '#meeting.moving', actions: assign({ move: 'cancel' }) },
          },
        },
      },
    },
    saving: {
      tags: ['busy'],
      entry: assign({ error: null, fieldErrors: {} }),
      invoke: {
        id: 'saveMeeting',
        src: 'saveMeeting',
        input: ({ context }) => meetingPayload(context),
        onDone: {
          target: 'routing',
          actions: [
            {
              type: 'openSaved',
              params: ({ context, event }) => ({ from: context.id, to: event.output.id }),
            },
            { type: 'keep', params: ({ event }) => ({ record: event.output }) },
          ],
        },
        onError: {
          target: 'routing',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    moving: {
      tags: ['busy'],
      entry: assign({ error: null, fieldErrors: {} }),
      invoke: {
        id: 'moveMeeting',
        src: 'moveMeeting',
        input: ({ context }) => ({ id: context.id as number, to: context.move as MeetingMove }),
        onDone: {
          target: 'routing',
          actions: [
            {
              type: 'openSaved',
              params: ({ context, event }) => ({ from: context.id, to: event.output.id }),
            },
            { type: 'keep', params: ({ event }) => ({ record: event.output }) },
          ],
        },
        onError: {
          target: 'routing',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    ended: {
      tags: ['saved', 'readOnly'],
      on: { 'meeting.followUp': { target: 'open.new', actions: 'followUp' } },
    },
    cancelled: {
      tags: ['saved', 'readOnly'],
      on: { 'meeting.followUp': { target: 'open.new', actions: 'followUp' } },
    },
  },
});
