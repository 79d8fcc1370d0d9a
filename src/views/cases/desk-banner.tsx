import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { workflowListsMachine } from '../../machines/workflow-lists.machine';
import { cx } from '../kit/shared/cx';
import styles from './desk.module.css';
import { Button } from '../kit/ui/button';

type Lists = { actor: ActorRefFrom<typeof workflowListsMachine> };

/** The outcome of the last action (or a refusal and its rollback). */
export const DeskBanner = ({ actor }: Lists) => {
  const message = useSelector(actor, (s) => s.context.message);
  const failed = useSelector(actor, (s) => s.matches('failed'));
  // The machine takes Dismiss only on lists that are read: a conflict's message stays while they reload, and a
  // failed load's stays with its Try again (dismissed, it would leave an empty desk that looks like one without cases).
  const dismissable = useSelector(actor, (s) => s.can({ type: 'list.dismiss' }));
  return (
    message && (
      <div
        className={cx(styles.banner, message.kind === 'error' ? styles.error : styles.success)}
        role={message.kind === 'error' ? 'alert' : 'status'}
      >
        <span>{message.text}</span>
        <span className={styles.row}>
          {failed && <Button onClick={() => actor.send({ type: 'list.reload' })}>Try again</Button>}
          {dismissable && <Button onClick={() => actor.send({ type: 'list.dismiss' })}>Dismiss</Button>}
        </span>
      </div>
    )
  );
};
