import { assign, fromPromise, setup } from 'xstate';
import type {
  CaseHistoryEntry,
  CaseRecord,
  WorkflowActionInput,
  WorkflowChange,
} from '../contracts/workflow/cases';
import type { ActionsByStatus } from '../rules/workflow-actions-by-status';
import { HttpError, failureText, unwrap } from '../services/http-result';
import { workflowApi } from '../services/workflow-api';

type Loaded = {
  record: CaseRecord;
  history: CaseHistoryEntry[];
  actions: ActionsByStatus | null;
  reopenDays: number | null;
};
export type CaseDetailEvent = { type: 'detail.reload' } | { type: 'detail.act'; input: WorkflowActionInput };

const actionWords: Record<WorkflowChange['action'], string> = {
  assign: 'Assigned',
  dispatch: 'Dispatched',
  accept: 'Accepted',
  reject: 'Rejected',
  yank: 'Yanked',
  close: 'Closed',
  update: 'Updated',
  priority: 'Priority changed',
  progress: 'In Progress:',
  pend: 'Pending Customer:',
  resolve: 'Resolved',
  reopen: 'Reopened',
  remind: 'Reminder due:',
};
const reasonOf = (error: unknown, fallback: string) =>
  error instanceof HttpError ? failureText(error.failure) : fallback;

/**
 * One case or lead with its audit trail: loaded on entry, reloaded on request. The desk's actions (assign,
 * dispatch, accept, reject, yank, close) are taken here too, with the version held so the service refuses a
 * stale one; after each the record and its history are read again, so the page shows the new state.
 */
export const caseDetailMachine = setup({
  types: {
    context: {} as {
      id: number;
      record: CaseRecord | null;
      history: CaseHistoryEntry[];
      /** What each status offers (/get_all_workflow_actions, cached); null: the shared table stands in. */
      actions: ActionsByStatus | null;
      /** The tenant's reopen window (same answer); null: the default stands in. */
      reopenDays: number | null;
      error: string | null;
      /** What the last action did, or why it was refused. */
      message: { kind: 'success' | 'error'; text: string } | null;
    },
    events: {} as CaseDetailEvent,
    input: {} as { id: number },
  },
  actors: {
    loadCase: fromPromise<Loaded, number>(async ({ input }) => {
      const [record, history] = await Promise.all([
        workflowApi.getCase(input),
        workflowApi.caseHistory(input),
      ]);
      const loaded = unwrap(record);
      // The buttons follow the service's status→actions map; without it the same table in rules stands in.
      const actions = await workflowApi.actionsByStatus(loaded.record_type);
      return {
        record: loaded,
        history: unwrap(history),
        actions: actions.kind === 'ok' ? actions.data.statuses : null,
        reopenDays: actions.kind === 'ok' ? actions.data.reopen_days : null,
      };
    }),
    performAction: fromPromise<WorkflowChange, WorkflowActionInput>(async ({ input }) =>
      unwrap(await workflowApi.act(input)),
    ),
  },
}).createMachine({
  id: 'caseDetail',
  context: ({ input }) => ({
    id: input.id,
    record: null,
    history: [],
    actions: null,
    reopenDays: null,
    error: null,
    message: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadCase',
        src: 'loadCase',
        input: ({ context }) => context.id,
        onDone: {
          target: 'ready',
          actions: assign({
            record: ({ event }) => event.output.record,
            history: ({ event }) => event.output.history,
            actions: ({ event }) => event.output.actions,
            reopenDays: ({ event }) => event.output.reopenDays,
            error: null,
          }),
        },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) => reasonOf(event.error, 'The case could not be loaded'),
          }),
        },
      },
    },
    ready: {
      on: {
        'detail.reload': { target: 'loading', actions: assign({ message: null }) },
        'detail.act': { target: 'acting', actions: assign({ message: null }) },
      },
    },
    acting: {
      tags: ['busy'],
      invoke: {
        id: 'performAction',
        src: 'performAction',
        input: ({ context, event }) => {
          const input = (event as Extract<CaseDetailEvent, { type: 'detail.act' }>).input;
          return { ...input, version: context.record?.version };
        },
        onDone: {
          target: 'loading',
          actions: assign({
            message: ({ event }) => ({
              kind: 'success' as const,
              text: `${actionWords[event.output.action]} ${event.output.record.number}`,
            }),
          }),
        },
        // Refused (or changed by someone first): read it again so the page shows it as it now is.
        onError: {
          target: 'loading',
          actions: assign({
            message: ({ event }) => ({
              kind: 'error' as const,
              text: `Not done: ${reasonOf(event.error, 'The service did not answer')}`,
            }),
          }),
        },
      },
    },
    failed: { on: { 'detail.reload': 'loading' } },
  },
});
