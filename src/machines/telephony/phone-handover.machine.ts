import { enqueueActions, setup, type ActorRefFrom } from 'xstate';
import { phoneLockName } from '../../contracts/telephony/phone-tabs';
import type { notificationsMachine } from '../notifications.machine';
import { phoneLeaderMachine } from './phone-leader.machine';
import { phoneLink } from './phone-link';
import { softphoneMachine } from './softphone.machine';

export type PhoneHandoverInput = {
  userId: number | null;
  notifications: ActorRefFrom<typeof notificationsMachine> | null;
  /** Random per page: the other tabs address this one by it. */
  tabId: string;
};

export type PhoneHandoverEvent = { type: 'handover.lead' } | { type: 'handover.follow' };

/**
 * A signed-in user's phone in this tab (issue 20): the ownership actor runs throughout; the softphone (JsSIP and
 * the microphone) runs only while this tab owns the phone, linked to the ownership actor so the other tabs see its
 * state, a release logs it out first, and a phone taken over from a logged-in tab logs in here at once.
 */
export const phoneHandoverMachine = setup({
  types: {
    context: {} as PhoneHandoverInput,
    input: {} as PhoneHandoverInput,
    events: {} as PhoneHandoverEvent,
    children: {} as { phoneLeader: 'leader'; softphone: 'softphone'; link: 'link' },
  },
  actors: { leader: phoneLeaderMachine, softphone: softphoneMachine, link: phoneLink },
  actions: {
    // Raised only when the lock changes hands: the leader's snapshot changes every second while following.
    follow: enqueueActions(({ enqueue, self }, params: { leading: boolean }) => {
      if (params.leading !== self.getSnapshot().matches('leading'))
        enqueue.raise({ type: params.leading ? 'handover.lead' : 'handover.follow' });
    }),
  },
}).createMachine({
  id: 'phoneHandover',
  context: ({ input }) => input,
  invoke: {
    id: 'phoneLeader',
    systemId: 'phoneLeader',
    src: 'leader',
    input: ({ context }) => ({ name: phoneLockName(context.userId ?? 'anonymous'), tabId: context.tabId }),
    onSnapshot: {
      actions: {
        type: 'follow',
        // Path generation sends the event bare, without a snapshot.
        params: ({ event }) => ({ leading: event.snapshot?.hasTag('leader') === true }),
      },
    },
  },
  initial: 'following',
  states: {
    following: { on: { 'handover.lead': 'leading' } },
    leading: {
      tags: ['leading'],
      // Order matters: the link finds the softphone in the system when it starts.
      invoke: [
        {
          id: 'softphone',
          systemId: 'softphone',
          src: 'softphone',
          input: ({ context }) => ({
            notifications: context.notifications ?? undefined,
            userId: context.userId,
          }),
        },
        { id: 'link', src: 'link' },
      ],
      on: { 'handover.follow': 'following' },
    },
  },
});
