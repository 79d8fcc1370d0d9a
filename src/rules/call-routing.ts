/**
 * Queue routing (ACD), as data in and data out: the service holds one RoutingState, feeds it agent state changes
 * and call events, and asks `route` which offers to make. Nothing here keeps time or talks to a PBX, so the same
 * rules run in a table test, in the service and in a bench.
 */
import {
  enqueue,
  missedReason,
  ringTimeoutOf,
  withAgent,
  type RoutingAgent,
  type WaitingCall,
  type Offer,
  type RoutingState,
} from './routing-state';

export {
  createRoutingState,
  defaultRingTimeoutMs,
  missedPauseCode,
  missedReason,
  ringTimeoutOf,
  setAgentState,
  upsertAgent,
  type Offer,
  type RoutingAgent,
  type RoutingAgentState,
  type RoutingQueue,
  type RoutingState,
  type WaitingCall,
} from './routing-state';

export function arrive(
  state: RoutingState,
  callId: string,
  queueId: string,
  now: number,
  arrivedAt = now,
): RoutingState {
  const call = { callId, queueId, arrivedAt, seenAt: now, tried: [] };
  return { ...state, waiting: enqueue(state.waiting, call) };
}

/**
 * The queue's longest-idle Ready agent, preferring those who have not yet let this call go; an agent who did is
 * only asked again when nobody else is free, so a lone agent who missed a call still gets it once back to Ready.
 */
export function pickAgent(state: RoutingState, call: WaitingCall): RoutingAgent | null {
  let best: RoutingAgent | null = null;
  let bestTried = true;
  for (const id of state.members.get(call.queueId) ?? []) {
    const agent = state.agents.get(id);
    if (agent?.state !== 'ready') continue;
    const tried = call.tried.includes(id);
    if (
      best === null ||
      (bestTried && !tried) ||
      (tried === bestTried && agent.readySince < best.readySince)
    ) {
      best = agent;
      bestTried = tried;
    }
  }
  return best;
}

/** The offers to make now: each waiting caller in arrival order to their queue's longest-idle free agent. */
export function route(state: RoutingState, now: number): { state: RoutingState; offers: Offer[] } {
  if (state.waiting.length === 0) return { state, offers: [] };
  let agents: Map<string, RoutingAgent> | null = null;
  const offers: Offer[] = [];
  const waiting: WaitingCall[] = [];
  // A queue with nobody free stays so for the rest of this pass: later callers of it are not searched again.
  const full = new Set<string>();
  for (const call of state.waiting) {
    const agent = full.has(call.queueId) ? null : pickAgent(agents ? { ...state, agents } : state, call);
    if (!agent) {
      full.add(call.queueId);
      waiting.push(call);
      continue;
    }
    agents ??= new Map(state.agents);
    agents.set(agent.id, { ...agent, state: 'offered' });
    const expiresAt = now + ringTimeoutOf(state.queues.get(call.queueId));
    offers.push({ ...call, agentId: agent.id, offeredAt: now, expiresAt, delivered: false });
  }
  if (!agents) return { state, offers };
  const offerMap = new Map(state.offers);
  for (const offer of offers) offerMap.set(offer.callId, offer);
  return { state: { ...state, agents, waiting, offers: offerMap }, offers };
}

/**
 * Takes an offer back: the call returns to the head of its queue with the agent noted as tried. Its lease starts
 * afresh: the PBX asks again only after this report (a second's pause after a reject), not within the lease.
 */
function takeBack(state: RoutingState, callId: string, agent: RoutingAgent, now: number): RoutingState {
  const offer = state.offers.get(callId);
  if (!offer) return state;
  const offers = new Map(state.offers);
  offers.delete(callId);
  const { callId: id, queueId, arrivedAt, tried } = offer;
  const call: WaitingCall = { callId: id, queueId, arrivedAt, seenAt: now, tried: [...tried, offer.agentId] };
  if (offer.overflow) call.overflow = offer.overflow;
  return { ...withAgent(state, agent), offers, waiting: enqueue(state.waiting, call, true) };
}

/** No answer within the ring timeout: the agent goes Not ready "Missed" and the next agent is asked. */
export function onOfferTimeout(state: RoutingState, callId: string, now: number): RoutingState {
  const offer = state.offers.get(callId);
  const agent = offer && state.agents.get(offer.agentId);
  if (!agent) return state;
  return takeBack(
    state,
    callId,
    { ...agent, state: 'not_ready', reason: missedReason, missed: agent.missed + 1 },
    now,
  );
}

/**
 * The ring timeout passed with no word from the PBX (it reports a ring-out itself): nothing proves the agent's
 * phone rang, so the call goes back to the queue and the agent stays as free as before, with no miss counted.
 */
export function onOfferLapsed(state: RoutingState, callId: string, now: number): RoutingState {
  const offer = state.offers.get(callId);
  const agent = offer && state.agents.get(offer.agentId);
  if (!agent) return state;
  const free = agent.state === 'offered' ? 'ready' : agent.state;
  return takeBack(state, callId, { ...agent, state: free }, now);
}

/**
 * The agent's console is gone: they go offline, an offer to them goes back to the queue uncounted, and the calls
 * they held are theirs no more (the board forgets them; the call logs are ended by the service).
 */
export function onAgentGone(state: RoutingState, agentId: string, now: number): RoutingState {
  const agent = state.agents.get(agentId);
  if (!agent) return state;
  let next = state;
  for (const offer of state.offers.values())
    if (offer.agentId === agentId) next = onOfferLapsed(next, offer.callId, now);
  const connected = new Map([...next.connected].filter(([, id]) => id !== agentId));
  return withAgent({ ...next, connected }, { ...agent, state: 'offline', reason: null });
}

/** The agent declined: counted, and the agent goes to the back of the idle order rather than out of Ready. */
export function onReject(state: RoutingState, callId: string, now: number): RoutingState {
  const offer = state.offers.get(callId);
  const agent = offer && state.agents.get(offer.agentId);
  if (!agent) return state;
  const declined = { ...agent, state: 'ready' as const, readySince: now, rejected: agent.rejected + 1 };
  return takeBack(state, callId, declined, now);
}

export function onAnswer(state: RoutingState, callId: string): RoutingState {
  const offer = state.offers.get(callId);
  const agent = offer && state.agents.get(offer.agentId);
  if (!agent) return state;
  const offers = new Map(state.offers);
  offers.delete(callId);
  const connected = new Map(state.connected).set(callId, agent.id);
  return { ...withAgent(state, { ...agent, state: 'on_call' }), offers, connected };
}

/**
 * The caller hung up (or the call ended): a waiting caller leaves the queue; an agent who was only being offered
 * the call is free again with their idle time kept; an agent on the call goes to wrap-up.
 */
export function onHangup(state: RoutingState, callId: string): RoutingState {
  const waiting = state.waiting.filter((c) => c.callId !== callId);
  const offer = state.offers.get(callId);
  const agentId = offer?.agentId ?? state.connected.get(callId);
  const agent = agentId === undefined ? undefined : state.agents.get(agentId);
  const offers = new Map(state.offers);
  offers.delete(callId);
  const connected = new Map(state.connected);
  connected.delete(callId);
  const base = { ...state, waiting, offers, connected };
  // An agent reported free meanwhile (and perhaps offered another call) is left as they are.
  if (!agent || (!offer && agent.state !== 'on_call')) return base;
  return withAgent(base, { ...agent, state: offer ? 'ready' : 'wrap_up' });
}

/** 1-based place of a waiting caller among their queue's callers, or 0 when the call is not waiting. */
export function waitPosition(state: RoutingState, callId: string): number {
  const call = state.waiting.find((c) => c.callId === callId);
  if (!call) return 0;
  let position = 0;
  for (const c of state.waiting) {
    if (c.queueId === call.queueId) position++;
    if (c === call) return position;
  }
  return 0;
}
