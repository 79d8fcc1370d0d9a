type Env = Record<string, string | undefined>;

export type EmbeddedSipDecision =
  | { start: true; port: number }
  | {
      start: false;
      reason: string;
      /** Worth a log line: the operator may have expected a SIP server. */ notice: boolean;
    };

/** Same default as loadTelephonyConfig: the console and the embedded server must agree on it. */
const defaultWsUrl = 'ws://127.0.0.1:8088';
const loopback = new Set(['127.0.0.1', 'localhost', '[::1]']);

export const installHint =
  'apt-get install kamailio kamailio-websocket-modules kamailio-autheph-modules kamailio-utils-modules';

/**
 * Whether `npm start` brings up its own Kamailio. Pure, so every case is a table row: a service pointed at an
 * outside PBX (any host but this machine) must never start a second SIP server, and a machine without Kamailio
 * still starts the product (the dock then says that no SIP server answers).
 */
export function decideEmbeddedSip(input: { env: Env; kamailioInstalled: boolean }): EmbeddedSipDecision {
  const { env } = input;
  const switchValue = (env.TELEPHONY_EMBEDDED_SIP ?? '').trim().toLowerCase();
  if (['off', '0', 'false', 'no'].includes(switchValue))
    return { start: false, reason: 'TELEPHONY_EMBEDDED_SIP is off', notice: false };
  let url: URL;
  try {
    url = new URL(env.TELEPHONY_WS_URL || defaultWsUrl);
  } catch {
    return { start: false, reason: 'TELEPHONY_WS_URL is not a URL', notice: true };
  }
  if (!loopback.has(url.hostname))
    return { start: false, reason: `TELEPHONY_WS_URL points at ${url.host}`, notice: false };
  // The repository's configuration listens on plain WebSocket only; TLS on loopback is someone else's server.
  if (url.protocol !== 'ws:')
    return { start: false, reason: `${url.protocol}// is not served by the embedded Kamailio`, notice: true };
  if (!input.kamailioInstalled)
    return { start: false, reason: `Kamailio is not installed (${installHint})`, notice: true };
  return { start: true, port: Number(url.port || 80) };
}
