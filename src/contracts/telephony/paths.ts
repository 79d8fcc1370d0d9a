/** The telephony calls (spec §7 /telephony/details/all_user, plus the session, agent, call and queue calls). */
export const telephonyPaths = {
  allUsers: '/telephony/details/all_user',
  sessionDetails: '/telephony/session/details',
  agentStatus: '/telephony/agent/status',
  setAgentStatus: '/telephony/agent/set_status',
  callStart: '/telephony/call/start',
  callEvent: '/telephony/call/event',
  callDisposition: '/telephony/call/disposition',
  callLog: '/telephony/call/log',
  queueStats: '/telephony/queue/stats',
  callerLookup: '/telephony/caller/lookup',
  callCase: '/telephony/call/create_case',
  /** Whether the SIP server answers, asked before each connection attempt (null: the service cannot tell). */
  sipReachable: '/telephony/sip/reachable',
  testCaller: '/telephony/test_caller/details',
} as const;
