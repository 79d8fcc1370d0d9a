/** The router's state (agents, queues, waiting callers, offers) and the agent-side changes to it; call-routing.ts routes. */
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

export const withAgent = (state: RoutingState, agent: RoutingAgent): RoutingState => ({
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
export function enqueue(waiting: readonly WaitingCall[], call: WaitingCall, returned = false): WaitingCall[] {
  const list = [...waiting];
  let i = list.length;
  const behind = (other: WaitingCall) =>
    returned ? other.arrivedAt >= call.arrivedAt : other.arrivedAt > call.arrivedAt;
  while (i > 0 && behind(list[i - 1])) i--;
  list.splice(i, 0, call);
  return list;
}
