import type { SnapshotFrom } from 'xstate';
import { agentBadgeOf, type BadgeTone } from '../../machines/telephony/agent-badge';
import type { telephonyMachine } from '../../machines/telephony.machine';
import styles from './softphone.module.css';

const toneClass: Record<BadgeTone, string> = {
  problem: styles.problem,
  call: styles.call,
  ready: styles.ready,
  notReady: styles.notReady,
  plain: '',
};

/** The badge text and its class (the words are the machine's, shared with the other tabs' mirror). */
export const agentBadge = (s: SnapshotFrom<typeof telephonyMachine>): { text: string; tone: string } => {
  const { text, tone } = agentBadgeOf(s);
  return { text, tone: toneClass[tone] };
};
