import { notReadyText, phoneWords as w } from './phone-words';

/**
 * My phone state in words, from the softphone's tags (the badge of the phone dock reads the same tags, in the
 * same words): no softphone, or one not signed in, is Offline; otherwise the call first, then the queue.
 */
export function phoneStateText(
  tags: ReadonlySet<string> | null,
  pauseReason: string | null,
  /** No SIP server answered this login yet: the retries are quiet, and so is this line (as the dock's badge). */
  unavailable = false,
): string {
  if (tags === null || tags.has('pre-login')) return w.offline;
  if (unavailable && tags.has('sip-reconnecting')) return 'Telephony unavailable';
  const first: [string, string][] = [
    ['signing-in', w.connecting],
    ['signing-out', 'Signing out of the phone…'],
    ['sip-failed', w.disconnected],
    ['ringing', w.ringing],
    ['dialing', w.dialling],
    ['on-hold', w.onHold],
    ['connected', w.onCall],
    ['wrap-up', w.wrapUp],
    ['sip-reconnecting', w.reconnecting],
    ['registering', w.registering],
    ['out-of-queue', w.outOfQueue],
    ['ready', w.ready],
  ];
  const hit = first.find(([tag]) => tags.has(tag));
  if (hit) return hit[1];
  return notReadyText(pauseReason);
}
