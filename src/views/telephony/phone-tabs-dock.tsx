import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useAppActors } from '../../app/actors';
import { useInspector } from '../../app/inspector-context';
import { followerText } from '../../rules/phone-tabs';
import { phoneLeaderActor, stopPhoneLeader, type PhoneLeader } from './phone-handover';
import { SoftphoneDock } from './softphone-dock';
import styles from './softphone.module.css';
import { Button } from '../kit/ui/button';

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
  const inspector = useInspector();
  const { auth } = useAppActors();
  const userId = useSelector(auth, (s) => s.context.user?.user_id ?? 'anonymous');
  const [leader] = useState(() => phoneLeaderActor(userId, inspector));
  useEffect(() => () => stopPhoneLeader(), []);
  const leading = useSelector(leader, (s) => s.hasTag('leader'));
  return leading ? <SoftphoneDock leader={leader} /> : <FollowerDock leader={leader} />;
};
