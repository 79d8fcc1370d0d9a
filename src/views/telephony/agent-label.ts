import type { SnapshotFrom } from 'xstate';
import type { telephonyMachine } from '../../machines/telephony.machine';
import { notReadyText, phoneWords as w } from '../../rules/phone-words';
import styles from './softphone.module.css';

type Snap = SnapshotFrom<typeof telephonyMachine>;

/** The badge text and tone: the agent state, except that connection trouble is what the agent must see first. */
export const agentBadge = (s: Snap): { text: string; tone: string } => {
  // Offline, as every screen says of this person (issue 41); the other tabs' mirror keys on it (phone-leader).
  if (s.hasTag('pre-login')) return { text: w.offline, tone: '' };
  if (s.hasTag('signing-in') || s.hasTag('signing-out')) return { text: w.connecting, tone: '' };
  if (s.hasTag('sip-failed')) return { text: w.disconnected, tone: styles.problem };
  const call = (text: string) => ({ text, tone: styles.call });
  if (s.hasTag('ringing')) return call(w.ringing);
  if (s.hasTag('dialing')) return call(w.dialling);
  if (s.hasTag('on-hold')) return call(w.onHold);
  if (s.hasTag('connected')) return call(w.onCall);
  if (s.hasTag('wrap-up')) return call(w.wrapUp);
  if (s.hasTag('sip-reconnecting'))
    return { text: s.context.unavailable ? 'Unavailable' : w.reconnecting, tone: styles.problem };
  if (s.hasTag('registering')) return { text: w.registering, tone: '' };
  if (s.hasTag('out-of-queue')) return { text: w.outOfQueue, tone: '' };
  // Logging out of the queues is neither in nor out of them yet: without this the badge fell to "Not ready".
  if (!s.hasTag('in-queue')) return { text: 'Leaving the queues…', tone: '' };
  if (s.hasTag('ready')) return { text: w.ready, tone: styles.ready };
  return { text: notReadyText(s.context.current_pause?.reason), tone: styles.notReady };
};
