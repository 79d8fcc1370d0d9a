import {
  arrive,
  createRoutingState,
  onAnswer,
  onHangup,
  onOfferTimeout,
  onReject,
  route,
  setAgentState,
  upsertAgent,
  waitPosition,
  type Offer,
  type RoutingAgent,
  type RoutingAgentState,
  type RoutingQueue,
  type RoutingState,
} from '../../../src/rules/call-routing';

/** What the PBX is told for a caller: ring this extension, or keep the caller waiting at this place. */
export type RouteDecision = { extension: string | null; wait_position: number };

export type RoutingBoardOptions = {
  queues: readonly RoutingQueue[];
  agents: readonly RoutingAgent[];
  now?: () => number;
  /** An offer was made (the PBX may be pushed to ring rather than wait for its next question). */
  onOffer?: (offer: Offer, extension: string) => void;
  /** An agent let an offer ring out: the service records them Not ready "Missed" where the console will see it. */
  onMissed?: (agent: RoutingAgent, callId: string) => void;
};

export type RoutingBoard = ReturnType<typeof createRoutingBoard>;

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

  const timeout = (callId: string) => {
    timers.delete(callId);
    const offer = state.offers.get(callId);
    if (!offer) return;
    state = onOfferTimeout(state, callId);
    const agent = state.agents.get(offer.agentId);
    if (agent) options.onMissed?.(agent, callId);
    pass();
  };

  /** Runs the rules after a change and starts a ring timer for each new offer. */
  const pass = () => {
    const result = route(state, now());
    state = result.state;
    for (const offer of result.offers) {
      stopTimer(offer.callId);
      timers.set(
        offer.callId,
        setTimeout(() => timeout(offer.callId), offer.expiresAt - offer.offeredAt),
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

  const decisionFor = (callId: string): RouteDecision => {
    const agentId = state.offers.get(callId)?.agentId ?? state.connected.get(callId);
    const extension = agentId === undefined ? null : (state.agents.get(agentId)?.extension ?? null);
    return { extension, wait_position: extension === null ? waitPosition(state, callId) : 0 };
  };

  return {
    /**
     * What the PBX asks for a caller of a queue's number: a call not seen before joins the queue; the answer is
     * the extension offered the call now, or the caller's place in the queue. Asking again is safe.
     */
    decideOffer(queueNumber: string, callId: string): RouteDecision | null {
      const queueId = byNumber.get(queueNumber);
      if (queueId === undefined) return null;
      // A question repeated after the answer must not queue the caller a second time.
      const known =
        state.offers.has(callId) ||
        state.connected.has(callId) ||
        state.waiting.some((c) => c.callId === callId);
      if (!known) apply(arrive(state, callId, queueId, now()));
      return decisionFor(callId);
    },
    agentState(agentId: string, next: RoutingAgentState, reason: string | null = null) {
      apply(setAgentState(state, agentId, next, now(), reason));
    },
    upsertAgent(agent: RoutingAgent) {
      apply(upsertAgent(state, agent));
    },
    /** The PBX saw the offer ring out before this board's own timer did: the same as that timer firing. */
    missed(callId: string) {
      stopTimer(callId);
      timeout(callId);
    },
    answered(callId: string) {
      apply(onAnswer(state, callId), callId);
    },
    rejected(callId: string) {
      apply(onReject(state, callId, now()), callId);
    },
    hungUp(callId: string) {
      apply(onHangup(state, callId), callId);
    },
    snapshot: (): RoutingState => state,
    close() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
