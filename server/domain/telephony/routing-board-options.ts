import type { Offer, RoutingAgent, RoutingQueue } from '../../../src/rules/call-routing';
import type { QueueOverflowRule } from '../../../src/rules/queue-overflow';

/**
 * What the PBX is told for a caller: ring this extension, or keep the caller waiting at this place, or (give_up)
 * end the call: the caller waited the queue's limit and has left the queue.
 */
export type RouteDecision = {
  extension: string | null;
  wait_position: number;
  give_up?: true;
  /** With give_up: the caller goes to the queue's voicemail or callback offer rather than being sent away. */
  overflow?: 'voicemail' | 'callback';
};

export type RoutingBoardOptions = {
  queues: readonly RoutingQueue[];
  agents: readonly RoutingAgent[];
  now?: () => number;
  /** A waiting caller the PBX has not asked about for this long is dropped (call-lease). */
  leaseMs?: number;
  /** A waiting caller is told to give up after this long (TELEPHONY_QUEUE_MAX_WAIT_SECONDS); unset, never. */
  maxWaitMs?: number;
  /** Per queue id, its own limit (capped by maxWaitMs) and what happens at it (issue 39); absent: maxWaitMs, end. */
  overflow?: ReadonlyMap<string, QueueOverflowRule>;
  /** A caller at a queue's limit was sent on to another queue (arrival time kept). */
  onOverflowed?: (callId: string, fromQueueId: string, toQueueId: string) => void;
  /** A caller left the queue without a hang-up report: their lease ran out, or they waited the limit. */
  onDropped?: (callId: string, why: 'lapsed' | 'gave_up') => void;
  /** An offer was made (the PBX may be pushed to ring rather than wait for its next question). */
  onOffer?: (offer: Offer, extension: string) => void;
  /** An agent let an offer ring out: the service records them Not ready "Missed" where the console will see it. */
  onMissed?: (agent: RoutingAgent, callId: string) => void;
};
