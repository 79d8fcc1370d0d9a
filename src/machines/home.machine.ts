import { filter, map } from 'rxjs';
import { assign, fromEventObservable, fromPromise, setup } from 'xstate';
import type { HomeFigures } from '../contracts/home';
import { failureText, HttpError, unwrap } from '../services/http-result';
import { homeReads } from '../services/home-reads';
import { systemApi } from '../services/system-api';
import { workflowEvents, type WorkflowPush } from '../streams/workflow-events';

export type HomeEvent = { type: 'home.refresh' } | { type: 'home.push' };
type HomeContext = { figures: HomeFigures | null; error: string | null; dirty: boolean };

/**
 * Whether a push can move the figures: a record changed, a notification arrived, or the channel is (again) up. The
 * figures are often read before this page's channel is: the first load takes an answer requested at sign-in (up to
 * 10 s old, services/home-reads.ts), and a change made before the channel's 'ready', or while it was lost, is never
 * pushed to this page; without a reload on 'ready' it showed only at the next minute's refresh.
 */
export const movesFigures = (push: WorkflowPush): boolean =>
  push.kind === 'change' || push.kind === 'notification' || push.kind === 'ready';

/**
 * The home page's figures (issue 18): loaded on entry, then again a moment after each push that can move them (a
 * record changed, a notification arrived) — a burst of pushes is one reload — and every minute for the clock
 * (an SLA turns overdue without any push). A push during a load is remembered and reloads once it is done.
 */
export const homeMachine = setup({
  types: { context: {} as HomeContext, events: {} as HomeEvent },
  actors: {
    // The first load takes the answer already requested beside the role map, when there is one.
    loadHome: fromPromise<HomeFigures>(async ({ signal }) =>
      unwrap(await (homeReads.take('home') ?? systemApi.home({ signal }))),
    ),
    pushes: fromEventObservable(() =>
      workflowEvents().pipe(
        filter(movesFigures),
        map((): HomeEvent => ({ type: 'home.push' })),
      ),
    ),
  },
  delays: { settle: 800, refreshPeriod: 60_000 },
}).createMachine({
  id: 'home',
  context: { figures: null, error: null, dirty: false },
  invoke: { id: 'pushes', src: 'pushes' },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      entry: assign({ dirty: false }),
      on: { 'home.push': { actions: assign({ dirty: true }) } },
      invoke: {
        id: 'loadHome',
        src: 'loadHome',
        onDone: [
          {
            guard: ({ context }) => context.dirty,
            target: 'settling',
            actions: assign({ figures: ({ event }) => event.output, error: null }),
          },
          { target: 'ready', actions: assign({ figures: ({ event }) => event.output, error: null }) },
        ],
        onError: {
          target: 'ready',
          actions: assign({
            error: ({ event }) =>
              event.error instanceof HttpError
                ? failureText(event.error.failure)
                : 'The figures could not be loaded',
          }),
        },
      },
    },
    ready: {
      after: { refreshPeriod: 'loading' },
      on: { 'home.refresh': 'loading', 'home.push': 'settling' },
    },
    settling: {
      after: { settle: 'loading' },
      on: { 'home.refresh': 'loading', 'home.push': { target: 'settling', reenter: true } },
    },
  },
});
