import { assign, fromPromise, sendTo, setup } from 'xstate';
import {
  unidentifiedCustomer,
  type CallCase,
  type CallCaseRequest,
  type CallerLookup,
  type CallerParty,
} from '../contracts/telephony/call-case';
import { failureText, HttpError, unwrap } from '../services/http-result';
import { telephonyApi } from '../services/telephony/telephony-api';
import { callerInteractionsMachine, type RecentParty } from './caller-interactions.machine';

export type CaseClassification = CallCaseRequest['classification'];

/** Who works the new case: the agent who took the call, or a workgroup's queue it is dispatched to. */
export type CaseAssignee = { kind: 'me' } | { kind: 'workgroup'; wrkgrp_id: number | null };

export type CallCaseContext = {
  number: string | null;
  call_log_table_id: number | null;
  parties: CallerParty[];
  /** The chosen caller; null with company Unidentified-Customer. */
  party: CallerParty | null;
  company: string;
  classification: CaseClassification | null;
  subject: string;
  description: string;
  assignee: CaseAssignee;
  /** The signed-in agent, sent as the owner of a case they keep. */
  userId: number | null;
  created: CallCase | null;
  error: string | null;
};

export type CallCaseEvent =
  | { type: 'flow.start'; number: string; call_log_table_id: number }
  | { type: 'flow.choose'; kind: CallerParty['kind']; id: number }
  | { type: 'flow.unidentified' }
  | { type: 'flow.classify'; classification: CaseClassification }
  | { type: 'flow.draft'; subject: string; description: string }
  | { type: 'flow.assign'; assignee: CaseAssignee }
  | { type: 'flow.submit' }
  | { type: 'flow.back' }
  | { type: 'flow.finish' }
  | { type: 'flow.reset' };

const empty: Omit<CallCaseContext, 'userId'> = {
  number: null,
  call_log_table_id: null,
  parties: [],
  party: null,
  company: unidentifiedCustomer,
  classification: null,
  subject: '',
  description: '',
  assignee: { kind: 'me' },
  created: null,
  error: null,
};

/** The request's owner or workgroup; an agent whose id is unknown leaves it to the service's dispatch rules. */
const ownerOf = ({
  assignee,
  userId,
}: CallCaseContext): Pick<CallCaseRequest, 'owner_user_id' | 'wrkgrp_id'> =>
  assignee.kind === 'workgroup' && assignee.wrkgrp_id !== null
    ? { wrkgrp_id: assignee.wrkgrp_id }
    : userId !== null
      ? { owner_user_id: userId }
      : {};

const errorText = (error: unknown, fallback: string): string =>
  error instanceof HttpError ? failureText(error.failure) : fallback;

/**
 * The guided call-to-case flow (spec §9 default company Unidentified-Customer): look up the caller → identified or
 * unidentified → classify → describe and create the case linked to the call → disposition → done. The context
 * keeps what was entered, so leaving the screen half-way and coming back resumes at the same step.
 */
export const callCaseMachine = setup({
  types: {
    context: {} as CallCaseContext,
    events: {} as CallCaseEvent,
    input: {} as { userId?: number | null },
  },
  actors: {
    lookupCaller: fromPromise<CallerLookup, { number: string }>(async ({ input }) =>
      unwrap(await telephonyApi.lookupCaller(input.number)),
    ),
    createCase: fromPromise<CallCase, CallCaseRequest>(async ({ input }) =>
      unwrap(await telephonyApi.createCase(input)),
    ),
    callerInteractions: callerInteractionsMachine,
  },
  actions: {
    // The caller's recent touches follow whom the flow believes is calling: the first match, then the choice.
    showRecent: sendTo('recent', (_, params: { party: RecentParty | null }) =>
      params.party ? { type: 'interactions.load', party: params.party } : { type: 'interactions.clear' },
    ),
    clearRecent: sendTo('recent', { type: 'interactions.clear' }),
  },
  guards: {
    hasMatches: (_, params: { lookup: CallerLookup }) => params.lookup.parties.length > 0,
    isClassified: ({ event }) =>
      event.type === 'flow.classify' && Number.isInteger(event.classification.classification_l1),
    // A subject, and the workgroup when the agent chose to dispatch (the screen says which is missing).
    isComplete: ({ context }) =>
      context.subject.trim().length >= 3 &&
      (context.assignee.kind === 'me' || context.assignee.wrkgrp_id !== null),
  },
}).createMachine({
  id: 'callCase',
  // Pure transitions (the path tests, the softphone's samples) start it without input.
  context: ({ input }) => ({ ...empty, userId: (input as typeof input | undefined)?.userId ?? null }),
  initial: 'idle',
  invoke: { id: 'recent', src: 'callerInteractions' },
  on: {
    'flow.reset': { target: '.idle', actions: [assign(() => ({ ...empty })), 'clearRecent'] },
  },
  states: {
    idle: {
      on: {
        'flow.start': {
          target: 'lookingUp',
          actions: assign(({ event }) => ({
            ...empty,
            number: event.number,
            call_log_table_id: event.call_log_table_id,
          })),
        },
      },
    },
    lookingUp: {
      tags: ['busy'],
      invoke: {
        id: 'lookupCaller',
        src: 'lookupCaller',
        input: ({ context }) => ({ number: context.number ?? '' }),
        onDone: [
          {
            guard: { type: 'hasMatches', params: ({ event }) => ({ lookup: event.output }) },
            target: 'identified',
            actions: [
              assign({ parties: ({ event }) => event.output.parties }),
              { type: 'showRecent', params: ({ event }) => ({ party: event.output.parties[0] ?? null }) },
            ],
          },
          { target: 'unidentified' },
        ],
        onError: {
          target: 'unidentified',
          actions: assign({
            error: ({ event }) => errorText(event.error, 'The caller could not be looked up'),
          }),
        },
      },
    },
    identified: {
      on: {
        'flow.choose': {
          target: 'classify',
          actions: [
            assign(({ context, event }) => {
              const party = context.parties.find((p) => p.kind === event.kind && p.id === event.id) ?? null;
              return { party, company: party?.organisation ?? unidentifiedCustomer };
            }),
            {
              type: 'showRecent',
              params: ({ context, event }) => ({
                party: context.parties.find((p) => p.kind === event.kind && p.id === event.id) ?? null,
              }),
            },
          ],
        },
        'flow.unidentified': {
          target: 'classify',
          actions: [assign({ party: null, company: unidentifiedCustomer }), 'clearRecent'],
        },
      },
    },
    unidentified: {
      entry: [assign({ party: null, company: unidentifiedCustomer }), 'clearRecent'],
      on: { 'flow.unidentified': 'classify' },
    },
    classify: {
      on: {
        'flow.classify': {
          guard: 'isClassified',
          target: 'describe',
          actions: assign({ classification: ({ event }) => event.classification }),
        },
        'flow.back': [
          { guard: ({ context }) => context.parties.length > 0, target: 'identified' },
          { target: 'unidentified' },
        ],
      },
    },
    describe: {
      // The Case step's fields: only here, so a case being created keeps the subject and owner it was sent with.
      on: {
        'flow.draft': {
          actions: assign(({ event }) => ({ subject: event.subject, description: event.description })),
        },
        'flow.assign': { actions: assign({ assignee: ({ event }) => event.assignee }) },
        'flow.submit': { guard: 'isComplete', target: 'creating', actions: assign({ error: null }) },
        'flow.back': 'classify',
      },
    },
    creating: {
      tags: ['busy'],
      invoke: {
        id: 'createCase',
        src: 'createCase',
        input: ({ context }) => ({
          call_log_table_id: context.call_log_table_id ?? 0,
          party: context.party ? { kind: context.party.kind, id: context.party.id } : null,
          classification: context.classification ?? { classification_l1: 0 },
          subject: context.subject.trim(),
          description: context.description.trim() || undefined,
          ...ownerOf(context),
        }),
        onDone: { target: 'disposition', actions: assign({ created: ({ event }) => event.output }) },
        onError: {
          target: 'describe',
          actions: assign({ error: ({ event }) => errorText(event.error, 'The case could not be created') }),
        },
      },
    },
    disposition: {
      on: { 'flow.finish': 'done' },
    },
    done: {
      entry: 'clearRecent',
      on: {
        'flow.start': {
          target: 'lookingUp',
          actions: assign(({ event }) => ({
            ...empty,
            number: event.number,
            call_log_table_id: event.call_log_table_id,
          })),
        },
      },
    },
  },
});
