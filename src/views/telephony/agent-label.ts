import type { SnapshotFrom } from 'xstate';
import type { telephonyMachine } from '../../machines/telephony.machine';
import styles from './softphone.module.css';

type Snap = SnapshotFrom<typeof telephonyMachine>;

/** The badge text and tone: the agent state, except that connection trouble is what the agent must see first. */
export const agentBadge = (s: Snap): { text: string; tone: string } => {
  if (s.hasTag('pre-login')) return { text: 'Phone off', tone: '' };
  if (s.hasTag('signing-in') || s.hasTag('signing-out')) return { text: 'Connecting…', tone: '' };
  if (s.hasTag('sip-failed')) return { text: 'Disconnected', tone: styles.problem };
  const call = (text: string) => ({ text, tone: styles.call });
  if (s.hasTag('ringing')) return call('Ringing');
  if (s.hasTag('dialing')) return call('Dialling');
  if (s.hasTag('on-hold')) return call('On hold');
  if (s.hasTag('connected')) return call('On call');
  if (s.hasTag('wrap-up')) return call('Wrap-up');
  if (s.hasTag('sip-reconnecting'))
    return { text: s.context.unavailable ? 'Unavailable' : 'Reconnecting…', tone: styles.problem };
  if (s.hasTag('registering')) return { text: 'Registering…', tone: '' };
  if (s.hasTag('out-of-queue')) return { text: 'Registered, not in queue', tone: '' };
  // Logging out of the queues is neither in nor out of them yet: without this the badge fell to "Not ready".
  if (!s.hasTag('in-queue')) return { text: 'Leaving the queues…', tone: '' };
  if (s.hasTag('ready')) return { text: 'Ready', tone: styles.ready };
  const reason = s.context.current_pause?.reason;
  return { text: reason ? `Not ready: ${reason}` : 'Not ready', tone: styles.notReady };
};
