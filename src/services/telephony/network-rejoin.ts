import type { RTCSession } from 'jssip/lib/RTCSession';
import type { UA } from 'jssip/lib/UA';

/** How long a call waits for the socket to come back before it is given up as lost. */
export const callRejoinGraceMs = 15_000;

type NetworkInformationLike = EventTarget & { type?: string };

/**
 * Calls `onChange` when the browser's network changes: back online, or another connection (Wi-Fi to mobile,
 * a VPN). Either leaves the SIP WebSocket dead or bound to the old route long before a keep-alive notices, so
 * the phone rejoins at once rather than at the next step of the retry schedule. Returns the unsubscribe.
 */
export const watchNetwork = (onChange: () => void): (() => void) => {
  if (typeof window === 'undefined') return () => undefined;
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  let timer: ReturnType<typeof setTimeout> | null = null;
  // A change often comes as a burst (offline, online, type change): one rejoin after it settles.
  const settled = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(onChange, 300);
  };
  window.addEventListener('online', settled);
  connection?.addEventListener('change', settled);
  return () => {
    if (timer) clearTimeout(timer);
    window.removeEventListener('online', settled);
    connection?.removeEventListener('change', settled);
  };
};

/** JsSIP's transport (not in its typings): closed and opened again to move the socket to the new network. */
type Transport = { disconnect(): void; connect(): void; isConnected(): boolean };
const transportOf = (ua: UA): Transport => (ua as unknown as { transport: Transport }).transport;

/** A new socket on the same user agent: the call's dialog and media stay; `keepCall` takes it from there. */
export const reopenSocket = (ua: UA): void => {
  const transport = transportOf(ua);
  if (transport.isConnected()) transport.disconnect();
  transport.connect();
};

/**
 * Keeps a call through a lost socket, where the SIP server allows it: once JsSIP's transport is back, the agent
 * registers again and the call is re-offered with an ICE restart (the media path changed with the network).
 * No socket within the grace, or a refused re-INVITE (JsSIP then ends the call itself), and `lost` runs: the
 * adapter ends the call as a transport loss, which the machine disposes with the system disposition. The
 * returned function stops waiting without `lost` (the call ended anyway, or the phone stopped).
 */
export const keepCall = (
  ua: UA,
  session: RTCSession,
  on: { settled: () => void; lost: () => void },
  graceMs = callRejoinGraceMs,
): (() => void) => {
  let settled = false;
  const finish = (kept: boolean) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    ua.off('connected', onConnected);
    session.off('failed', onFailed);
    on.settled();
    if (!kept) on.lost();
  };
  const onFailed = () => finish(false);
  const onConnected = () => {
    ua.register();
    const offered = session.renegotiate({ rtcOfferConstraints: { iceRestart: true } }, () => finish(true));
    if (!offered) finish(false);
  };
  const timer = setTimeout(() => finish(false), graceMs);
  ua.on('connected', onConnected);
  session.on('failed', onFailed);
  // JsSIP stops its own recovery after an explicit close: ask for the socket again in case that was the cause.
  transportOf(ua).connect();
  return () => finish(true);
};
