import { assertEvent, assign, emit, setup } from 'xstate';
import type {
  CaseRecord,
  CreateCaseInput,
  RecordType,
  WorkgroupMember,
  WorkgroupSummary,
} from '../contracts/workflow/cases';
import { errorText } from '../services/http-result';
import {
  createRecord,
  loadMembers,
  prepare,
  type NewCaseParty,
  type NewCaseRequest,
  type Prepared,
} from './new-case-actors';
import { navigateTo } from './redirect';

export type NewCaseEvent =
  | ({ type: 'newCase.open'; me: number | null } & NewCaseRequest)
  | { type: 'newCase.close' }
  | { type: 'newCase.retry' }
  /** The workgroup chosen in the form: its members become the owner choices. */
  | { type: 'newCase.workgroup'; wrkgrpId: number }
  /** The form's values, already checked against the §5 rules by the form. */
  | { type: 'newCase.submit'; input: CreateCaseInput };

export type NewCaseCreated = { type: 'newCase.created'; id: number; number: string; recordType: RecordType };

export type NewCaseContext = {
  request: NewCaseRequest;
  me: number | null;
  /** Counts openings: the view starts a fresh form for each, never one left over from the last. */
  opened: number;
  workgroups: WorkgroupSummary[];
  defaultWrkgrpId: number | null;
  members: Record<number, WorkgroupMember[]>;
  party: NewCaseParty | null;
  error: string | null;
};

const closed: Omit<NewCaseContext, 'me' | 'opened'> = {
  request: { recordType: 'case' },
  workgroups: [],
  defaultWrkgrpId: null,
  members: {},
  party: null,
  error: null,
};

/**
 * Logging a case or lead by hand (a walk-in, an e-mail, a letter) from anywhere in the console: closed until an
 * opener names the record type and what to fill in; then the defaults load (workgroup, owner choices, party), the
 * form is edited and saved in one call. The service writes the record whole or not at all; a refusal keeps the
 * form with its values and says why. A created record opens on its own page, and `newCase.created` names it.
 */
export const newCaseMachine = setup({
  types: {
    context: {} as NewCaseContext,
    events: {} as NewCaseEvent,
    emitted: {} as NewCaseCreated,
  },
  actors: { prepare, loadMembers, createRecord },
  actions: { navigate: navigateTo },
  guards: {
    membersUnknown: ({ context, event }) =>
      event.type === 'newCase.workgroup' && context.members[event.wrkgrpId] === undefined,
  },
}).createMachine({
  id: 'newCase',
  context: { ...closed, me: null, opened: 0 },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'newCase.open': {
          target: 'preparing',
          actions: assign(({ context, event }) => ({
            ...closed,
            request: { recordType: event.recordType, party: event.party, fromCaseId: event.fromCaseId },
            me: event.me,
            opened: context.opened + 1,
          })),
        },
      },
    },
    preparing: {
      tags: ['loading'],
      on: { 'newCase.close': 'closed' },
      invoke: {
        id: 'prepare',
        src: 'prepare',
        input: ({ context }) => context.request,
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => {
            const p: Prepared = event.output;
            return { ...p, error: null };
          }),
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => errorText(event.error, 'The form could not be prepared') }),
        },
      },
    },
    failed: {
      on: { 'newCase.retry': 'preparing', 'newCase.close': 'closed' },
    },
    editing: {
      initial: 'idle',
      on: {
        'newCase.close': 'closed',
        'newCase.submit': { target: 'saving', actions: assign({ error: null }) },
      },
      states: {
        idle: {
          on: { 'newCase.workgroup': { guard: 'membersUnknown', target: 'loadingMembers' } },
        },
        loadingMembers: {
          tags: ['loading'],
          invoke: {
            id: 'loadMembers',
            src: 'loadMembers',
            input: ({ event }) => {
              assertEvent(event, 'newCase.workgroup');
              return event.wrkgrpId;
            },
            onDone: {
              target: 'idle',
              actions: assign({
                members: ({ context, event }) => ({
                  ...context.members,
                  [event.output.id]: event.output.members,
                }),
              }),
            },
            onError: {
              target: 'idle',
              actions: assign({
                error: ({ event }) => errorText(event.error, 'The members could not be loaded'),
              }),
            },
          },
        },
      },
    },
    saving: {
      // Closing is not offered while the call runs: the form stays until the service has answered.
      tags: ['busy'],
      invoke: {
        id: 'createRecord',
        src: 'createRecord',
        input: ({ event }) => {
          assertEvent(event, 'newCase.submit');
          return event.input;
        },
        onDone: {
          target: 'closed',
          actions: [
            { type: 'navigate', params: ({ event }) => ({ to: `/case-management/case/${event.output.id}` }) },
            emit(({ event }) => {
              const r: CaseRecord = event.output;
              return {
                type: 'newCase.created' as const,
                id: r.id,
                number: r.number,
                recordType: r.record_type,
              };
            }),
          ],
        },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => errorText(event.error, 'The record was not saved') }),
        },
      },
    },
  },
});
