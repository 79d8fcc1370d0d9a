import type { PhoneSessionRef } from './phone-session.machine';
import type { SoftphoneEvent } from './softphone.machine';

// Apart from the phone session: the screens that ask the softphone load after sign-in, the session with the entry.

/** This tab's softphone: null before the phone loads, after sign-out, and in a tab whose phone is in another. */
export const softphoneOf = (session: PhoneSessionRef) =>
  session.getSnapshot().context.handover?.getSnapshot().children.softphone ?? null;

/** Hands a request (click-to-call, monitoring) to this tab's softphone; false when none runs here to take it. */
export const askSoftphone = (session: PhoneSessionRef, event: SoftphoneEvent): boolean => {
  const softphone = softphoneOf(session);
  if (!softphone) return false;
  softphone.send(event);
  return true;
};
