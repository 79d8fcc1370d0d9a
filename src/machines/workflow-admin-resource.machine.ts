import { assign, emit, fromPromise, setup, type EventObject } from 'xstate';
import type { WorkflowAdminPathName } from '../contracts/workflow-admin/paths';
import { failureText, HttpError } from '../services/http-result';
import { adminCall } from '../services/workflow-admin-api';
import { fillPath, navigateTo } from './redirect';

export type AdminResourceInput = {
  /** The read that fills `data`; null for a screen that only writes (a new workgroup). */
  load: WorkflowAdminPathName | null;
  body?: Record<string, unknown>;
  /** After this write succeeds, open `to` filled from its answer (a saved workgroup opens its details). */
  afterSave?: { path: WorkflowAdminPathName; to: string };
};
export type AdminResourceEvent =
  | { type: 'admin.reload'; body?: Record<string, unknown> }
  | { type: 'admin.save'; path: WorkflowAdminPathName; payload: Record<string, unknown> }
  | { type: 'admin.dismiss' };
export type AdminResourceEmitted = { type: 'admin.saved'; path: WorkflowAdminPathName; result: unknown };

type Context = AdminResourceInput & {
  data: unknown;
  error: string | null;
  notice: string | null;
  /** The call being saved, so the view can mark the right row busy. */
  saving: WorkflowAdminPathName | null;
};

const errorText = (error: unknown) =>
  error instanceof HttpError ? failureText(error.failure) : 'Some Internal Error Occurred';

/**
 * One screen of workgroup administration or case set-up: reads its data, sends the changes the user makes and
 * reads again after each, so the screen always shows what the service kept. A refusal keeps the screen as it
 * was and shows the service's reason.
 */
export const workflowAdminResourceMachine = setup({
  types: {
    context: {} as Context,
    events: {} as AdminResourceEvent,
    input: {} as AdminResourceInput,
    emitted: {} as AdminResourceEmitted,
  },
  actors: {
    read: fromPromise<unknown, { path: WorkflowAdminPathName; body: Record<string, unknown> }>(
      ({ input, signal }) => adminCall(input.path, input.body, signal),
    ),
    write: fromPromise<unknown, { path: WorkflowAdminPathName; payload: Record<string, unknown> }>(
      ({ input }) => adminCall(input.path, input.payload),
    ),
  },
  actions: {
    navigate: navigateTo,
    // Runs on the write's done event, which the machine's own event union does not name.
    announceSaved: emit(({ context, event }) => ({
      type: 'admin.saved' as const,
      path: context.saving as WorkflowAdminPathName,
      result: (event as unknown as { output: unknown }).output,
    })),
  },
  guards: {
    hasLoad: ({ context }) => context.load !== null,
    opensSaved: ({ context }) => context.afterSave !== undefined && context.afterSave.path === context.saving,
  },
}).createMachine({
  id: 'workflowAdminResource',
  context: ({ input }) => ({
    ...input,
    body: input.body ?? {},
    data: null,
    error: null,
    notice: null,
    saving: null,
  }),
  initial: 'boot',
  on: { 'admin.dismiss': { actions: assign({ notice: null, error: null }) } },
  states: {
    boot: { always: [{ guard: 'hasLoad', target: 'loading' }, { target: 'ready' }] },
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        id: 'read',
        src: 'read',
        input: ({ context }) => ({ path: context.load as WorkflowAdminPathName, body: context.body ?? {} }),
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    ready: {
      on: {
        'admin.reload': {
          guard: 'hasLoad',
          target: 'loading',
          actions: assign({ body: ({ context, event }) => event.body ?? context.body, error: null }),
        },
        'admin.save': {
          target: 'saving',
          actions: assign({ saving: ({ event }) => event.path, error: null, notice: null }),
        },
      },
    },
    saving: {
      tags: ['busy', 'saving'],
      invoke: {
        id: 'write',
        src: 'write',
        input: ({ event }) => {
          const e = event as Extract<AdminResourceEvent, { type: 'admin.save' }>;
          return { path: e.path, payload: e.payload };
        },
        onDone: [
          {
            guard: 'opensSaved',
            target: 'ready',
            actions: [
              'announceSaved',
              {
                type: 'navigate',
                params: ({ context, event }) => ({ to: fillPath(context.afterSave?.to ?? '', event.output) }),
              },
              assign({ notice: 'Saved', saving: null }),
            ],
          },
          {
            guard: 'hasLoad',
            target: 'loading',
            actions: ['announceSaved', assign({ notice: 'Saved', saving: null })],
          },
          {
            // Without a read of its own, the screen shows what the write answered.
            target: 'ready',
            actions: [
              'announceSaved',
              assign({ notice: 'Saved', saving: null, data: ({ event }) => event.output }),
            ],
          },
        ],
        onError: {
          target: 'ready',
          actions: assign({ error: ({ event }) => errorText(event.error), saving: null }),
        },
      },
    },
    failed: {
      on: {
        'admin.reload': {
          target: 'loading',
          actions: assign({ body: ({ context, event }) => event.body ?? context.body, error: null }),
        },
      },
    },
  },
});

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
const failed = (id: string) =>
  ({ type: `xstate.error.actor.${id}`, error: new Error('refused') }) as EventObject;
/**
 * The workgroup edit form's input for the paths: it reads, a member's save reads again and the form's own save opens
 * the details, so both answers to a write that a screen with a read can take are on the paths.
 */
export const workflowAdminResourceSampleInput: AdminResourceInput = {
  load: 'workgroupGet',
  body: { wrkgrp_id: 1 },
  afterSave: { path: 'workgroupSave', to: '/workgroups/workgroup-details/:wrkgrp_id' },
};
export const workflowAdminResourceSampleEvents: EventObject[] = [
  done('read', [{ wrkgrp_id: 1, wrkgrp_name: 'Pretoria Claims Desk' }]),
  failed('read'),
  { type: 'admin.reload', body: { wrkgrp_id: 1 } } as EventObject,
  { type: 'admin.save', path: 'memberAdd', payload: { wrkgrp_id: 1, user_id: 2 } } as EventObject,
  // The edit form's own save, which opens the saved workgroup's details (its input names it in afterSave).
  {
    type: 'admin.save',
    path: 'workgroupSave',
    payload: { wrkgrp_id: 1, wrkgrp_name: 'Pretoria Claims Desk' },
  } as EventObject,
  done('write', { wrkgrp_id: 1 }),
  failed('write'),
  { type: 'admin.dismiss' },
];
