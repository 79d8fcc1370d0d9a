import type { RoutingAgentState } from '../../../src/rules/call-routing';
import type { RoutingBoard } from './routing-board';

type FloorOptions = {
  /** The tenant of a queue (the board knows queues by id only). */
  tenantOf: (queueId: string) => number | undefined;
  /** The tenants whose floor (waiting callers, their agents' states) a change altered. */
  changed: (tenantIds: number[]) => void;
};

/** Per tenant, what its supervisors see live: each queue's callers and each member agent's state. */
function floorSignatures(board: RoutingBoard, tenantOf: FloorOptions['tenantOf']): Map<number, string> {
  const parts = new Map<number, string[]>();
  const add = (queueId: string, part: string) => {
    const tenant = tenantOf(queueId);
    if (tenant !== undefined) parts.set(tenant, [...(parts.get(tenant) ?? []), part]);
  };
  const state = board.snapshot();
  for (const agent of state.agents.values())
    for (const q of agent.queues) add(q, `${agent.id}=${agent.state}`);
  for (const call of [...state.waiting, ...state.offers.values()]) add(call.queueId, `call ${call.callId}`);
  return new Map([...parts].map(([tenant, list]) => [tenant, list.sort().join(';')]));
}

/**
 * The queue router's live views for the supervisor (Queues live, the wallboard): each agent's state with when it
 * began, and each queue's waiting callers. `note` is called after every change the board makes, and tells
 * `floor.changed` the tenants whose live view it changed.
 */
export function liveViews(board: RoutingBoard, floor?: FloorOptions) {
  let signatures = floor ? floorSignatures(board, floor.tenantOf) : new Map<number, string>();
  // At start the recorded status row's time is when the state began (readySince carries it); with no row there
  // is no telling, and the view shows a dash rather than the minutes since this service started.
  const since = new Map<string, { state: RoutingAgentState; at: number | null }>();
  for (const agent of board.snapshot().agents.values())
    since.set(agent.id, { state: agent.state, at: agent.readySince > 0 ? agent.readySince : null });
  return {
    note() {
      const now = Date.now();
      for (const agent of board.snapshot().agents.values())
        if (since.get(agent.id)?.state !== agent.state) since.set(agent.id, { state: agent.state, at: now });
      if (!floor) return;
      const next = floorSignatures(board, floor.tenantOf);
      const changed = [...new Set([...next.keys(), ...signatures.keys()])].filter(
        (tenant) => next.get(tenant) !== signatures.get(tenant),
      );
      signatures = next;
      if (changed.length > 0) floor.changed(changed);
    },
    liveAgent(userId: number) {
      const agent = board.snapshot().agents.get(String(userId));
      if (!agent) return undefined;
      const at = since.get(agent.id)?.at;
      return { ...agent, since: at === undefined || at === null ? null : new Date(at).toISOString() };
    },
    liveQueue(queueId: number, now = Date.now()) {
      const id = String(queueId);
      const state = board.snapshot();
      // A caller being offered to an agent still waits for an answer, so it counts as waiting.
      const arrivals = [...state.waiting, ...state.offers.values()]
        .filter((c) => c.queueId === id)
        .map((c) => c.arrivedAt);
      const oldest = arrivals.length === 0 ? now : Math.min(...arrivals);
      return {
        waiting: arrivals.length,
        longest_wait_seconds: Math.max(0, Math.floor((now - oldest) / 1000)),
      };
    },
  };
}
