import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../app/screen-actor';
import { useId } from 'react';
import { useSearch } from 'wouter';
import { useAppActors } from '../../app/actors';
import type { ScreenProps } from '../../app/route-types';
import { deskListMachine } from '../../machines/desk-list.machine';
import { meetingMachine } from '../../machines/meeting.machine';
import { formatDateTime } from '../../rules/kit-format';
import { LoadingButton } from '../kit/loading-button';
import styles from './desk.module.css';
import { EditorFrame } from './editor-frame';
import { MeetingAttendees } from './meeting-attendees';
import { Button } from '../kit/ui/button';

/** /case-management/meeting/:id (-1: new, ?case=N with a case): scheduled → started → ended, or cancelled. */
export const MeetingEditor = ({ params }: ScreenProps) => {
  const id = Number(params.id);
  const caseId = Number(new URLSearchParams(useSearch()).get('case')) || null;
  const userId = useSelector(useAppActors().auth, (s) => s.context.user?.user_id ?? null);
  const ref = useScreenActor(meetingMachine, {
    input: { id: id > 0 ? id : null, caseId, ownerUserId: userId },
  });
  const staffRef = useScreenActor(deskListMachine, { input: { kind: 'staff' } });
  const staff = useSelector(staffRef, (s) => s.context.rows.staff);
  const draft = useSelector(ref, (s) => s.context.draft);
  const saved = useSelector(ref, (s) => s.context.saved);
  const error = useSelector(ref, (s) => s.context.error);
  const fieldErrors = useSelector(ref, (s) => s.context.fieldErrors);
  const busy = useSelector(ref, (s) => s.hasTag('busy'));
  const readOnly = useSelector(ref, (s) => s.hasTag('readOnly'));
  const running = useSelector(ref, (s) => s.hasTag('running'));
  const scheduled = useSelector(ref, (s) => s.matches({ open: 'scheduled' }));
  const saving = useSelector(ref, (s) => s.matches('saving'));
  // The move under way keeps its button (busy), so a start, an end and a cancel each look like themselves.
  const moving = useSelector(ref, (s) => (s.matches('moving') ? s.context.move : null));
  const failed = useSelector(ref, (s) => s.matches('failed'));
  const uid = useId();

  const field = (
    name: 'title' | 'party_name' | 'starts_at',
    label: string,
    type = 'text',
    required = false,
  ) => (
    <div className={styles.field}>
      <label htmlFor={`${uid}-${name}`}>
        {label}
        {required ? ' *' : ''}
      </label>
      <input
        id={`${uid}-${name}`}
        type={type}
        className={styles.input}
        value={draft[name]}
        disabled={readOnly}
        aria-invalid={fieldErrors[name] ? true : undefined}
        aria-describedby={fieldErrors[name] ? `${uid}-${name}-error` : undefined}
        onChange={(e) => ref.send({ type: 'meeting.edit', field: name, value: e.target.value })}
      />
      {fieldErrors[name] && (
        <p id={`${uid}-${name}-error`} className={styles.fieldError}>
          {fieldErrors[name]}
        </p>
      )}
    </div>
  );
  const linkedCase = saved?.case_id ?? caseId;

  return (
    <EditorFrame
      path="/case-management/meeting/:id"
      title={saved ? `${saved.number}: ${saved.title}` : 'New meeting'}
      status={saved?.status}
      statusLabel="Meeting status"
      loading={busy && !saved && id > 0}
      loadingLabel="Loading the meeting"
      caseId={linkedCase}
      caseNumber={saved?.case_number ?? null}
      casePrefix="With case"
      error={error}
      onRetry={failed ? () => ref.send({ type: 'meeting.retry' }) : undefined}
    >
      {running && (
        <p role="status" className={styles.banner}>
          The meeting has started: attendees can join or send apologies, but no one can be removed and it
          cannot be reassigned.
        </p>
      )}
      {readOnly && saved && (
        <p role="status" className={styles.muted}>
          {saved.status} {saved.ended_at ? formatDateTime(saved.ended_at) : ''}: this meeting is read-only.
        </p>
      )}
      {!failed && !(busy && !saved && id > 0) && (
        <div className={styles.grid2}>
          <section className={styles.card} aria-labelledby={`${uid}-details`}>
            <h2 id={`${uid}-details`}>Details</h2>
            <div className={styles.form}>
              {field('title', 'Title', 'text', true)}
              {field('party_name', 'Customer')}
              {field('starts_at', 'Starts', 'datetime-local', true)}
              <div className={styles.field}>
                <label htmlFor={`${uid}-owner`}>Owner *</label>
                <select
                  id={`${uid}-owner`}
                  className={styles.select}
                  value={draft.owner_user_id ?? ''}
                  disabled={readOnly || running}
                  aria-invalid={fieldErrors.owner_user_id ? true : undefined}
                  onChange={(e) =>
                    ref.send({
                      type: 'meeting.owner',
                      userId: e.target.value ? Number(e.target.value) : null,
                    })
                  }
                >
                  <option value="">Choose the owner</option>
                  {saved && !staff.some((s) => s.user_id === saved.owner_user_id) && (
                    <option value={saved.owner_user_id}>{saved.owner_name}</option>
                  )}
                  {staff.map((s) => (
                    <option key={s.user_id} value={s.user_id}>
                      {s.user_name}
                    </option>
                  ))}
                </select>
                {fieldErrors.owner_user_id && <p className={styles.fieldError}>This field is required</p>}
              </div>
            </div>
          </section>
          <MeetingAttendees meeting={ref} staff={staff} readOnly={readOnly} running={running} />
        </div>
      )}
      {!failed && (
        <div className={styles.actions}>
          {!readOnly && (
            <LoadingButton
              loading={saving}
              disabled={busy}
              loadingText="Saving…"
              onClick={() => ref.send({ type: 'meeting.save' })}
            >
              {saved ? 'Save changes' : 'Schedule meeting'}
            </LoadingButton>
          )}
          {(scheduled || moving === 'start') && (
            <LoadingButton
              variant="secondary"
              loading={moving === 'start'}
              disabled={busy}
              loadingText="Starting…"
              onClick={() => ref.send({ type: 'meeting.start' })}
            >
              Start meeting
            </LoadingButton>
          )}
          {(running || moving === 'end') && (
            <LoadingButton
              variant="secondary"
              loading={moving === 'end'}
              disabled={busy}
              loadingText="Ending…"
              onClick={() => ref.send({ type: 'meeting.end' })}
            >
              End meeting
            </LoadingButton>
          )}
          {(scheduled || running || moving === 'cancel') && (
            <LoadingButton
              variant="secondary"
              loading={moving === 'cancel'}
              disabled={busy}
              loadingText="Cancelling…"
              onClick={() => ref.send({ type: 'meeting.cancel' })}
            >
              Cancel meeting
            </LoadingButton>
          )}
          {readOnly && (
            <Button onClick={() => ref.send({ type: 'meeting.followUp' })}>Schedule a follow-up</Button>
          )}
        </div>
      )}
    </EditorFrame>
  );
};
