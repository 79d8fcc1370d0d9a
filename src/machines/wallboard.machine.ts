import type { Observable } from 'rxjs';
import { assign, fromEventObservable, setup, type EventObject } from 'xstate';
import type { ServiceLevelReport } from '../contracts/telephony/service-level';
import { serviceLevelApi } from '../services/telephony/service-level-api';
import { liveClock, livePoll } from '../streams/live-poll';
import { floorChanges } from '../streams/workflow-events';

export type WallboardEvent =
  | { type: 'wallboard.loaded'; report: ServiceLevelReport; at: number }
  | { type: 'wallboard.failed'; error: string }
  | { type: 'wallboard.tick'; now: number };

type WallboardContext = {
  report: ServiceLevelReport | null;
  /** When the shown figures arrived: the longest waits tick on from here between pushes. */
  at: number;
  now: number;
  error: string | null;
};

// The same poll as Queues live: the service's figures every 5 s while the board is open, and at once when the
// push channel says the floor changed.
const reports = (): Observable<WallboardEvent> =>
  livePoll(
    () => serviceLevelApi.report({}),
    {
      loaded: (report, at): WallboardEvent => ({ type: 'wallboard.loaded', report, at }),
      failed: (error): WallboardEvent => ({ type: 'wallboard.failed', error }),
      lostText: 'The wallboard could not be refreshed',
    },
    floorChanges(),
  );

const events = (source: Observable<WallboardEvent>) => source as Observable<EventObject>;

/**
 * The live wallboard (issue 39): today's service level and the live queues, read again on every floor change the
 * service pushes (and every 5 s); a clock ticks each second so the longest waits move between refreshes. A failed
 * refresh keeps the last figures and says so.
 */
export const wallboardMachine = setup({
  types: { context: {} as WallboardContext, events: {} as WallboardEvent },
  actors: {
    reports: fromEventObservable(() => events(reports())),
    clock: fromEventObservable(() =>
      events(liveClock((now): WallboardEvent => ({ type: 'wallboard.tick', now }))),
    ),
  },
  actions: {
    show: assign((_, params: { report: ServiceLevelReport; at: number }) => ({
      report: params.report,
      at: params.at,
      now: params.at,
      error: null,
    })),
    fail: assign((_, params: { error: string }) => ({ error: params.error })),
  },
  delays: { loadingShown: 100 },
}).createMachine({
  id: 'wallboard',
  context: { report: null, at: 0, now: 0, error: null },
  invoke: [
    { id: 'reports', src: 'reports' },
    { id: 'clock', src: 'clock' },
  ],
  initial: 'first',
  on: {
    'wallboard.loaded': {
      target: '.shown',
      actions: { type: 'show', params: ({ event }) => ({ report: event.report, at: event.at }) },
    },
    'wallboard.failed': {
      target: '.shown',
      actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
    },
  },
  states: {
    first: { after: { loadingShown: 'loading' } },
    loading: { tags: ['loading'] },
    shown: {
      on: { 'wallboard.tick': { actions: assign({ now: ({ event }) => event.now }) } },
    },
  },
});
