import { map, share } from 'rxjs';
import { assign, fromEventObservable, fromPromise, setup, type EventObject } from 'xstate';
import type { NotificationList } from '../contracts/workflow-admin/notifications';
import { failureText, HttpError } from '../services/http-result';
import { adminCall, adminCallQuiet } from '../services/workflow-admin-api';
import { announceNotificationChange, notificationTriggers } from '../streams/notification-triggers';
import { workflowEvents } from '../streams/workflow-events';

// One push connection for every notification view of the console (the header and the list page), opened while
// at least one of them is on screen.
const pushes = workflowEvents().pipe(share());

export type NotificationFeedEvent =
  { type: 'feed.refresh' } | { type: 'feed.read'; id: number } | { type: 'feed.readAll' };
type Mark = { kind: 'one'; id: number } | { kind: 'all' };
type Context = NotificationList & { error: string | null; mark: Mark | null; limit: number };

const errorText = (error: unknown) =>
  error instanceof HttpError ? failureText(error.failure) : 'Some Internal Error Occurred';

/**
 * The signed-in user's notifications (spec §3): the latest ones and the unread count. Read again every hour,
 * when the service pushes that something was assigned or dispatched to the user, and after marking read here or
 * in another view of this console.
 */
export const notificationFeedMachine = setup({
  types: {
    context: {} as Context,
    events: {} as NotificationFeedEvent,
    input: {} as { limit?: number },
  },
  actors: {
    triggers: fromEventObservable(() =>
      notificationTriggers(pushes).pipe(map((): NotificationFeedEvent => ({ type: 'feed.refresh' }))),
    ),
    fetchFeed: fromPromise<NotificationList, { limit: number }>(({ input, signal }) =>
      // Quiet: a background refresh that fails must not toast every hour.
      adminCallQuiet<NotificationList>('notificationList', { status: 'all', limit: input.limit }, signal),
    ),
    markRead: fromPromise<unknown, Mark>(async ({ input }) => {
      const out =
        input.kind === 'all'
          ? await adminCall('notificationReadAll', {})
          : await adminCall('notificationRead', { id: input.id });
      announceNotificationChange();
      return out;
    }),
  },
}).createMachine({
  id: 'notificationFeed',
  context: ({ input }) => ({ rows: [], unread: 0, error: null, mark: null, limit: input.limit ?? 100 }),
  invoke: { id: 'triggers', src: 'triggers' },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchFeed',
        src: 'fetchFeed',
        input: ({ context }) => ({ limit: context.limit }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            rows: event.output.rows,
            unread: event.output.unread,
            error: null,
          })),
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    ready: {
      on: {
        'feed.refresh': 'loading',
        'feed.read': {
          target: 'marking',
          actions: assign({ mark: ({ event }) => ({ kind: 'one', id: event.id }) }),
        },
        'feed.readAll': { target: 'marking', actions: assign({ mark: { kind: 'all' } }) },
      },
    },
    marking: {
      tags: ['busy', 'marking'],
      invoke: {
        id: 'markRead',
        src: 'markRead',
        input: ({ context }) => context.mark as Mark,
        onDone: { target: 'loading', actions: assign({ mark: null }) },
        onError: {
          target: 'ready',
          actions: assign({ error: ({ event }) => errorText(event.error), mark: null }),
        },
      },
    },
  },
});

const row = {
  id: 5,
  subject: 'Case CAS-000051 assigned to you',
  message: 'Claim rejected (Major, High)',
  status: 'Unread',
  create_datetime: '2026-11-24T08:00:00.000Z',
  link: '/case-management/case/51',
};
export const notificationFeedSampleEvents: EventObject[] = [
  { type: 'xstate.done.actor.fetchFeed', output: { rows: [row], unread: 1 } } as EventObject,
  { type: 'xstate.error.actor.fetchFeed', error: new Error('network') } as EventObject,
  { type: 'feed.refresh' },
  { type: 'feed.read', id: 5 } as EventObject,
  { type: 'feed.readAll' },
  { type: 'xstate.done.actor.markRead', output: { unread: 0 } } as EventObject,
  { type: 'xstate.error.actor.markRead', error: new Error('not found') } as EventObject,
];
