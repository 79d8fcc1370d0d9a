import { parseSdp } from './sip-message';

export type WaitAnswer = {
  /** The body of the 183 Session Progress Kamailio sends the caller. */
  sdp: string;
  /** Where the caller wants our RTP. */
  remote: { address: string; port: number };
};

/**
 * The early-media answer for a queued caller's offer (issue 39): our PCMU stream, send-only, or null when the
 * caller cannot take it: no plain RTP/AVP audio (a browser's DTLS-SRTP offer, which only the relay could bridge),
 * no PCMU, a refused stream (port 0), or a caller who does not want to receive. The caller then hears 182 Queued
 * and silence, as before.
 */
export function waitAnswerSdp(
  offer: string,
  address: string,
  port: number,
  version = Date.now(),
): WaitAnswer | null {
  const parsed = parseSdp(offer);
  if (!parsed || parsed.port === 0 || !parsed.payloads.includes(0)) return null;
  if (/^a=(sendonly|inactive)\s*$/m.test(offer)) return null;
  const sdp = [
    'v=0',
    `o=staff-console ${version} 1 IN IP4 ${address}`,
    's=staff-console',
    `c=IN IP4 ${address}`,
    't=0 0',
    `m=audio ${port} RTP/AVP 0`,
    'a=rtpmap:0 PCMU/8000',
    'a=ptime:20',
    'a=sendonly',
    '',
  ].join('\r\n');
  return { sdp, remote: { address: parsed.address, port: parsed.port } };
}
