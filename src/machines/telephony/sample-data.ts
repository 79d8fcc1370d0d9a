import type { QueueStats } from '../../contracts/telephony/calls';
import type { AgentStatus } from '../../contracts/telephony/details';
import { defaultTelephonyTimers } from '../../rules/telephony';
import type { PublicDetails } from '../../contracts/telephony/types';

/** Realistic answers for graph traversal, the debug panel's replay and the driver tests. */
export const sampleTelephonyDetails: PublicDetails = {
  ws_uri: 'wss://pbx.ubuntubenefits.co.za/ws',
  sip_domain: 'pbx.ubuntubenefits.co.za',
  sip_ext: '1003',
  uri: 'sip:1003@pbx.ubuntubenefits.co.za',
  authorization_user: '1893456000:1003',
  expires_at: '2030-01-01T00:00:00.000Z',
  display_name: 'Naledi Mokoena',
  agent_queues: [{ id: 1, name: 'Member Services – Pretoria' }],
  pause_codes: [
    { code: 'LUNCH', reason: 'Lunch' },
    { code: 'TRAINING', reason: 'Training' },
    { code: 'MISSED', reason: 'Missed' },
  ],
  dispositions: [
    { code: 'RESOLVED', label: 'Query resolved on the call', system: false },
    { code: 'CASE_LOGGED', label: 'Case logged for follow-up', system: false },
    { code: 'SYS_TRANSPORT_LOST', label: 'Call lost: connection dropped', system: true },
  ],
  timers: defaultTelephonyTimers,
  line: {
    queue: { id: 1, name: 'Member Services – Pretoria', number: '5001' },
    caller_id: '5001',
    sip_ext: '1003',
    ring_timeout_seconds: 20,
    wrap_up_seconds: 0,
    member_of_queue: true,
  },
};

export const sampleAgentStatus = (
  state: AgentStatus['state'],
  pause_code: string | null = null,
): AgentStatus => ({
  state,
  pause_code,
  pause_reason: pause_code,
  previous_pause_code: null,
  previous_pause_reason: null,
  updated_at: '2026-11-23T08:00:00.000Z',
});

export const sampleQueueStats: QueueStats = {
  queues: [
    {
      id: 1,
      name: 'Member Services – Pretoria',
      agents_ready: 2,
      agents_not_ready: 1,
      waiting: 1,
      calls_today: 14,
      answered_today: 12,
      missed_today: 2,
      average_talk_seconds: 214,
    },
  ],
  at: '2026-11-23T09:00:05.000Z',
};
