import type { AgentStatus } from '../../../src/contracts/telephony/details';
import type { RoutingAgentState } from '../../../src/rules/call-routing';

export type AcdQueue = {
  id: number;
  tenantId: number;
  name: string;
  number: string;
  ringTimeoutSeconds: number;
  wrapUpSeconds: number;
};

export type AcdOptions = {
  /** One ring timeout for every queue (TELEPHONY_ACD_RING_TIMEOUT_SECONDS); each queue's own when absent. */
  ringTimeoutSeconds?: number;
  /** A caller waits this long at most (TELEPHONY_QUEUE_MAX_WAIT_SECONDS); unset, as long as the PBX lets them. */
  maxWaitSeconds?: number;
  log: (message: string, error?: unknown) => void;
  info?: (message: string) => void;
};

/**
 * The PBX's fr timer ends a ring at the ring timeout and reports it; the board's own timer is only the backstop
 * for a report that never comes, so it runs this much longer and one ring-out is never counted twice.
 */
export const boardBackstopMs = 3000;

/** The routing state of an agent's recorded status. */
export const routingStateOf = (status: AgentStatus): RoutingAgentState =>
  status.state === 'logged_out' ? 'offline' : status.state;
