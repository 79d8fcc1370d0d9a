import type { SnapshotFrom } from 'xstate';
import type { telephonyMachine } from '../../machines/telephony.machine';
import styles from './softphone.module.css';

type Snap = SnapshotFrom<typeof telephonyMachine>;

/** The badge text and tone: the agent state, except that connection trouble is what the agent must see first. */
export const agentBadge = (s: Snap): { text: string; tone: string } => {
  if (s.matches('preLogin')) return { text: 'Phone off', tone: '' };
  if (s.matches('loading') || s.matches('loggingOut')) return { text: 'Connecting…', tone: '' };
  if (s.matches({ session: { connection: 'failed' } })) return { text: 'Disconnected', tone: styles.problem };
  const call = (text: string) => ({ text, tone: styles.call });
  if (s.matches({ session: { agent: { inQueue: 'ringing' } } })) return call('Ringing');
  if (s.matches({ session: { agent: { inQueue: 'dialing' } } })) return call('Dialling');
  if (s.matches({ session: { agent: { inQueue: 'onCall' } } })) return call('On call');
  if (s.matches({ session: { agent: { inQueue: 'onHold' } } })) return call('On hold');
  if (
    s.matches({ session: { agent: { inQueue: 'wrapUp' } } }) ||
    s.matches({ session: { agent: { inQueue: 'disposing' } } })
  )
    return call('Wrap-up');
  if (s.matches({ session: { connection: 'reconnecting' } }))
    return { text: 'Reconnecting…', tone: styles.problem };
  if (s.matches({ session: { agent: 'registering' } }) || s.matches({ session: { agent: 'reconciling' } }))
    return { text: 'Registering…', tone: '' };
  if (s.matches({ session: { agent: 'registered' } }) || s.matches({ session: { agent: 'queueLogin' } }))
    return { text: 'Registered, not in queue', tone: '' };
  if (s.matches({ session: { agent: { inQueue: 'ready' } } })) return { text: 'Ready', tone: styles.ready };
  const reason = s.context.current_pause?.reason;
  return { text: reason ? `Not ready: ${reason}` : 'Not ready', tone: styles.notReady };
};
