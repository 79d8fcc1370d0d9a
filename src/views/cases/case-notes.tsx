import { useSelector } from '@xstate/react';
import { useId, useState, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { CaseNote } from '../../contracts/workflow/desk';
import { canReplyTo, type caseNotesMachine } from '../../machines/case-notes.machine';
import { formatDateTime } from '../../rules/kit-format';
import { LoadingButton } from '../kit/loading-button';
import { CasePanel } from './case-panel';
import styles from './desk.module.css';
import { Button } from '../kit/ui/button';

type Ref = ActorRefFrom<typeof caseNotesMachine>;

const Thread = ({ notes, parent, notesRef }: { notes: CaseNote[]; parent: number | null; notesRef: Ref }) => {
  const children = notes.filter((n) => n.parent_id === parent);
  if (children.length === 0) return null;
  return (
    <ul className={styles.thread}>
      {children.map((n) => (
        <li key={n.id} className={styles.note} aria-label={`Note by ${n.author_name ?? 'someone'}`}>
          <div>
            <strong>{n.author_name ?? 'Former user'}</strong>{' '}
            <span className={styles.muted}>{formatDateTime(n.create_datetime)}</span>
          </div>
          <p>{n.body}</p>
          {n.signature && <p className={styles.muted}>— {n.signature}</p>}
          {canReplyTo(n) && (
            <Button
              variant="quiet"
              size="sm"
              aria-label={`Reply to ${n.author_name ?? 'note'}: ${n.body.slice(0, 40)}`}
              onClick={() => notesRef.send({ type: 'notes.reply', parentId: n.id })}
            >
              Reply
            </Button>
          )}
          <Thread notes={notes} parent={n.id} notesRef={notesRef} />
        </li>
      ))}
    </ul>
  );
};

/** Notes and replies (four levels at most), each signed with its author's profile signature. */
export const CaseNotes = ({ notesRef }: { notesRef: Ref }) => {
  const notes = useSelector(notesRef, (s) => s.context.notes);
  const replyTo = useSelector(notesRef, (s) => s.context.replyTo);
  const signature = useSelector(notesRef, (s) => s.context.signature);
  const fieldError = useSelector(notesRef, (s) => s.context.fieldError);
  const error = useSelector(notesRef, (s) => s.context.error);
  const loading = useSelector(notesRef, (s) => s.hasTag('loading'));
  const busy = useSelector(notesRef, (s) => s.hasTag('busy'));
  const failed = useSelector(notesRef, (s) => s.matches('failed'));
  const [body, setBody] = useState('');
  const uid = useId();
  const parent = notes.find((n) => n.id === replyTo);

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    notesRef.send({ type: 'notes.add', body });
  };
  // The composer empties once the note is in the thread.
  const [seen, setSeen] = useState(notes.length);
  if (notes.length !== seen) {
    setSeen(notes.length);
    if (notes.length > seen) setBody('');
  }

  return (
    <CasePanel
      title="Notes"
      loadingText="Loading notes…"
      loading={loading}
      failed={failed}
      error={error}
      onRetry={() => notesRef.send({ type: 'notes.retry' })}
      empty={notes.length === 0 ? 'No notes yet.' : null}
    >
      <Thread notes={notes} parent={null} notesRef={notesRef} />
      {!failed && !loading && (
        <form className={styles.form} onSubmit={handleSubmit}>
          <div className={styles.field}>
            <label htmlFor={`${uid}-body`}>
              {parent ? `Reply to ${parent.author_name ?? 'note'}` : 'New note'} *
            </label>
            <textarea
              id={`${uid}-body`}
              className={styles.textarea}
              value={body}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={`${uid}-sig${fieldError ? ` ${uid}-error` : ''}`}
              onChange={(e) => setBody(e.target.value)}
            />
            {fieldError && (
              <p id={`${uid}-error`} className={styles.fieldError}>
                {fieldError}
              </p>
            )}
            <p id={`${uid}-sig`} className={styles.muted}>
              {signature ? `Signed: ${signature}` : 'Your profile has no signature.'}
            </p>
          </div>
          <div className={styles.actions}>
            <LoadingButton type="submit" loading={busy} loadingText="Saving…">
              {parent ? 'Post reply' : 'Add note'}
            </LoadingButton>
            {parent && (
              <Button onClick={() => notesRef.send({ type: 'notes.reply', parentId: null })}>
                Cancel reply
              </Button>
            )}
          </div>
        </form>
      )}
    </CasePanel>
  );
};
