import { useState, type FormEvent } from 'react';
import type { AdviceMail } from '../../contracts/advice';
import type { ReadParams } from '../../machines/reads';
import { LoadingButton } from '../kit/loading-button';
import styles from './advice.module.css';
import { useQuery } from '../kit/use-query';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const outcome = (mail: AdviceMail): string =>
  mail.status === 'sent'
    ? `Sent to ${mail.to}`
    : mail.status === 'failed'
      ? `Not sent to ${mail.to}: ${mail.error ?? 'the mail relay refused it'}`
      : `Kept in the outbox for ${mail.to} (no mail relay configured)`;

/** E-mails a comparison (its PDF attached by the service) to one address, and says what became of it. */
type MailRead = 'advice.mailSchemes' | 'advice.mailGap';

export const MailComparison = <K extends MailRead>({
  name,
  disabled,
  body,
  read,
}: {
  /** The form's accessible name, e.g. "E-mail the gap cover comparison". */
  name: string;
  disabled?: boolean;
  /** What is compared; it travels with each send, so the latest choice is mailed. */
  body: Omit<ReadParams<K>, 'to'>;
  /** Which mail call of the advice reads sends it. */
  read: K;
}) => {
  const [to, setTo] = useState('');
  const mailed = useQuery<MailRead>(read);
  const mail = mailed.data;
  const valid = emailPattern.test(to.trim());

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && !disabled) mailed.run({ ...body, to: to.trim() } as ReadParams<K>);
  };

  return (
    <>
      <form onSubmit={handleSubmit} className={styles.row} aria-label={name}>
        <label className={styles.field}>
          <span className={styles.label}>E-mail the comparison to</span>
          <input className={styles.input} type="email" value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
        <LoadingButton
          type="submit"
          loading={mailed.loading}
          loadingText="Sending…"
          disabled={!valid || disabled}
        >
          Send
        </LoadingButton>
      </form>
      {mailed.error && <p className={styles.error}>{mailed.error}</p>}
      {mail && <p className={mail.status === 'failed' ? styles.error : styles.ok}>{outcome(mail)}</p>}
    </>
  );
};
