import { and, assertEvent, assign, setup } from 'xstate';
import { saveMeetingInput, type MeetingRecord, type MeetingStatus } from '../contracts/workflow/meetings';
import { navigate } from '../services/navigation';
import { fieldErrorsOf } from '../rules/field-errors';
import {
  draftOf,
  emptyDraft,
  followUpDraft,
  isAttending,
  meetingPayload,
  withApology,
  withAttendee,
  withoutAttendee,
  type MeetingDraft,
} from './meeting-draft';
import { errorText, meetingActors, settled } from './meeting-actors';
import type { MeetingContext, MeetingEvent, MeetingMove } from './meeting-types';

export type { MeetingEvent, MeetingMove } from './meeting-types';

const statusIs = (status: MeetingStatus) => ({ type: 'hasStatus' as const, params: { status } });

/**
 * A meeting with a case or a customer (spec §1, §4): scheduled → started → ended, or cancelled from scheduled or
 * started. Once started, saved attendees cannot be removed and the owner cannot change; ended and cancelled
 * meetings are read-only. The service enforces the same rules.
 */
export const meetingMachine = setup({
  types: {
    context: {} as MeetingContext,
    events: {} as MeetingEvent,
    input: {} as { id: number | null; caseId?: number | null; ownerUserId?: number | null },
  },
  actors: meetingActors,
  guards: {
    isExisting: ({ context }) => context.id !== null,
    isUnsaved: ({ context }) => context.saved === null,
    hasStatus: ({ context }, params: { status: MeetingStatus }) => context.saved?.status === params.status,
    isDraftValid: ({ context }) =>
      Object.keys(fieldErrorsOf(saveMeetingInput, meetingPayload(context))).length === 0,
    isNewPerson: ({ context, event }) => {
      assertEvent(event, 'meeting.addAttendee');
      return !isAttending(context.draft, event);
    },
    // A removal names an attendee the page lists; one that names nobody there is not handled.
    hasAttendee: ({ context, event }) => {
      assertEvent(event, 'meeting.removeAttendee');
      return context.draft.attendees[event.index] !== undefined;
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
      return { draft: { ...context.draft, attendees: withoutAttendee(context.draft, event.index) } };
    }),
    followUp: assign(({ context }) => ({
      id: null,
      saved: null,
      move: null,
      fieldErrors: {},
      error: null,
      draft: followUpDraft(context.draft, context.saved?.starts_at),
    })),
    fail: assign({ error: (_, params: { error: unknown }) => errorText(params.error) }),
  },
}).createMachine({
  id: 'meeting',
  context: ({ input }) => ({
    id: input.id,
    caseId: input.caseId ?? null,
    draft: emptyDraft(input.ownerUserId ?? null),
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
              params: ({ context, event }) => ({ draft: { attendees: withAttendee(context.draft, event) } }),
            },
          },
          { actions: assign({ error: 'That person is already an attendee' }) },
        ],
        'meeting.removeAttendee': { guard: 'hasAttendee', actions: 'removeAttendee' },
        'meeting.apology': {
          actions: {
            type: 'edit',
            params: ({ context, event }) => ({
              draft: { attendees: withApology(context.draft, event.index, event.note) },
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
              { guard: and(['hasAttendee', 'isNewAttendee']), actions: 'removeAttendee' },
              {
                guard: 'hasAttendee',
                actions: assign({ error: 'Attendees cannot be removed once the meeting has started' }),
              },
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
        ...settled,
      },
    },
    moving: {
      tags: ['busy'],
      entry: assign({ error: null, fieldErrors: {} }),
      invoke: {
        id: 'moveMeeting',
        src: 'moveMeeting',
        input: ({ context }) => ({ id: context.id as number, to: context.move as MeetingMove }),
        ...settled,
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
