import { arrive, type RoutingState, type WaitingCall } from './call-routing';

/**
 * What a queue does with a caller who waited its limit (issue 39): end the call (408, as before), send them on to
 * another queue of the tenant, take a voicemail, or offer a callback. Pure, like the routing rules.
 */
export type OverflowKind = 'end' | 'queue' | 'voicemail' | 'callback';

export type QueueOverflowRule = {
  /** The queue's own limit; null: the service's (TELEPHONY_QUEUE_MAX_WAIT_SECONDS), which also caps it. */
  maxWaitSeconds: number | null;
  kind: OverflowKind;
  /** The queue a 'queue' overflow sends callers to. */
  targetQueueId: string | null;
};

/** The limit that holds for a queue: its own, never above the service's ceiling; none when neither is set. */
export function maxWaitMsOf(
  rule: QueueOverflowRule | undefined,
  ceilingSeconds?: number,
): number | undefined {
  const own = rule?.maxWaitSeconds ?? null;
  const seconds = own === null ? ceilingSeconds : Math.min(own, ceilingSeconds ?? own);
  return seconds === undefined ? undefined : seconds * 1000;
}

/** Since when the caller waits in the queue they are in now: the limit of each queue counts from there. */
export const queuedSince = (call: WaitingCall): number => call.overflow?.enteredAt ?? call.arrivedAt;

/** The waiting caller has waited this queue's limit (an offer ringing is left to ring). */
export const waitedLimit = (state: RoutingState, callId: string, now: number, maxWaitMs: number): boolean =>
  state.waiting.some((c) => c.callId === callId && now - queuedSince(c) >= maxWaitMs);

/**
 * Where a caller at the limit goes: the target queue unless the caller has already been there (a ring of
 * overflows must not send a caller round for ever), else the call ends. Voicemail and callback are the PBX's.
 */
export function overflowOf(
  rule: QueueOverflowRule | undefined,
  call: WaitingCall,
  queues: ReadonlyMap<string, unknown>,
): { kind: 'queue'; queueId: string } | { kind: Exclude<OverflowKind, 'queue'> } {
  if (!rule || rule.kind === 'end') return { kind: 'end' };
  if (rule.kind !== 'queue') return { kind: rule.kind };
  const target = rule.targetQueueId;
  const visited = call.overflow?.visited ?? [call.queueId];
  if (target === null || !queues.has(target) || visited.includes(target)) return { kind: 'end' };
  return { kind: 'queue', queueId: target };
}

/**
 * Moves a waiting caller to another queue: they queue there from now (its limit counts from now), in arrival
 * order among its callers, and keep their first arrival for the figures. Agents who let the call go are forgotten:
 * the target's agents are other people's choice.
 */
export function overflowToQueue(
  state: RoutingState,
  callId: string,
  targetId: string,
  now: number,
): RoutingState {
  const call = state.waiting.find((c) => c.callId === callId);
  if (!call) return state;
  const visited = [...(call.overflow?.visited ?? [call.queueId]), targetId];
  const rest = { ...state, waiting: state.waiting.filter((c) => c.callId !== callId) };
  const next = arrive(rest, callId, targetId, now, call.arrivedAt);
  return {
    ...next,
    waiting: next.waiting.map((c) =>
      c.callId === callId ? { ...c, overflow: { enteredAt: now, visited } } : c,
    ),
  };
}

/**
 * Whether setting `from`'s overflow to `to` makes a ring (the admin check): following the overflow targets from
 * `to` comes back to `from`. The router's own visited list still guards a ring made some other way.
 */
export function makesLoop(targets: ReadonlyMap<string, string | null>, from: string, to: string): boolean {
  const seen = new Set<string>();
  for (let at: string | null | undefined = to; at; at = targets.get(at)) {
    if (at === from) return true;
    if (seen.has(at)) return false;
    seen.add(at);
  }
  return false;
}
