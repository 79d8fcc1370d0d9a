import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { workflowListsMachine } from '../../machines/workflow-lists.machine';
import styles from './desk.module.css';

type Lists = { actor: ActorRefFrom<typeof workflowListsMachine> };

/** Whether live updates are on: a line of its own, beside the phone's Filters button. */
export const DeskLive = ({ actor }: Lists) => {
  const live = useSelector(actor, (s) => s.context.live);
  return (
    <p className={styles.live} role="status">
      {live ? 'Live: changes by others appear at once.' : 'Connecting to live updates…'}
    </p>
  );
};
