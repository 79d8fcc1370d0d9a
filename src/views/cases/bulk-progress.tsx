import { useSelector } from '@xstate/react';
import { Dialog } from 'radix-ui';
import type { ActorRefFrom } from 'xstate';
import type { bulkJobMachine } from '../../machines/bulk-job.machine';
import modal from '../kit/confirm-modal/confirm-modal.module.css';
import { Button } from '../kit/ui/button';
import deskStyles from './desk.module.css';
import styles from './bulk.module.css';

const verbs = {
  assign: 'assign',
  dispatch: 'dispatch',
  priority: 'priority change',
  close: 'close',
} as const;

/** A running bulk action's bar, then its results: how many were done and each refused record with why. */
export const BulkProgress = ({ actor }: { actor: ActorRefFrom<typeof bulkJobMachine> }) => {
  const running = useSelector(actor, (s) => s.hasTag('running'));
  const finished = useSelector(actor, (s) => s.matches('finished'));
  const job = useSelector(actor, (s) => s.context.job);
  const total = useSelector(actor, (s) => s.context.total);
  const error = useSelector(actor, (s) => s.context.error);
  const handled = job ? job.done + job.refused : 0;
  const percent = total ? Math.round((handled / total) * 100) : 0;
  const refused = job?.results.filter((r) => r.outcome === 'refused') ?? [];
  return (
    <>
      {error && !finished && (
        <p role="alert" className={`${deskStyles.banner} ${deskStyles.error}`}>
          {error}
        </p>
      )}
      {running && (
        <div className={styles.progress}>
          <span id="bulk-progress-label">
            Working on {total || 'the'} records: {handled} of {total} handled
          </span>
          <div
            role="progressbar"
            aria-labelledby="bulk-progress-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className={styles.track}
          >
            <div className={styles.fill} style={{ width: `${percent}%` }} />
          </div>
        </div>
      )}
      {finished && (
        <Dialog.Root open onOpenChange={(open) => !open && actor.send({ type: 'bulk.dismiss' })}>
          <Dialog.Portal>
            <Dialog.Overlay className={modal.overlay} />
            <Dialog.Content className={modal.content} aria-describedby="bulk-result-summary">
              <Dialog.Title className={modal.title}>
                Bulk {job ? verbs[job.action] : 'action'} finished
              </Dialog.Title>
              <p id="bulk-result-summary">
                {job
                  ? `${job.done} done, ${job.refused} refused, of ${job.total}.`
                  : 'The results could not be read.'}{' '}
                {error}
              </p>
              {refused.length > 0 && (
                <>
                  <h3 className={deskStyles.muted}>Refused</h3>
                  <ul className={styles.refused} aria-label="Refused records">
                    {refused.map((r) => (
                      <li key={r.id}>
                        <strong>{r.number ?? 'A record no longer in your tenants'}</strong>: {r.reason}
                      </li>
                    ))}
                  </ul>
                </>
              )}
              <div className={deskStyles.row}>
                <Dialog.Close asChild>
                  <Button variant="primary">Done</Button>
                </Dialog.Close>
              </div>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      )}
    </>
  );
};
