import { assign, fromPromise, setup } from 'xstate';
import type { WorkgroupMember, WorkgroupSummary } from '../contracts/workflow/cases';
import { HttpError, failureText, unwrap } from '../services/http-result';
import { workflowApi } from '../services/workflow-api';

type Context = {
  wrkgrpType: 'Case' | 'Lead';
  /** Where a record can be dispatched: every active workgroup of the type in the user's tenant. */
  targets: WorkgroupSummary[];
  /** Members by workgroup id, loaded when a dialog first asks for them. */
  members: Record<number, WorkgroupMember[]>;
  error: string | null;
};

export type WorkgroupOptionsEvent = { type: 'options.members'; wrkgrpId: number } | { type: 'options.retry' };

const errorText = (error: unknown) =>
  error instanceof HttpError ? failureText(error.failure) : 'Could not load';

/** The choices of the action dialogs: workgroups to dispatch or assign to, and each workgroup's members. */
export const workgroupOptionsMachine = setup({
  types: {
    context: {} as Context,
    events: {} as WorkgroupOptionsEvent,
    input: {} as { wrkgrpType: 'Case' | 'Lead' },
  },
  actors: {
    loadTargets: fromPromise<WorkgroupSummary[], 'Case' | 'Lead'>(async ({ input }) =>
      unwrap(await workflowApi.workgroups(input)),
    ),
    loadMembers: fromPromise<{ id: number; members: WorkgroupMember[] }, number>(async ({ input }) => ({
      id: input,
      members: unwrap(await workflowApi.members(input)),
    })),
  },
  guards: {
    unknownWorkgroup: ({ context, event }) =>
      event.type === 'options.members' && context.members[event.wrkgrpId] === undefined,
  },
}).createMachine({
  id: 'workgroupOptions',
  context: ({ input }) => ({ wrkgrpType: input.wrkgrpType, targets: [], members: {}, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadTargets',
        src: 'loadTargets',
        input: ({ context }) => context.wrkgrpType,
        onDone: { target: 'ready', actions: assign({ targets: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: { on: { 'options.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'options.members': { guard: 'unknownWorkgroup', target: 'loadingMembers' } },
        },
        loadingMembers: {
          tags: ['loading'],
          invoke: {
            id: 'loadMembers',
            src: 'loadMembers',
            input: ({ event }) => (event as { wrkgrpId: number }).wrkgrpId,
            onDone: {
              target: 'idle',
              actions: assign({
                members: ({ context, event }) => ({
                  ...context.members,
                  [event.output.id]: event.output.members,
                }),
                error: null,
              }),
            },
            onError: { target: 'idle', actions: assign({ error: ({ event }) => errorText(event.error) }) },
          },
        },
      },
    },
  },
});
