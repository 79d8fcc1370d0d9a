import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { useSoftphone } from './use-softphone';
import styles from './softphone.module.css';

/** Wrap-up: a disposition is required; a call lost to the transport carries the system disposition. */
export const WrapUpForm = () => {
  const actor = useSoftphone();
  const dispositions = useSelector(actor, (s) => s.context.dispositions);
  const system = useSelector(actor, (s) => s.context.system_disposition);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
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
      <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={busy}>
        {busy ? 'Saving…' : 'Save disposition'}
      </button>
    </form>
  );
};
