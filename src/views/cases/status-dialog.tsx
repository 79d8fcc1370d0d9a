import { Dialog } from 'radix-ui';
import { useId, useState, type FormEvent } from 'react';
import {
  maxRemindDays,
  resolutionCodes,
  type PendInput,
  type ResolveInput,
} from '../../contracts/workflow/lifecycle';
import type { CaseRecord } from '../../contracts/workflow/cases';
import { Button } from '../kit/ui/button';
import modal from '../kit/confirm-modal/confirm-modal.module.css';
import styles from './desk.module.css';
import { FieldError, fieldProps } from './status-field';

type Props = {
  action: 'pend' | 'resolve';
  record: CaseRecord;
  onSubmit: (input: PendInput | ResolveInput) => void;
  onClose: () => void;
  now?: Date;
};

const pad = (n: number) => String(n).padStart(2, '0');
const localDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** Two days ahead, skipping the weekend: time for the customer to answer, a working day to follow up on. */
function defaultRemindDate(now: Date): string {
  const d = new Date(now);
  d.setDate(d.getDate() + 2);
  while (d.getDay() === 0 || d.getDay() === 6) d.setDate(d.getDate() + 1);
  return localDate(d);
}

/** Pending Customer asks why and until when; Resolved asks how. Checked here first, then by the service. */
export const StatusDialog = ({ action, record, onSubmit, onClose, now = new Date() }: Props) => {
  const id = useId();
  const [reason, setReason] = useState(record.pending_reason ?? '');
  const [date, setDate] = useState(() => defaultRemindDate(now));
  const [time, setTime] = useState('09:00');
  const [code, setCode] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const pend = action === 'pend';

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    const text = pend ? reason.trim() : note.trim();
    const textField = pend ? 'reason' : 'note';
    if (!text) found[textField] = 'This field is required';
    else if (text.length < 3) found[textField] = 'The min number of characters is 3';
    // The date and time are the agent's local ones; the service keeps the instant.
    const remindAt = new Date(`${date}T${time || '09:00'}`);
    if (pend) {
      if (!date || Number.isNaN(remindAt.getTime())) found.date = 'This field is required';
      else if (remindAt <= now) found.date = 'The reminder must be in the future';
      else if (remindAt.getTime() - now.getTime() > maxRemindDays * 86_400_000)
        found.date = `The reminder must be within ${maxRemindDays} days`;
    } else if (!code) found.code = 'This field is required';
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    onSubmit(
      pend
        ? { action, id: record.id, reason: text, remind_at: remindAt.toISOString() }
        : { action, id: record.id, resolution_code: code as ResolveInput['resolution_code'], note: text },
    );
  };
  const field = (name: string) => fieldProps(id, name, errors);

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={modal.overlay} />
        <Dialog.Content className={modal.content} aria-describedby={`${id}-about`}>
          <Dialog.Title className={modal.title}>
            {pend ? `Pending Customer: ${record.number}` : `Resolve ${record.number}`}
          </Dialog.Title>
          <p id={`${id}-about`} className={styles.muted}>
            {record.title}.{' '}
            {pend
              ? 'It waits for the customer: its SLA clock pauses, and on the reminder date it comes back to In Progress and you are told.'
              : 'Say how it was resolved. It can be reopened while the reopen window lasts.'}
          </p>
          <form className={styles.form} onSubmit={handleSubmit} noValidate>
            {pend ? (
              <>
                <div className={styles.field}>
                  <label htmlFor={`${id}-reason`}>
                    Waiting for <span aria-hidden="true">*</span>
                  </label>
                  <textarea
                    className={styles.textarea}
                    value={reason}
                    maxLength={500}
                    onChange={(e) => setReason(e.target.value)}
                    {...field('reason')}
                  />
                  <FieldError id={id} name="reason" errors={errors} />
                </div>
                <div className={styles.inline}>
                  <div className={styles.field}>
                    <label htmlFor={`${id}-date`}>
                      Remind me on <span aria-hidden="true">*</span>
                    </label>
                    <input
                      type="date"
                      className={styles.input}
                      value={date}
                      min={localDate(now)}
                      onChange={(e) => setDate(e.target.value)}
                      {...field('date')}
                    />
                  </div>
                  <div className={styles.field}>
                    <label htmlFor={`${id}-time`}>at</label>
                    <input
                      id={`${id}-time`}
                      type="time"
                      className={styles.input}
                      value={time}
                      step={60}
                      onChange={(e) => setTime(e.target.value)}
                    />
                  </div>
                </div>
                <FieldError id={id} name="date" errors={errors} />
              </>
            ) : (
              <>
                <div className={styles.field}>
                  <label htmlFor={`${id}-code`}>
                    Resolution <span aria-hidden="true">*</span>
                  </label>
                  <select
                    className={styles.select}
                    value={code}
                    onChange={(e) => setCode(e.target.value)}
                    {...field('code')}
                  >
                    <option value="">Choose how it was resolved</option>
                    {resolutionCodes.map((c) => (
                      <option key={c}>{c}</option>
                    ))}
                  </select>
                  <FieldError id={id} name="code" errors={errors} />
                </div>
                <div className={styles.field}>
                  <label htmlFor={`${id}-note`}>
                    Resolution note <span aria-hidden="true">*</span>
                  </label>
                  <textarea
                    className={styles.textarea}
                    value={note}
                    maxLength={2000}
                    onChange={(e) => setNote(e.target.value)}
                    {...field('note')}
                  />
                  <FieldError id={id} name="note" errors={errors} />
                </div>
              </>
            )}
            <div className={styles.row}>
              <Button onClick={onClose}>Cancel</Button>
              <Button type="submit" variant="primary">
                {pend ? 'Set Pending Customer' : 'Resolve'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
