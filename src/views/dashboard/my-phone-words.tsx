import { useSelector } from '@xstate/react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import type { telephonyMachine } from '../../machines/telephony.machine';
import type { phoneLeaderMachine } from '../../machines/telephony/phone-leader.machine';
import { phoneStateText } from '../../rules/phone-state';
import { followerText } from '../../rules/phone-tabs';
import { usePhoneActor } from './use-phone';

type PhoneSnapshot = SnapshotFrom<typeof telephonyMachine>;

const LiveWords = ({ phone }: { phone: AnyActorRef }) => {
  const text = useSelector(phone, (s: PhoneSnapshot) =>
    phoneStateText(s.tags, s.context.current_pause?.reason ?? null, s.context.unavailable !== null),
  );
  return <>{text}</>;
};

type LeaderSnapshot = SnapshotFrom<typeof phoneLeaderMachine>;

/** A tab whose phone is in another tab says so, rather than Offline. */
const ElsewhereWords = ({ leader }: { leader: AnyActorRef }) => {
  const text = useSelector(leader, (s: LeaderSnapshot) =>
    s.hasTag('leader') ? null : followerText(s.context.mirror, s.hasTag('vacant')),
  );
  return <>{text ?? phoneStateText(null, null)}</>;
};

/**
 * My phone state in words from this console's softphone: the one source for it on a page, so My phone and my own
 * row of Queues live say the same, in the same words (rules/phone-words.ts; issue 41).
 */
export const MyPhoneWords = () => {
  const phone = usePhoneActor();
  const leader = usePhoneActor('phoneLeader');
  if (phone) return <LiveWords phone={phone} />;
  if (leader) return <ElsewhereWords leader={leader} />;
  return <>{phoneStateText(null, null)}</>;
};
