import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { phoneLeaderMachine } from '../../machines/telephony/phone-leader.machine';
import { followerText } from '../../rules/phone-tabs';
import { SoftphoneDock } from './softphone-dock';
import { usePhoneActors } from './use-softphone-actors';
import styles from './softphone.module.css';
import { Button } from '../kit/ui/button';

type PhoneLeader = ActorRefFrom<typeof phoneLeaderMachine>;

const FollowerDock = ({ leader }: { leader: PhoneLeader }) => {
  const text = useSelector(leader, (s) => followerText(s.context.mirror, s.hasTag('vacant'), s.context.now));
  const notice = useSelector(leader, (s) => s.context.notice);
  const asking = useSelector(leader, (s) => s.hasTag('claiming') && s.context.waiting);
  return (
    <div className={styles.dock}>
      <span role="status" data-testid="phone-elsewhere">
        {asking ? 'Asking for the phone…' : text}
      </span>{' '}
      <Button disabled={asking} onClick={() => leader.send({ type: 'leader.takeOver' })}>
        Use the phone here
      </Button>
      {notice && <span role="alert">{notice}</span>}
    </div>
  );
};

/** The header's phone: the full dock in the tab that owns the phone, its mirror with a take-over in the others. */
export const PhoneTabsDock = () => {
  const { leader, softphone } = usePhoneActors();
  const leading = useSelector(leader ?? undefined, (s) => s?.hasTag('leader') ?? false);
  // The softphone starts with the lock, in the same step as the leader's own change: "loading" covers only that.
  if (softphone) return <SoftphoneDock softphone={softphone} />;
  if (!leader || leading) return <span aria-live="polite">Loading phone…</span>;
  return <FollowerDock leader={leader} />;
};
