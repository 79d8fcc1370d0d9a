import type { RoutingState, WaitingCall } from './call-routing';

/**
 * The lease on a queue's callers: the PBX asks about a waiting caller each second, so a caller it stopped asking
 * about is gone even when no hang-up was reported (a 408, a lost connection, a restarted PBX). Pure, like the rules.
 */

/** How long a waiting caller lives without the PBX asking about it (it asks each second). */
export const waitingLeaseMs = 5000;

/** The PBX asked about the call: a waiting caller's lease is renewed; an offer it asked about now rings. */
export function touch(state: RoutingState, callId: string, now: number): RoutingState {
  const offer = state.offers.get(callId);
  if (offer)
    return {
      ...state,
      offers: new Map(state.offers).set(callId, { ...offer, seenAt: now, delivered: true }),
    };
  if (!state.waiting.some((c) => c.callId === callId)) return state;
  return { ...state, waiting: state.waiting.map((c) => (c.callId === callId ? { ...c, seenAt: now } : c)) };
}

/**
 * The calls whose lease ran out: waiting callers and offers the PBX was never told to ring, not asked about for
 * `leaseMs`. A ringing offer is not among them: the PBX's ring timer or its failure route reports that one.
 */
export function lapsedCalls(state: RoutingState, now: number, leaseMs = waitingLeaseMs): string[] {
  const stale = (c: WaitingCall) => now - c.seenAt >= leaseMs;
  return [
    ...state.waiting.filter(stale),
    ...[...state.offers.values()].filter((o) => !o.delivered && stale(o)),
  ].map((c) => c.callId);
}
