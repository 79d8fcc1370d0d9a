import { lapsedCalls, touch, waitingLeaseMs } from '../../../src/rules/call-lease';
import {
  arrive,
  createRoutingState,
  onAnswer,
  onAgentGone,
  onHangup,
  onOfferLapsed,
  onOfferTimeout,
  onReject,
  route,
  setAgentState,
  upsertAgent,
  waitPosition,
  type RoutingAgent,
  type RoutingAgentState,
  type RoutingState,
} from '../../../src/rules/call-routing';
import { overflowOf, overflowToQueue, waitedLimit } from '../../../src/rules/queue-overflow';
import type { RouteDecision, RoutingBoardOptions } from './routing-board-options';

export type { RouteDecision, RoutingBoardOptions } from './routing-board-options';

export type RoutingBoard = ReturnType<typeof createRoutingBoard>;

/** How many lapsed callers' arrival times the board keeps (see lapsedArrivals). */
const maxLapsedArrivals = 1000;

/**
 * The live routing state of one service instance: the pure rules of call-routing plus the clock. Every change is
 * followed by a routing pass, and every offer made gets its ring-timeout timer here, so the rules stay timeless.
 */
export function createRoutingBoard(options: RoutingBoardOptions) {
  const now = options.now ?? Date.now;
  let state: RoutingState = createRoutingState(options.queues, options.agents);
  const byNumber = new Map(options.queues.map((q) => [q.number, q.id]));
  const timers = new Map<string, ReturnType<typeof setTimeout>>();

  const stopTimer = (callId: string) => {
    const timer = timers.get(callId);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(callId);
  };

  /** The PBX reported a ring-out: the agent missed the call. */
  const missed = (callId: string) => {
    stopTimer(callId);
    const offer = state.offers.get(callId);
    if (!offer) return;
    state = onOfferTimeout(state, callId, now());
    const agent = state.agents.get(offer.agentId);
    if (agent) options.onMissed?.(agent, callId);
    pass();
  };

  /** The backstop: no report came, so nothing shows the phone rang; the call goes back, nobody's miss. */
  const lapsed = (callId: string) => {
    timers.delete(callId);
    if (!state.offers.has(callId)) return;
    state = onOfferLapsed(state, callId, now());
    pass();
  };

  // Supervisors monitoring a call (issue 39): not offered calls while it lasts, as if on one, but their own state
  // (Ready, with its idle time) is kept for when it ends.
  const monitoring = new Set<string>();

  /** Runs the rules after a change and starts a ring timer for each new offer. */
  const pass = () => {
    const held = [...monitoring].flatMap((id) => {
      const agent = state.agents.get(id);
      return agent?.state === 'ready' ? [agent] : [];
    });
    const withAgents = (from: RoutingState, as: (agent: RoutingAgent) => RoutingAgent): RoutingState => {
      if (held.length === 0) return from;
      const agents = new Map(from.agents);
      for (const agent of held) agents.set(agent.id, as(agent));
      return { ...from, agents };
    };
    const result = route(
      withAgents(state, (a) => ({ ...a, state: 'on_call' })),
      now(),
    );
    state = withAgents(result.state, (a) => a);
    for (const offer of result.offers) {
      stopTimer(offer.callId);
      timers.set(
        offer.callId,
        setTimeout(() => lapsed(offer.callId), offer.expiresAt - offer.offeredAt),
      );
      const extension = state.agents.get(offer.agentId)?.extension;
      if (extension !== undefined) options.onOffer?.(offer, extension);
    }
  };

  const apply = (next: RoutingState, callId?: string) => {
    if (callId !== undefined) stopTimer(callId);
    state = next;
    pass();
  };

  // When each caller dropped for a lapsed lease first arrived, should the PBX ask about them again.
  const lapsedArrivals = new Map<string, number>();

  // Each second, like the PBX's own questions: a lapsed caller is gone within a second of its lease.
  const leaseSweep = setInterval(() => board.sweep(), 1000);
  leaseSweep.unref?.();

  const decisionFor = (callId: string): RouteDecision => {
    const agentId = state.offers.get(callId)?.agentId ?? state.connected.get(callId);
    const extension = agentId === undefined ? null : (state.agents.get(agentId)?.extension ?? null);
    return { extension, wait_position: extension === null ? waitPosition(state, callId) : 0 };
  };

  const limitOf = (queueId: string): number | undefined => {
    const own = options.overflow?.get(queueId)?.maxWaitSeconds;
    if (own === undefined || own === null) return options.maxWaitMs;
    return Math.min(own * 1000, options.maxWaitMs ?? Infinity);
  };

  /** A waiting caller past their queue's limit: sent on to the overflow queue, or out of the queues. */
  const limitReached = (callId: string): RouteDecision | null => {
    const call = state.waiting.find((c) => c.callId === callId);
    const limit = call && limitOf(call.queueId);
    if (!call || limit === undefined || !waitedLimit(state, callId, now(), limit)) return null;
    const next = overflowOf(options.overflow?.get(call.queueId), call, state.queues);
    if (next.kind === 'queue') {
      apply(overflowToQueue(state, callId, next.queueId, now()));
      options.onOverflowed?.(callId, call.queueId, next.queueId);
      return null;
    }
    apply(onHangup(state, callId), callId);
    options.onDropped?.(callId, 'gave_up');
    const gone: RouteDecision = { extension: null, wait_position: 0, give_up: true };
    return next.kind === 'end' ? gone : { ...gone, overflow: next.kind };
  };

  const board = {
    /**
     * What the PBX asks for a caller of a queue's number: a call not seen before joins the queue; the answer is
     * the extension offered the call now, or the caller's place in the queue. Asking again is safe.
     */
    decideOffer(
      queueNumber: string,
      callId: string,
      /** A callback request (issue 39): its caller's first arrival, and no wait limit (nobody is on the line). */
      callback?: { arrivedAt: number },
    ): RouteDecision | null {
      const queueId = byNumber.get(queueNumber);
      if (queueId === undefined) return null;
      // A question repeated after the answer must not queue the caller a second time.
      const known =
        state.offers.has(callId) ||
        state.connected.has(callId) ||
        state.waiting.some((c) => c.callId === callId);
      if (!known) {
        // A caller dropped for a lapsed lease who is asked about again was there all along (a slow PBX): their
        // wait counts from their first arrival, so the wait limit still holds.
        apply(arrive(state, callId, queueId, now(), callback?.arrivedAt ?? lapsedArrivals.get(callId)));
        lapsedArrivals.delete(callId);
      }
      const atLimit = callback ? null : limitReached(callId);
      if (atLimit) return atLimit;
      state = touch(state, callId, now());
      return decisionFor(callId);
    },
    agentState(agentId: string, next: RoutingAgentState, reason: string | null = null) {
      apply(setAgentState(state, agentId, next, now(), reason));
    },
    /** A supervisor began or ended monitoring a call: held back from offers meanwhile, then offered again. */
    monitoring(agentId: string, open: boolean) {
      if (open === monitoring.has(agentId)) return;
      if (open) monitoring.add(agentId);
      else monitoring.delete(agentId);
      pass();
    },
    monitoringAgents: (): string[] => [...monitoring],
    upsertAgent(agent: RoutingAgent) {
      apply(upsertAgent(state, agent));
    },
    /** The PBX saw the offer ring out (only the PBX knows the phone rang, so only its report is a miss). */
    missed,
    /** The agent's console is gone: offline, and the board lets go of their offer and calls. */
    agentGone(agentId: string) {
      for (const offer of state.offers.values()) if (offer.agentId === agentId) stopTimer(offer.callId);
      apply(onAgentGone(state, agentId, now()));
    },
    /** Drops the callers whose lease ran out; the service runs it each second (leaseSweep). */
    sweep() {
      for (const callId of lapsedCalls(state, now(), options.leaseMs ?? waitingLeaseMs)) {
        const arrivedAt = state.waiting.find((c) => c.callId === callId)?.arrivedAt;
        if (arrivedAt !== undefined) lapsedArrivals.set(callId, arrivedAt);
        // Bounded: callers that never come back are forgotten oldest first.
        for (const old of lapsedArrivals.keys()) {
          if (lapsedArrivals.size <= maxLapsedArrivals) break;
          lapsedArrivals.delete(old);
        }
        apply(onHangup(state, callId), callId);
        options.onDropped?.(callId, 'lapsed');
      }
    },
    answered(callId: string) {
      apply(onAnswer(state, callId), callId);
    },
    rejected(callId: string) {
      apply(onReject(state, callId, now()), callId);
    },
    hungUp(callId: string) {
      lapsedArrivals.delete(callId);
      apply(onHangup(state, callId), callId);
    },
    snapshot: (): RoutingState => state,
    close() {
      clearInterval(leaseSweep);
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
  return board;
}
