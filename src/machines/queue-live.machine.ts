import type { Observable } from 'rxjs';
import { assign, fromEventObservable, setup, type EventObject } from 'xstate';
import type { TelephonyUser } from '../contracts/telephony/details';
import { telephonyApi } from '../services/telephony/telephony-api';
import { liveClock, livePeriodMs, livePoll } from '../streams/live-poll';
import { floorChanges } from '../streams/workflow-events';
import { aggregateQueues, type LiveQueueView } from '../rules/queue-live';

export type QueueLiveEvent =
  | { type: 'live.loaded'; users: TelephonyUser[]; at: number }
  | { type: 'live.failed'; error: string }
  | { type: 'live.tick'; now: number };

type QueueLiveContext = {
  queues: LiveQueueView[];
  /** When the shown figures were taken: the longest wait ticks on from here. */
  at: number;
  now: number;
  error: string | null;
};

/** The supervisor's view polls every 5 s (spec §9-style timers), shared with the wallboard. */
export const queueLivePeriodMs = livePeriodMs;

const liveUsers = (): Observable<QueueLiveEvent> =>
  livePoll(
    () => telephonyApi.allUsers(),
    {
      loaded: (users, at): QueueLiveEvent => ({ type: 'live.loaded', users, at }),
      failed: (error): QueueLiveEvent => ({ type: 'live.failed', error }),
      lostText: 'The queues could not be loaded',
    },
    floorChanges(),
  );

const events = (source: Observable<QueueLiveEvent>) => source as Observable<EventObject>;

/**
 * The supervisor's live queues (issue 20): /telephony/details/all_user read every 5 s while the panel is open, and
 * at once when the service pushes a floor change (issue 39), aggregated per queue; a clock ticks each second so
 * waits and times in state move between snapshots. Nothing shows as loading unless the first answer takes longer
 * than 100 ms; a failed poll keeps the last figures.
 */
export const queueLiveMachine = setup({
  types: { context: {} as QueueLiveContext, events: {} as QueueLiveEvent },
  actors: {
    liveUsers: fromEventObservable(() => events(liveUsers())),
    clock: fromEventObservable(() =>
      events(liveClock((now): QueueLiveEvent => ({ type: 'live.tick', now }))),
    ),
  },
  actions: {
    show: assign((_, params: { users: TelephonyUser[]; at: number }) => ({
      queues: aggregateQueues(params.users),
      at: params.at,
      now: params.at,
      error: null,
    })),
    fail: assign((_, params: { error: string }) => ({ error: params.error })),
  },
  delays: { loadingShown: 100 },
}).createMachine({
  id: 'queueLive',
  context: { queues: [], at: 0, now: 0, error: null },
  invoke: [
    { id: 'liveUsers', src: 'liveUsers' },
    { id: 'clock', src: 'clock' },
  ],
  initial: 'first',
  on: {
    'live.loaded': {
      target: '.shown',
      actions: { type: 'show', params: ({ event }) => ({ users: event.users, at: event.at }) },
    },
    'live.failed': {
      target: '.shown',
      actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
    },
  },
  states: {
    first: { after: { loadingShown: 'loading' } },
    loading: { tags: ['loading'] },
    shown: {
      on: { 'live.tick': { actions: assign({ now: ({ event }) => event.now }) } },
    },
  },
});
