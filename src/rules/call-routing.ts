/**
 * Queue routing (ACD), as data in and data out: the service holds one RoutingState, feeds it agent state changes
 * and call events, and asks `route` which offers to make. Nothing here keeps time or talks to a PBX, so the same
 * rules run in a table test, in the service and in a bench.
 */
export type RoutingAgentState = 'ready' | 'not_ready' | 'on_call' | 'wrap_up' | 'offered' | 'offline';

export type RoutingAgent = {
  id: string;
  extension: string;
  state: RoutingAgentState;
  /** When the agent last became Ready: the smallest value is the longest-idle agent. */
  readySince: number;
  queues: readonly string[];
  reason: string | null;
  missed: number;
  rejected: number;
};

export type RoutingQueue = { id: string; number: string; ringTimeoutMs?: number };

/**
 * A caller in a queue; `tried` are the agents who already let this call go (preferred last). `seenAt` is when the
 * PBX last asked about the call: it asks each second while the caller waits, so a call it stopped asking about
 * is one whose caller is gone (a CANCEL or a 408 it never reported, a lost connection, a restarted PBX).
 */
export type WaitingCall = {
  callId: string;
  queueId: string;
  arrivedAt: number;
  seenAt: number;
  tried: readonly string[];
  /** Sent on from another queue at its limit (queue-overflow.ts); arrivedAt stays the first arrival. */
  overflow?: { enteredAt: number; visited: readonly string[] };
};

/** `delivered`: the PBX was told to ring the agent; until then the caller's lease still runs. */
export type Offer = WaitingCall & {
  agentId: string;
  offeredAt: number;
  expiresAt: number;
  delivered: boolean;
};

export type RoutingState = {
  agents: ReadonlyMap<string, RoutingAgent>;
  queues: ReadonlyMap<string, RoutingQueue>;
  /** Agent ids per queue id, so one decision looks at the queue's members only. */
  members: ReadonlyMap<string, readonly string[]>;
  /** Oldest first; a call taken back from an agent keeps its arrival time, so it goes back to the head. */
  waiting: readonly WaitingCall[];
  offers: ReadonlyMap<string, Offer>;
  /** Answered calls: call id → agent id, so a hang-up knows whom to free. */
  connected: ReadonlyMap<string, string>;
};

export const defaultRingTimeoutMs = 20_000;
export const missedReason = 'Missed';
/** The pause code the router records for an offer that rang out: shown to the agent, never chosen by them. */
export const missedPauseCode = 'MISSED';

export const ringTimeoutOf = (queue: RoutingQueue | undefined): number =>
  queue?.ringTimeoutMs ?? defaultRingTimeoutMs;

function indexMembers(agents: Iterable<RoutingAgent>): Map<string, string[]> {
  const members = new Map<string, string[]>();
  for (const agent of agents)
    for (const queueId of agent.queues) {
      const list = members.get(queueId);
      if (list) list.push(agent.id);
      else members.set(queueId, [agent.id]);
    }
  return members;
}

export function createRoutingState(
  queues: readonly RoutingQueue[],
  agents: readonly RoutingAgent[],
): RoutingState {
  return {
    agents: new Map(agents.map((a) => [a.id, a])),
    queues: new Map(queues.map((q) => [q.id, q])),
    members: indexMembers(agents),
    waiting: [],
    offers: new Map(),
    connected: new Map(),
  };
}

/** Adds or replaces an agent (their queues may have changed, so the member index is rebuilt). */
export function upsertAgent(state: RoutingState, agent: RoutingAgent): RoutingState {
  const agents = new Map(state.agents).set(agent.id, agent);
  return { ...state, agents, members: indexMembers(agents.values()) };
}

const withAgent = (state: RoutingState, agent: RoutingAgent): RoutingState => ({
  ...state,
  agents: new Map(state.agents).set(agent.id, agent),
});

/**
 * An agent state the console or the service reports. Becoming Ready (from anything else) starts the idle clock;
 * a state change while holding an offer is ignored, because the offer's own answer, reject or timeout decides.
 */
export function setAgentState(
  state: RoutingState,
  agentId: string,
  next: RoutingAgentState,
  now: number,
  reason: string | null = null,
): RoutingState {
  const agent = state.agents.get(agentId);
  if (!agent || agent.state === 'offered' || next === 'offered') return state;
  const readySince = next === 'ready' && agent.state !== 'ready' ? now : agent.readySince;
  return withAgent(state, { ...agent, state: next, readySince, reason: next === 'ready' ? null : reason });
}

/**
 * Inserts keeping arrival order (a returned call is older than the callers who came after it). A returned call
 * also goes ahead of callers who arrived in the same millisecond: it was at the head when it was offered.
 */
function enqueue(waiting: readonly WaitingCall[], call: WaitingCall, returned = false): WaitingCall[] {
  const list = [...waiting];
  let i = list.length;
  const behind = (other: WaitingCall) =>
    returned ? other.arrivedAt >= call.arrivedAt : other.arrivedAt > call.arrivedAt;
  while (i > 0 && behind(list[i - 1])) i--;
  list.splice(i, 0, call);
  return list;
}

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
