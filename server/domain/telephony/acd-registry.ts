import type { AgentStatus, LiveAgentState } from '../../../src/contracts/telephony/details';
import type { DomainContext } from '../context';

/** What the rest of the telephony area tells the queue router, without importing it (it imports them). */
export type AcdHooks = {
  agentChanged: (userId: number, status: AgentStatus) => void;
  /** The agent's call log says a call of theirs started (live) or ended. */
  directCall: (userId: number, live: boolean) => void;
  liveAgent: (
    userId: number,
  ) => { state: LiveAgentState; since: string | null; missed: number; rejected: number } | undefined;
  liveQueue: (queueId: number) => { waiting: number; longest_wait_seconds: number };
  /** The agent's console is gone (console-liveness.ts): offline, and the router lets go of their calls. */
  agentGone: (userId: number) => void;
  /** This supervisor began (open) or ended monitoring a call (issue 39): no queue calls or callbacks meanwhile. */
  monitoring: (userId: number, open: boolean) => void;
  /** Who the router holds back as monitoring now. */
  monitoringUsers: () => number[];
  /** A queue's wait limit or overflow was changed (issue 39): the router applies it to the next question. */
  overflowChanged?: (
    queueId: number,
    rule: { maxWaitSeconds: number | null; overflow: string; overflowQueueId: number | null },
  ) => void;
};

// Per domain context, like the workflow bus: each test app has its own router, and none leaks into another.
const routers = new WeakMap<DomainContext, AcdHooks>();

export const acdOf = (ctx: DomainContext): AcdHooks | undefined => routers.get(ctx);

export function registerAcd(ctx: DomainContext, hooks: AcdHooks): () => void {
  routers.set(ctx, hooks);
  return () => {
    if (routers.get(ctx) === hooks) routers.delete(ctx);
  };
}

export type AgentStatusListener = (userId: number, status: AgentStatus) => void;

/** A state the service set for an agent (Missed): the push channel tells that agent's consoles. */
export function subscribeAgentStatus(ctx: DomainContext, listener: AgentStatusListener): () => void {
  return ctx.bus.subscribe('agent-status', (message) => listener(message.userId, message.status));
}

/** Through the bus: the agent's console may be connected to another instance than the one that routed the call. */
export function publishAgentStatus(ctx: DomainContext, userId: number, status: AgentStatus): void {
  ctx.bus.publish({ topic: 'agent-status', userId, status });
}
