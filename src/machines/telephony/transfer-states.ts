import { assign, sendTo } from 'xstate';
import { logged, status, telephonySetup } from './telephony-setup';

const toWrapUp = '#telephony.session.agent.inQueue.wrapUp';
const toTransferring = '#telephony.session.agent.inQueue.talking.transferring';

const transferLog = (suffix: string) => ({
  type: 'logEvent' as const,
  params: ({ context }: { context: { transfer_target: string | null } }) => ({
    event: 'ended' as const,
    detail: `Transferred to ${context.transfer_target ?? 'another party'}${suffix}`,
  }),
});
const transferredAway = { target: toWrapUp, actions: transferLog('') };

/**
 * How a connected call (held or not) starts a transfer.
 * Blind: a REFER sends the customer on, and the agent waits for the far end to say it reached the target. Warm:
 * the customer waits on hold while the agent calls the target on a second line.
 */
export const transferStarts = () =>
  telephonySetup.createStateConfig({
    on: {
      'telephony.transfer.blind': {
        guard: 'isTransferTarget',
        target: toTransferring,
        actions: [
          assign({ transfer_target: ({ event }) => event.target }),
          sendTo('sip', ({ event }) => ({ type: 'sip.transfer' as const, target: event.target })),
        ],
      },
      'telephony.transfer.consult': {
        guard: 'isTransferTarget',
        target: '#telephony.session.agent.inQueue.talking.consulting',
        actions: [
          assign({ transfer_target: ({ event }) => event.target }),
          // The customer waits on hold (a call already held stays so: JsSIP ignores a second hold).
          sendTo('sip', { type: 'sip.hold' }),
          sendTo('sip', ({ event }) => ({ type: 'sip.consult' as const, target: event.target })),
        ],
      },
    },
  }).on;

/** The states of a transfer inside a connected call. */
export const transferStates = {
  /**
   * Whichever comes first releases the agent into after-call work: the far end's NOTIFY that it reached the
   * target, or its BYE on our leg (phones differ in the order, and a caller queued at the target sends neither
   * a 200 NOTIFY nor a BYE for as long as it waits). A far end that took the REFER (202) and then says nothing
   * gets a bounded wait; a REFER never answered fails by JsSIP's own transaction timeout (sip.transferFailed).
   */
  transferring: telephonySetup.createStateConfig({
    tags: ['busy', 'transferring'],
    entry: status('transferring'),
    initial: 'requested',
    states: {
      requested: { on: { 'sip.transferAccepted': 'accepted' } },
      accepted: {
        after: {
          transferConfirmWait: {
            target: toWrapUp,
            actions: [
              sendTo('sip', { type: 'sip.hangup' }),
              transferLog(' (not confirmed by the caller’s phone)'),
            ],
          },
        },
      },
    },
    on: {
      'sip.transferred': transferredAway,
      // The customer's side ends the old leg once it reached the target: the transfer went through.
      'sip.ended': transferredAway,
      'sip.transferFailed': {
        target: 'onHold',
        actions: [
          sendTo('sip', { type: 'sip.consult.hangup' }),
          assign(({ event }) => ({
            transfer_target: null,
            notice: `The transfer did not go through (${event.reason}); the caller is on hold.`,
          })),
        ],
      },
    },
  }),
  consulting: telephonySetup.createStateConfig({
    tags: ['on-hold', 'consulting'],
    entry: [status('consulting'), assign({ call_hold_id: ({ context }) => context.call_id })],
    initial: 'ringing',
    on: {
      'telephony.transfer.cancel': {
        target: 'onCall',
        actions: [
          sendTo('sip', { type: 'sip.consult.hangup' }),
          sendTo('sip', { type: 'sip.unhold' }),
          logged('unhold'),
          assign({ transfer_target: null }),
        ],
      },
      'sip.consult.ended': {
        target: 'onHold',
        actions: assign(({ context, event }) => ({
          transfer_target: null,
          notice: `The consult call to ${context.transfer_target} ended (${event.cause}); the caller is on hold.`,
        })),
      },
    },
    states: {
      ringing: { on: { 'sip.consult.confirmed': 'connected' } },
      connected: {
        tags: ['consult-connected'],
        on: {
          'telephony.transfer.complete': {
            target: toTransferring,
            actions: sendTo('sip', { type: 'sip.transfer.complete' }),
          },
        },
      },
    },
  }),
};
