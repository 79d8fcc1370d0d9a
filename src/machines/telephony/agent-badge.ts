import type { SnapshotFrom } from 'xstate';
import { notReadyText, phoneWords as w } from '../../rules/phone-words';
import type { telephonyMachine } from '../telephony.machine';

type Snap = SnapshotFrom<typeof telephonyMachine>;

export type BadgeTone = 'problem' | 'call' | 'ready' | 'notReady' | 'plain';

/** The badge text and tone: the agent state, except that connection trouble is what the agent must see first. */
export const agentBadgeOf = (s: Snap): { text: string; tone: BadgeTone } => {
  // Offline, as every screen says of this person (issue 41); the other tabs' mirror keys on it (phone-leader).
  if (s.hasTag('pre-login')) return { text: w.offline, tone: 'plain' };
  if (s.hasTag('signing-in') || s.hasTag('signing-out')) return { text: w.connecting, tone: 'plain' };
  if (s.hasTag('sip-failed')) return { text: w.disconnected, tone: 'problem' };
  const call = (text: string) => ({ text, tone: 'call' as const });
  if (s.hasTag('ringing')) return call(w.ringing);
  if (s.hasTag('dialing')) return call(w.dialling);
  if (s.hasTag('on-hold')) return call(w.onHold);
  if (s.hasTag('connected')) return call(w.onCall);
  if (s.hasTag('wrap-up')) return call(w.wrapUp);
  if (s.hasTag('sip-reconnecting'))
    return { text: s.context.unavailable ? 'Unavailable' : w.reconnecting, tone: 'problem' };
  if (s.hasTag('registering')) return { text: w.registering, tone: 'plain' };
  if (s.hasTag('out-of-queue')) return { text: w.outOfQueue, tone: 'plain' };
  // Logging out of the queues is neither in nor out of them yet: without this the badge fell to "Not ready".
  if (!s.hasTag('in-queue')) return { text: 'Leaving the queues…', tone: 'plain' };
  if (s.hasTag('ready')) return { text: w.ready, tone: 'ready' };
  return { text: notReadyText(s.context.current_pause?.reason), tone: 'notReady' };
};
