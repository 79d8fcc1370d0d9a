import { assign, emit, fromPromise, setup, type EventObject } from 'xstate';
import type { LoginLock, LoginLockList } from '../contracts/login-locks';
import { failureText, HttpError } from '../services/http-result';
import { loginLocksApi } from '../services/login-locks-api';

export type LoginLocksEvent = { type: 'locks.reload' } | { type: 'locks.lift'; lock: LoginLock };
export type LoginLocksEmitted = { type: 'locks.lifted'; text: string };

type Context = {
  locks: LoginLock[];
  error: string | null;
  /** The lock being lifted, so the view can mark its row busy. */
  lifting: LoginLock | null;
};

const errorText = (error: unknown) =>
  error instanceof HttpError ? failureText(error.failure) : 'Some Internal Error Occurred';

const describe = (lock: LoginLock): string =>
  lock.key === 'address'
    ? `address ${lock.ip}`
    : lock.key === 'account'
      ? `account ${lock.login_name}`
      : `${lock.login_name} from ${lock.ip}`;

/**
 * The administrators' sign-in locks: reads the current ones, lifts the one chosen and reads again, so the list
 * always shows what the service holds. A refused lift keeps the list and shows the service's reason.
 */
export const loginLocksMachine = setup({
  types: { context: {} as Context, events: {} as LoginLocksEvent, emitted: {} as LoginLocksEmitted },
  actors: {
    list: fromPromise<LoginLockList>(({ signal }) => loginLocksApi.list(signal)),
    lift: fromPromise<void, LoginLock>(({ input }) =>
      loginLocksApi.lift({ key: input.key, login_name: input.login_name, ip: input.ip }),
    ),
  },
  actions: {
    announceLifted: emit(({ context }) => ({
      type: 'locks.lifted' as const,
      text: context.lifting ? `Sign-in lock lifted: ${describe(context.lifting)}` : 'Sign-in lock lifted',
    })),
  },
}).createMachine({
  id: 'loginLocks',
  context: { locks: [], error: null, lifting: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        id: 'list',
        src: 'list',
        onDone: { target: 'ready', actions: assign({ locks: ({ event }) => event.output.locks }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    ready: {
      on: {
        'locks.reload': { target: 'loading', actions: assign({ error: null }) },
        'locks.lift': {
          target: 'lifting',
          actions: assign({ lifting: ({ event }) => event.lock, error: null }),
        },
      },
    },
    lifting: {
      tags: ['busy', 'lifting'],
      invoke: {
        id: 'lift',
        src: 'lift',
        input: ({ context }) => context.lifting as LoginLock,
        onDone: { target: 'loading', actions: ['announceLifted', assign({ lifting: null })] },
        // Already ended or lifted by someone else: say so, and show the list as it is now.
        onError: {
          target: 'loading',
          actions: assign({ error: ({ event }) => errorText(event.error), lifting: null }),
        },
      },
    },
    failed: { on: { 'locks.reload': { target: 'loading', actions: assign({ error: null }) } } },
  },
});

const sampleLock: LoginLock = {
  key: 'pair',
  login_name: 'sipho.dlamini',
  ip: '10.1.0.1',
  failures: 5,
  until: '2026-03-02T08:15:00.000Z',
};
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
const failed = (id: string) =>
  ({ type: `xstate.error.actor.${id}`, error: new Error('refused') }) as EventObject;
export const loginLocksSampleEvents: EventObject[] = [
  done('list', { locks: [sampleLock] }),
  failed('list'),
  { type: 'locks.reload' },
  { type: 'locks.lift', lock: sampleLock } as EventObject,
  done('lift', undefined),
  failed('lift'),
];
