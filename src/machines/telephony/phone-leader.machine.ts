import { interval, map } from 'rxjs';
import { assign, emit, enqueueActions, fromEventObservable, sendTo, setup } from 'xstate';
import type { PhoneMirror, PhoneTabMessage } from '../../contracts/telephony/phone-tabs';
import { phoneWords } from '../../rules/phone-words';
import { phoneChannel, phoneLock, phoneVacancy } from '../../services/telephony/phone-lock';

export type PhoneLeaderEvent =
  | { type: 'lock.acquired' }
  | { type: 'lock.busy' }
  | { type: 'lock.vacant' }
  | { type: 'channel.mirror'; mirror: PhoneMirror }
  | { type: 'channel.hello' }
  | { type: 'channel.release.request'; from: string }
  | { type: 'channel.release.refused'; to: string; reason: string }
  | { type: 'phone.mirror'; mirror: PhoneMirror }
  | { type: 'phone.released' }
  | { type: 'leader.takeOver' }
  | { type: 'leader.tick'; now: number };

export type PhoneLeaderContext = {
  name: string;
  tabId: string;
  /** Following: the owner's state as it last said; leading: this tab's own, for the tabs that ask. */
  mirror: PhoneMirror | null;
  /** Why the owner kept the phone, shown until the next try. */
  notice: string | null;
  /** Queue behind the owner (a take-over) rather than only take a free lock (page load). */
  waiting: boolean;
  /** The owner was logged in when this tab asked: the phone logs in here once it moves. */
  resume: boolean;
  /** A following tab's clock, for the owner's call timer. */
  now: number;
};

export const noAnswerText = 'The other tab did not let the phone go: try again, or close that tab.';
export const inCallRefusal = 'The phone is on a call in the other tab: finish the call there first.';

/**
 * Which of a user's tabs owns the phone (issue 20): the one holding the Web Lock. Only the owner starts the
 * softphone (JsSIP and the microphone); the others follow its state over a BroadcastChannel and may ask for the
 * phone — refused during a call, otherwise the owner logs out of SIP and lets the lock go. A closed owner's lock
 * goes by itself, and the followers then offer the phone rather than grab the microphone unasked.
 */
export const phoneLeaderMachine = setup({
  types: {
    context: {} as PhoneLeaderContext,
    events: {} as PhoneLeaderEvent,
    input: {} as { name: string; tabId: string },
    emitted: {} as { type: 'phone.release' },
  },
  actors: {
    lock: phoneLock,
    vacancy: phoneVacancy,
    channel: phoneChannel,
    clock: fromEventObservable(() =>
      interval(1000).pipe(map(() => ({ type: 'leader.tick' as const, now: Date.now() }))),
    ),
  },
  actions: {
    post: sendTo('channel', (_, params: { message: PhoneTabMessage }) => ({
      type: 'channel.post' as const,
      message: params.message,
    })),
    postMirror: enqueueActions(({ context, enqueue }) => {
      if (context.mirror)
        enqueue.sendTo('channel', {
          type: 'channel.post',
          message: { kind: 'mirror', mirror: context.mirror },
        });
    }),
    askOwner: enqueueActions(({ context, enqueue }) => {
      if (context.waiting)
        enqueue.sendTo('channel', {
          type: 'channel.post',
          message: { kind: 'release.request', from: context.tabId },
        });
    }),
  },
  guards: {
    isForMe: ({ context, event }) => event.type === 'channel.release.refused' && event.to === context.tabId,
    isInCall: ({ context }) => context.mirror?.inCall === true,
    isWaiting: ({ context }) => context.waiting,
  },
  // A phone that never says it has logged out does not keep the lock from the tab that asked for it.
  // A frozen or unanswering owner tab does not leave the asking tab waiting with its button disabled.
  delays: { releaseTimeout: 5000, askTimeout: 10_000 },
}).createMachine({
  id: 'phoneLeader',
  context: ({ input }) => ({ ...input, mirror: null, notice: null, waiting: false, resume: false, now: 0 }),
  invoke: { id: 'channel', src: 'channel', input: ({ context }) => ({ name: context.name }) },
  initial: 'owner',
  states: {
    owner: {
      invoke: {
        id: 'lock',
        src: 'lock',
        input: ({ context }) => ({ name: context.name, wait: context.waiting }),
      },
      initial: 'claiming',
      states: {
        claiming: {
          tags: ['claiming'],
          // The owner answers a take-over by letting the lock go, which grants this tab's queued request.
          entry: [assign({ notice: null }), 'askOwner'],
          after: {
            askTimeout: {
              guard: 'isWaiting',
              target: '#phoneLeader.following',
              actions: assign({ notice: noAnswerText }),
            },
          },
          on: {
            'lock.acquired': { target: 'leading' },
            'lock.busy': { target: '#phoneLeader.following' },
            'channel.release.refused': {
              guard: 'isForMe',
              target: '#phoneLeader.following',
              actions: assign({ notice: ({ event }) => event.reason }),
            },
          },
        },
        leading: {
          tags: ['leader'],
          entry: assign({ mirror: null, waiting: false }),
          on: {
            'phone.mirror': {
              actions: [assign({ mirror: ({ event }) => event.mirror }), 'postMirror'],
            },
            'channel.hello': { actions: 'postMirror' },
            'channel.release.request': [
              {
                guard: 'isInCall',
                actions: {
                  type: 'post',
                  params: ({ event }) => ({
                    message: { kind: 'release.refused', to: event.from, reason: inCallRefusal },
                  }),
                },
              },
              { target: 'releasing' },
            ],
          },
        },
        releasing: {
          tags: ['leader', 'releasing'],
          entry: emit({ type: 'phone.release' as const }),
          after: { releaseTimeout: '#phoneLeader.following' },
          on: { 'phone.released': '#phoneLeader.following' },
        },
      },
    },
    following: {
      id: 'following',
      tags: ['follower'],
      // The owner answers hello with its state: a new tab shows it at once rather than at the next change.
      entry: [assign({ mirror: null }), { type: 'post', params: { message: { kind: 'hello' } } }],
      on: {
        'leader.takeOver': {
          target: 'owner',
          actions: assign({
            waiting: true,
            resume: ({ context }) => context.mirror !== null && context.mirror.state !== phoneWords.offline,
          }),
        },
      },
      initial: 'watching',
      states: {
        watching: {
          // Re-entered after a vacancy: a new owner's tab may close too.
          invoke: [
            { id: 'vacancy', src: 'vacancy', input: ({ context }) => ({ name: context.name }) },
            { id: 'clock', src: 'clock' },
          ],
          on: {
            'channel.mirror': { actions: assign({ mirror: ({ event }) => event.mirror }) },
            'leader.tick': { actions: assign({ now: ({ event }) => event.now }) },
            'lock.vacant': { target: 'vacant', actions: assign({ mirror: null }) },
          },
        },
        vacant: {
          tags: ['vacant'],
          on: {
            'channel.mirror': {
              target: 'watching',
              actions: assign({ mirror: ({ event }) => event.mirror, notice: null }),
            },
          },
        },
      },
    },
  },
});
