/**
 * My phone state in words, from the softphone's tags (the badge of the phone dock reads the same tags): no
 * softphone, or one not signed in, is "Not logged in to the phone"; otherwise the call first, then the queue.
 */
const loggedOut = 'Not logged in to the phone';
const notReady = (pauseReason: string | null) => (pauseReason ? `Not ready: ${pauseReason}` : 'Not ready');

export function phoneStateText(
  tags: ReadonlySet<string> | null,
  pauseReason: string | null,
  /** No SIP server answered this login yet: the retries are quiet, and so is this line (as the dock's badge). */
  unavailable = false,
): string {
  if (tags === null || tags.has('pre-login')) return loggedOut;
  if (unavailable && tags.has('sip-reconnecting')) return 'Telephony unavailable';
  const first: [string, string][] = [
    ['signing-in', 'Connecting…'],
    ['signing-out', 'Signing out of the phone…'],
    ['sip-failed', 'Disconnected'],
    ['ringing', 'Ringing'],
    ['dialing', 'Dialling'],
    ['on-hold', 'On hold'],
    ['connected', 'On a call'],
    ['wrap-up', 'Wrap-up'],
    ['sip-reconnecting', 'Reconnecting…'],
    ['registering', 'Registering…'],
    ['out-of-queue', 'Registered, not in a queue'],
    ['ready', 'Ready'],
  ];
  const hit = first.find(([tag]) => tags.has(tag));
  if (hit) return hit[1];
  return notReady(pauseReason);
}
