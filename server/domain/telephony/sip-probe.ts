import { connect } from 'node:net';
import type { SipServerState } from '../../../src/contracts/telephony/sip-server';

// The process runs at most one embedded SIP server (server/main.ts); its supervisor writes, the status reads.
let supervised: SipServerState | null = null;

/** Set by the embedded SIP server's supervisor on each change; null when this service runs none. */
export const setSipServerState = (state: SipServerState | null): void => {
  supervised = state;
};

export const sipServerState = (): SipServerState | null => supervised;

const loopback = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/**
 * Whether a SIP server listens at the console's WebSocket address, asked before the browser opens a socket: a
 * refused WebSocket costs a console error per attempt that no script can silence. Only answered for this machine
 * (what `npm start` serves); an outside PBX may be reachable from the agents' network and not from the service's,
 * so there the answer is null and the browser simply tries.
 */
export async function sipReachable(wsUri: string, timeoutMs = 1500): Promise<boolean | null> {
  let url: URL;
  try {
    url = new URL(wsUri);
  } catch {
    return null;
  }
  if (!loopback.has(url.hostname)) return null;
  const port = Number(url.port || (url.protocol === 'wss:' ? 443 : 80));
  const host = url.hostname === '[::1]' ? '::1' : url.hostname;
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}
