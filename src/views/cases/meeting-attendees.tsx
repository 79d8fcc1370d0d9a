import { useSelector } from '@xstate/react';
import { useId, useState, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { meetingMachine } from '../../machines/meeting.machine';
import type { StaffOption } from '../../machines/desk-list.machine';
import styles from './desk.module.css';
import { Button } from '../kit/ui/button';
import { EmptyState } from '../kit/ui/empty-state';

type Props = {
  meeting: ActorRefFrom<typeof meetingMachine>;
  staff: readonly StaffOption[];
  readOnly: boolean;
  running: boolean;
};

/** A meeting's attendees: staff or anyone named, each with an apology note; none removed once it has started. */
export const MeetingAttendees = ({ meeting: ref, staff, readOnly, running }: Props) => {
  const draft = useSelector(ref, (s) => s.context.draft);
  const [person, setPerson] = useState('');
  const [staffId, setStaffId] = useState('');
  const [personError, setPersonError] = useState<string | null>(null);

  const handleInvite = (e: FormEvent) => {
    e.preventDefault();
    const chosen = staff.find((s) => String(s.user_id) === staffId);
    const name = chosen?.user_name ?? person.trim();
    if (name.length < 2)
      return setPersonError(name ? 'The min number of characters is 2' : 'This field is required');
    if (name.length > 120) return setPersonError('The max allowed number of characters is 120');
    setPersonError(null);
    ref.send({ type: 'meeting.addAttendee', name, userId: chosen?.user_id ?? null });
    setPerson('');
    setStaffId('');
  };
  const uid = useId();

  return (
    <section className={styles.card} aria-labelledby={`${uid}-people`}>
      <h2 id={`${uid}-people`}>Attendees</h2>
      {draft.attendees.length === 0 && <EmptyState title="No attendees yet." />}
      <ul className={styles.thread} aria-label="Attendees">
        {draft.attendees.map((a, index) => (
          <li key={a.id ?? `new-${a.name}`} className={styles.note}>
            <strong>{a.name}</strong>
            {a.user_id ? ' (staff)' : ''}
            {!readOnly && (!running || a.id === undefined) && (
              <Button
                variant="quiet"
                tone="danger"
                size="sm"
                aria-label={`Remove ${a.name}`}
                onClick={() => ref.send({ type: 'meeting.removeAttendee', index })}
              >
                Remove
              </Button>
            )}
            <div className={styles.field}>
              <label htmlFor={`${uid}-apology-${index}`}>Apology note from {a.name}</label>
              <input
                id={`${uid}-apology-${index}`}
                className={styles.input}
                value={a.apology_note ?? ''}
                maxLength={500}
                disabled={readOnly}
                onChange={(e) => ref.send({ type: 'meeting.apology', index, note: e.target.value })}
              />
            </div>
          </li>
        ))}
      </ul>
      {!readOnly && (
        <form className={styles.inline} onSubmit={handleInvite} aria-label="Invite someone">
          <div className={styles.field}>
            <label htmlFor={`${uid}-staff`}>Staff member</label>
            <select
              id={`${uid}-staff`}
              className={styles.select}
              value={staffId}
              onChange={(e) => setStaffId(e.target.value)}
            >
              <option value="">Someone else (type the name)</option>
              {staff.map((s) => (
                <option key={s.user_id} value={s.user_id}>
                  {s.user_name}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${uid}-person`}>Name</label>
            <input
              id={`${uid}-person`}
              className={styles.input}
              value={person}
              disabled={staffId !== ''}
              aria-invalid={personError ? true : undefined}
              aria-describedby={personError ? `${uid}-person-error` : undefined}
              onChange={(e) => setPerson(e.target.value)}
            />
            {personError && (
              <p id={`${uid}-person-error`} className={styles.fieldError}>
                {personError}
              </p>
            )}
          </div>
          <Button type="submit">Invite</Button>
        </form>
      )}
    </section>
  );
};
