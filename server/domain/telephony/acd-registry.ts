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
};

// Per domain context, like the workflow bus: each test app has its own router, and none leaks into another.
const routers = new WeakMap<DomainContext, AcdHooks>();
const listeners = new WeakMap<DomainContext, Set<AgentStatusListener>>();

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
  let set = listeners.get(ctx);
  if (!set) listeners.set(ctx, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

export function publishAgentStatus(ctx: DomainContext, userId: number, status: AgentStatus): void {
  for (const listener of listeners.get(ctx) ?? []) listener(userId, status);
}
