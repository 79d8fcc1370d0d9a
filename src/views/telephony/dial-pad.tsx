import { useState, type FormEvent } from 'react';
import { phoneNumber } from '../../contracts/telephony/calls';
import styles from './softphone.module.css';
import { Button } from '../kit/ui/button';

const keys = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '+', '0', '#'];

/** Number field and keypad; the number is checked before the call is placed. */
export const DialPad = ({ onDial, disabled }: { onDial: (number: string) => void; disabled: boolean }) => {
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = phoneNumber.safeParse(number);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter a phone number');
      return;
    }
    setError(null);
    onDial(parsed.data);
  };
  return (
    <form onSubmit={handleSubmit} aria-label="Dial pad" noValidate>
      <label className={styles.label}>
        Number to call
        <input
          className={styles.field}
          inputMode="tel"
          autoComplete="off"
          value={number}
          aria-invalid={error !== null}
          aria-describedby={error ? 'dial-error' : undefined}
          onChange={(e) => setNumber(e.target.value)}
        />
      </label>
      {error && (
        <p id="dial-error" className={styles.alert} role="alert">
          {error}
        </p>
      )}
      <div className={styles.keys}>
        {keys.map((key) => (
          <Button key={key} size="sm" className={styles.key} onClick={() => setNumber((n) => n + key)}>
            {key}
          </Button>
        ))}
      </div>
      <div className={styles.row}>
        <Button variant="primary" type="submit" disabled={disabled}>
          Call
        </Button>
        <Button onClick={() => setNumber((n) => n.slice(0, -1))}>Delete</Button>
      </div>
    </form>
  );
};
