import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { countdownText } from '../../rules/telephony';
import { useNow } from '../kit/display/use-now';
import { useSoftphone } from './use-softphone';
import styles from './softphone.module.css';
import { Button } from '../kit/ui/button';

/**
 * After-call work: one of the tenant's wrap-up codes is required; a call lost to the transport carries the system
 * one. An enforced duration counts down (the machine holds the agent until it ends, the code saved or not).
 */
export const WrapUpForm = () => {
  const actor = useSoftphone();
  const dispositions = useSelector(actor, (s) => s.context.dispositions);
  const system = useSelector(actor, (s) => s.context.system_disposition);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const saved = useSelector(actor, (s) =>
    s.matches({ session: { agent: { inQueue: { wrapUp: { code: 'saved' } } } } }),
  );
  const until = useSelector(actor, (s) => s.context.wrap_up_until);
  const now = useNow();
  const [code, setCode] = useState(system ?? '');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const offered = dispositions.filter((d) => !d.system || d.code === system);
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!code) {
      setError('This field is required');
      return;
    }
    setError(null);
    actor.send({ type: 'telephony.disposition.submit', code, note: note.trim() || undefined });
  };
  return (
    <form onSubmit={handleSubmit} aria-label="Wrap-up" noValidate>
      {until !== null && (
        <p className={styles.note} role="timer" aria-live="off">
          After-call work {countdownText(until - now)}
        </p>
      )}
      {saved && <p role="status">Wrap-up code saved; you take calls again when the after-call work ends.</p>}
      <label className={styles.label}>
        Disposition *
        <select
          className={styles.field}
          value={code}
          required
          aria-invalid={error !== null}
          aria-describedby={error ? 'disposition-error' : undefined}
          onChange={(e) => setCode(e.target.value)}
        >
          <option value="">Choose how the call ended</option>
          {offered.map((d) => (
            <option key={d.code} value={d.code}>
              {d.label}
            </option>
          ))}
        </select>
      </label>
      {error && (
        <p id="disposition-error" className={styles.alert} role="alert">
          {error}
        </p>
      )}
      <label className={styles.label}>
        Note
        <textarea
          className={styles.field}
          rows={2}
          maxLength={1000}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </label>
      <Button variant="primary" type="submit" disabled={busy || saved}>
        {busy ? 'Saving…' : 'Save disposition'}
      </Button>
    </form>
  );
};
