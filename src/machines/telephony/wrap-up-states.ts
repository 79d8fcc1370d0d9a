import { assign, sendTo } from 'xstate';
import { wrapUpSecondsOf } from '../../rules/telephony';
import { queueChanges, status, telephonySetup } from './telephony-setup';

/**
 * After-call work: two things must both be over before the agent takes another call, so they are two regions of
 * one parallel state. The code: a tenant's wrap-up code, saved to the call log. The countdown: the enforced
 * duration (X-Acd-Wrap-Up, else the tenant's timer); a code saved early does not cut it short. With no duration
 * the code alone ends the work.
 */
export const wrapUp = telephonySetup.createStateConfig({
  tags: ['wrap-up'],
  type: 'parallel',
  entry: [
    status('wrap-up'),
    assign({
      call_hold_id: null,
      muted: false,
      transfer_target: null,
      wrap_up_until: ({ context }) => {
        const seconds = wrapUpSecondsOf(context.call_wrap_up_seconds, context.timers.wrap_up_seconds);
        return seconds > 0 ? Date.now() + seconds * 1000 : null;
      },
    }),
  ],
  on: {
    ...queueChanges,
    // No offer during after-call work: the caller's INVITE is refused so the ACD moves on at once.
    'sip.incoming': {
      actions: sendTo('sip', { type: 'sip.reject', status: 486, reason: 'Agent in after-call work' }),
    },
  },
  onDone: 'leavingCall',
  states: {
    code: {
      initial: 'open',
      states: {
        open: {
          on: {
            'telephony.disposition.submit': [
              {
                guard: 'isOfferedCode',
                target: 'saving',
                actions: [
                  assign({ error: null }),
                  sendTo('callLog', ({ event }) => ({
                    type: 'log.dispose' as const,
                    disposition_code: event.code,
                    note: event.note,
                  })),
                ],
              },
              { actions: assign({ error: 'Choose one of your wrap-up codes' }) },
            ],
          },
        },
        saving: {
          tags: ['busy'],
          on: {
            'log.disposed': 'saved',
            'log.failed': {
              target: 'open',
              actions: assign({ error: ({ event }) => `The disposition was not saved: ${event.message}` }),
            },
          },
        },
        saved: { type: 'final' },
      },
    },
    countdown: {
      initial: 'running',
      states: {
        running: {
          tags: ['wrap-up-held'],
          always: { guard: 'noEnforcedWrapUp', target: 'over' },
          after: { wrapUpHold: 'over' },
        },
        over: { type: 'final', entry: assign({ wrap_up_until: null }) },
      },
    },
  },
});
