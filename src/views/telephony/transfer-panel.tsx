import { useSelector } from '@xstate/react';
import { useId, useState, type FormEvent } from 'react';
import { isTransferTarget } from '../../rules/telephony';
import { useSoftphone } from './use-softphone';
import styles from './softphone.module.css';
import { Button } from '../kit/ui/button';

const stateText = { ready: 'Ready', not_ready: 'Not ready', logged_out: 'Not in queue' } as const;

/**
 * Transfer: a target (an agent's extension or a queue's number), then Blind (send the caller on now) or Consult
 * first (the caller waits on hold while the agent talks to the target). During a consult: Complete or Cancel.
 */
export const TransferPanel = ({ onClose }: { onClose: () => void }) => {
  const actor = useSoftphone();
  const consulting = useSelector(actor, (s) => s.hasTag('consulting'));
  const consultUp = useSelector(actor, (s) => s.hasTag('consult-connected'));
  const transferring = useSelector(actor, (s) => s.hasTag('transferring'));
  const target = useSelector(actor, (s) => s.context.transfer_target);
  const directory = useSelector(actor, (s) => s.context.directory);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  if (consulting || transferring)
    return (
      <div role="group" aria-label="Transfer" className={styles.row}>
        <p role="status">
          {transferring
            ? `Transferring to ${target ?? ''}…`
            : consultUp
              ? `Talking to ${target ?? ''}; the caller is on hold`
              : `Calling ${target ?? ''}; the caller is on hold`}
        </p>
        {consulting && (
          <>
            <Button
              variant="primary"
              disabled={!consultUp}
              onClick={() => actor.send({ type: 'telephony.transfer.complete' })}
            >
              Complete transfer
            </Button>
            <Button onClick={() => actor.send({ type: 'telephony.transfer.cancel' })}>Cancel transfer</Button>
          </>
        )}
      </div>
    );

  const start = (type: 'telephony.transfer.blind' | 'telephony.transfer.consult') => {
    if (!isTransferTarget(value)) {
      setError(value.trim() ? 'Enter an extension or a queue number' : 'This field is required');
      return;
    }
    setError(null);
    actor.send({ type, target: value.trim() });
  };
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    start('telephony.transfer.consult');
  };
  return (
    <form aria-label="Transfer" onSubmit={handleSubmit} noValidate>
      <label className={styles.label}>
        Transfer to (extension or queue number) *
        <input
          className={styles.field}
          inputMode="tel"
          autoComplete="off"
          value={value}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => setValue(e.target.value)}
        />
      </label>
      {directory.length > 0 && (
        <label className={styles.label}>
          Or pick a colleague
          <select className={styles.field} value="" onChange={(e) => setValue(e.target.value)}>
            <option value="">Choose a colleague</option>
            {directory.map((t) => (
              <option key={t.ext} value={t.ext}>
                {`${t.name} (${t.ext}) – ${stateText[t.state]}`}
              </option>
            ))}
          </select>
        </label>
      )}
      {error && (
        <p id={errorId} className={styles.alert} role="alert">
          {error}
        </p>
      )}
      <div className={styles.row}>
        <Button variant="primary" type="submit">
          Consult first
        </Button>
        <Button onClick={() => start('telephony.transfer.blind')}>Blind transfer</Button>
        <Button onClick={onClose}>Close</Button>
      </div>
    </form>
  );
};
