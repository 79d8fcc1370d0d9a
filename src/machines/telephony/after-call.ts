import { and, not } from 'xstate';
import type { AfterCall } from '../../rules/telephony';
import { clearCall, telephonySetup, toQueueLogout, toRegistering } from './telephony-setup';

const next = (value: AfterCall) => ({ type: 'afterCallIs' as const, params: { next: value } });

/**
 * The way out of every call (after-call work done, or an outbound call that never connected): the state asked for
 * during it, else the state before an outbound call, else Ready. One place, so no way out of a call loses the
 * agent's choice (Flex users lose a queued Not ready after a missed call).
 */
export const leavingCall = telephonySetup.createStateConfig({
  always: [
    { guard: next('pausing'), target: 'pausing', actions: 'applyPendingPause' },
    { guard: next('queueLogout'), target: toQueueLogout, actions: telephonySetup.assign(clearCall) },
    // Without a registration there is no Ready or Not ready to return to: reconciling after it decides.
    {
      guard: not('isRegistered'),
      target: toRegistering,
      actions: telephonySetup.assign({ ...clearCall, pending: null }),
    },
    {
      guard: and([next('becomingReady'), 'isRegistered']),
      target: 'becomingReady',
      actions: telephonySetup.assign({ ...clearCall, pending: null }),
    },
    {
      guard: next('notReady'),
      target: 'notReady',
      actions: telephonySetup.assign({ ...clearCall, pending: null }),
    },
    { target: 'ready', actions: telephonySetup.assign({ ...clearCall, pending: null }) },
  ],
});
