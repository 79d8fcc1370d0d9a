/**
 * The answer of /telephony/sip/reachable: whether the SIP server listens, and, when the service runs it itself
 * (`npm start`), what its supervisor knows: restarting after a crash, or down. null: not the service's to say.
 */
export type SipServerState = 'running' | 'restarting' | 'down';

export type SipReachability = { reachable: boolean | null; sip_server: SipServerState | null };
