import { interval, map } from 'rxjs';
import { assign, fromEventObservable, fromPromise, sendTo, setup } from 'xstate';
import { testCallNumber, type PublicTestCallerDetails } from '../contracts/telephony/test-caller';
import { failureText, HttpError, unwrap } from '../services/http-result';
import { testCallerApi } from '../services/telephony/test-caller-api';
import {
  keepTestCallerPassword,
  testCallerPhone,
  type TestCallerPhoneEvent,
} from '../services/telephony/test-caller-phone';

export type TestCallerEvent =
  | { type: 'testCaller.start' }
  | { type: 'testCaller.target'; value: string }
  /** Dials the number typed, or the one given (a pick from the list of agents and queues). */
  | { type: 'testCaller.call'; number?: string }
  | { type: 'testCaller.hangup' }
  | { type: 'testCaller.dtmf'; tone: string }
  | { type: 'testCaller.tick'; now: number }
  | TestCallerPhoneEvent;

export type TestCallerContext = {
  details: PublicTestCallerDetails | null;
  /**
   * What may be dialled and the number calls come from, read when the page opens: the user picks a target before
   * deciding to connect (issue 41: the list showed only after Connect). The credentials of that read are dropped.
   */
  preview: Pick<PublicTestCallerDetails, 'targets' | 'caller_number'> | null;
  target: string;
  /** Why the number typed cannot be dialled, shown beside the field until it changes. */
  targetError: string | null;
  /** Why the test caller stopped (no SIP server, no permission). */
  failure: string | null;
  /** The number of the call in progress or last made. */
  dialled: string | null;
  answeredAt: number | null;
  now: number;
  endedAt: number | null;
  answeredBy: string | null;
  endCause: string | null;
  digitsSent: string;
};

export const dtmfTones = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#'] as const;

/** The name of a number for people: the agent's name from the list, or the number itself. */
const labelOf = (details: PublicTestCallerDetails | null, number: string | null): string | null =>
  number === null ? null : (details?.targets.find((t) => t.number === number)?.label ?? number);

const numberToDial = (context: TestCallerContext, event: TestCallerEvent): string =>
  event.type === 'testCaller.call' && event.number !== undefined ? event.number : context.target;

const initialCall = {
  answeredAt: null,
  endedAt: null,
  answeredBy: null,
  endCause: null,
  digitsSent: '',
} satisfies Partial<TestCallerContext>;

/**
 * The supervisors' test caller (issue 20): an outbound-only softphone that rings a queue or an extension for
 * training and checks. It asks the service for its own SIP identity, connects, and makes one call at a time.
 */
const testCallerSetup = setup({
  types: { context: {} as TestCallerContext, events: {} as TestCallerEvent },
  actors: {
    loadDetails: fromPromise<PublicTestCallerDetails>(async ({ signal }) => {
      const { password, ...details } = unwrap(await testCallerApi.details({ signal }));
      keepTestCallerPassword(password);
      return details;
    }),
    loadPreview: fromPromise<NonNullable<TestCallerContext['preview']>>(async ({ signal }) => {
      const { targets, caller_number } = unwrap(await testCallerApi.details({ signal }));
      return { targets, caller_number };
    }),
    phone: testCallerPhone,
    // The call timer: RxJS keeps time, the machine keeps the clock it shows.
    clock: fromEventObservable(() =>
      interval(1000).pipe(map((): TestCallerEvent => ({ type: 'testCaller.tick', now: Date.now() }))),
    ),
  },
  guards: {
    isDialable: ({ context, event }) => testCallNumber.safeParse(numberToDial(context, event)).success,
  },
  actions: {
    startCall: assign(({ context, event }) => {
      const number = numberToDial(context, event);
      return { ...initialCall, target: number, dialled: number };
    }),
    callTarget: sendTo('phone', ({ context }) => ({ type: 'phone.call', number: context.dialled ?? '' })),
    hangUp: sendTo('phone', { type: 'phone.hangup' }),
    recordEnd: assign(({ context, event }) => ({
      endedAt: Date.now(),
      endCause: event.type === 'phone.ended' ? event.cause : null,
      // Nobody answered a call that ended before it was taken.
      answeredBy: context.answeredAt === null ? null : context.answeredBy,
    })),
    rejectTarget: assign({
      targetError: ({ context, event }) =>
        testCallNumber.safeParse(numberToDial(context, event)).error?.issues[0]?.message ??
        'Enter 3 to 15 digits',
    }),
  },
});

// Dialling from ready, or again from a call that ended: the number is checked first, and explained if refused.
const dial = [
  {
    guard: 'isDialable',
    target: 'dialing',
    actions: ['startCall', 'callTarget'],
  },
  { actions: 'rejectTarget' },
] as const;

// While the call is up or on its way: hang up is a request to the phone, the end is the phone's report.
const inCallEvents = {
  'testCaller.hangup': { actions: 'hangUp' },
  'phone.ended': { target: 'ended', actions: 'recordEnd' },
} as const;

export const testCallerMachine = testCallerSetup.createMachine({
  id: 'testCaller',
  context: {
    details: null,
    preview: null,
    target: '',
    targetError: null,
    failure: null,
    dialled: null,
    now: 0,
    ...initialCall,
  },
  initial: 'idle',
  on: {
    'testCaller.target': {
      actions: assign({ target: ({ event }) => event.value.trim(), targetError: null }),
    },
  },
  states: {
    idle: {
      on: { 'testCaller.start': 'registering' },
      // A failed read leaves the list empty: Connect asks again and says why it failed.
      invoke: { src: 'loadPreview', onDone: { actions: assign({ preview: ({ event }) => event.output }) } },
    },
    registering: {
      tags: ['busy'],
      entry: assign({ failure: null }),
      invoke: {
        id: 'loadDetails',
        src: 'loadDetails',
        onDone: { target: 'online', actions: assign({ details: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({
            failure: ({ event }) =>
              event.error instanceof HttpError
                ? failureText(event.error.failure)
                : 'The test caller could not start',
          }),
        },
      },
    },
    online: {
      invoke: {
        id: 'phone',
        src: 'phone',
        input: ({ context }) => ({ details: context.details as PublicTestCallerDetails }),
      },
      on: {
        'phone.unavailable': {
          target: 'failed',
          actions: assign({ failure: ({ event }) => event.reason }),
        },
      },
      initial: 'connecting',
      states: {
        connecting: { tags: ['busy'], on: { 'phone.connected': 'ready' } },
        ready: { on: { 'testCaller.call': dial } },
        dialing: {
          tags: ['call'],
          on: { ...inCallEvents, 'phone.progress': 'ringing', 'phone.answered': 'inCall' },
        },
        ringing: { tags: ['call'], on: { ...inCallEvents, 'phone.answered': 'inCall' } },
        inCall: {
          tags: ['call'],
          entry: assign(({ context, event }) => ({
            answeredAt: Date.now(),
            now: Date.now(),
            answeredBy:
              event.type === 'phone.answered' && event.by !== null
                ? event.by
                : labelOf(context.details, context.dialled),
          })),
          invoke: { id: 'clock', src: 'clock' },
          on: {
            ...inCallEvents,
            'testCaller.tick': { actions: assign({ now: ({ event }) => event.now }) },
            'phone.transferred': {
              actions: assign({ answeredBy: ({ context, event }) => labelOf(context.details, event.to) }),
            },
            'testCaller.dtmf': {
              actions: [
                sendTo('phone', ({ event }) => ({ type: 'phone.dtmf', tone: event.tone })),
                assign({ digitsSent: ({ context, event }) => context.digitsSent + event.tone }),
              ],
            },
          },
        },
        ended: { on: { 'testCaller.call': dial } },
      },
    },
    failed: { on: { 'testCaller.start': 'registering' } },
  },
});
