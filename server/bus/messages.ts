import type { AgentStatus } from '../../src/contracts/telephony/details';
import type { CallbackOffer } from '../../src/contracts/telephony/callbacks';
import type { MonitorPush } from '../../src/contracts/telephony/monitor';
import type { WorkflowChange } from '../../src/contracts/workflow/cases';

/** One session (sign-out), or every session of a user but perhaps the caller's own (password change or reset). */
export type Revocation = { sessionId: number } | { userId: number; exceptSessionId?: number };

/** "This session has the record open" (renewed every 10 s) or "left it". */
export type PresenceSeat = {
  state: 'open' | 'closed';
  record_id: number;
  tenant_id: number;
  session_id: number;
  viewer: { user_id: number; name: string };
};

/**
 * The in-memory caches of every instance: sessions (key: session id), ReadCaches, classifications, and a
 * tenant's own prompts (key: tenant id; issue 39).
 */
export type CacheName =
  'sessions' | 'roleMaps' | 'roleNames' | 'tenantTree' | 'userTenants' | 'classifications' | 'prompts';

/**
 * Everything one instance tells the others. Plain JSON: on PostgreSQL it travels as text through NOTIFY (or the
 * bus_messages table when too large), so nothing here may hold a Date, a Map or a function.
 */
export type BusMessage =
  | { topic: 'workflow'; change: WorkflowChange }
  /** A viewer's seat on a record: every instance applies it to its own board (see presence-board.ts). */
  | { topic: 'presence'; seat: PresenceSeat }
  | { topic: 'agent-status'; userId: number; status: AgentStatus }
  /** Issue 39: a callback request rings this agent's dock (null: the offer is withdrawn). */
  | { topic: 'callback-offer'; userId: number; offer: CallbackOffer | null }
  /** Issue 39: an agent took or declined a callback offer on this instance; the instance that made it lets go. */
  | { topic: 'callback-answer'; callbackId: number; userId: number; answer: 'taken' | 'declined' }
  /** A supervisor starts, switches or stops monitoring this agent's call (issue 39). */
  | { topic: 'monitor'; userId: number; push: MonitorPush }
  /**
   * The floor of these tenants changed (a caller queued or left, an agent's state): their supervisors' Queues live
   * and wallboards read it again at once rather than at their next poll (issue 39: "pushed live").
   */
  | { topic: 'queue-live'; tenantIds: number[] }
  /** This supervisor's monitoring session began or ended: queue routers skip them while one is open. */
  | { topic: 'monitoring'; userId: number; open: boolean }
  | { topic: 'revocation'; revocation: Revocation }
  /** key absent: the whole cache. */
  | { topic: 'cache'; cache: CacheName; key?: number };

export type Topic = BusMessage['topic'];
export type MessageOf<T extends Topic> = Extract<BusMessage, { topic: T }>;
export type BusListener<T extends Topic> = (message: MessageOf<T>) => void;

/**
 * Change notifications and cache invalidation between the instances sharing one database. publish delivers to
 * this instance's listeners at once (synchronously, so a caller's own stream sees its change before the answer)
 * and to the other instances after; call it only after the transaction committed.
 */
export type Bus = {
  readonly kind: 'memory' | 'postgres';
  /** Tags every message sent, so an instance can ignore its own echo. */
  readonly instanceId: string;
  publish: (message: BusMessage) => void;
  subscribe: <T extends Topic>(topic: T, listener: BusListener<T>) => () => void;
  /**
   * Called after the link to the other instances was down and is back: messages sent meanwhile are lost, so
   * whatever they would have invalidated must be dropped wholesale.
   */
  onResync: (listener: () => void) => () => void;
  /** Waits for messages still being sent, then stops listening. */
  close: () => Promise<void>;
};
