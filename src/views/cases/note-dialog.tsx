import { useSelector } from '@xstate/react';
import { Dialog } from 'radix-ui';
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { CaseRecord } from '../../contracts/workflow/cases';
import { caseNotesMachine } from '../../machines/case-notes.machine';
import { LoadingButton } from '../kit/loading-button';
import modal from '../kit/confirm-modal/confirm-modal.module.css';
import styles from './desk.module.css';
import { Button } from '../kit/ui/button';

type Ref = ActorRefFrom<typeof caseNotesMachine>;
export type NoteDialogProps = {
  notesRef: Ref;
  record: CaseRecord;
  onClose: () => void;
  /** The note is stored (the dialog is done); without it, onClose. */
  onAdded?: () => void;
};

/** "Add note" as a dialog: the note goes through the case's notes machine, and the dialog closes once it is in. */
export const NoteDialog = ({ notesRef, record, onClose, onAdded = onClose }: NoteDialogProps) => {
  const id = useId();
  const [body, setBody] = useState('');
  const fieldError = useSelector(notesRef, (s) => s.context.fieldError);
  const error = useSelector(notesRef, (s) => s.context.error);
  const ready = useSelector(notesRef, (s) => s.matches('ready') || s.matches('posting'));
  const busy = useSelector(notesRef, (s) => s.hasTag('busy'));
  // The machine says when the note is stored; that ends the dialog.
  useEffect(() => {
    const sub = notesRef.on('case.changed', onAdded);
    return () => sub.unsubscribe();
  }, [notesRef, onAdded]);
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    // A new note, not a reply left chosen in the page's thread.
    notesRef.send({ type: 'notes.reply', parentId: null });
    notesRef.send({ type: 'notes.add', body });
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={modal.overlay} />
        <Dialog.Content className={modal.content} aria-describedby={`${id}-about`}>
          <Dialog.Title className={modal.title}>Add a note to {record.number}</Dialog.Title>
          <p id={`${id}-about`} className={styles.muted}>
            {record.title}
          </p>
          <form className={styles.form} onSubmit={handleSubmit} noValidate>
            <div className={styles.field}>
              <label htmlFor={`${id}-body`}>
                Note<span aria-hidden="true"> *</span>
              </label>
              <textarea
                id={`${id}-body`}
                className={styles.textarea}
                value={body}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={fieldError ? `${id}-error` : undefined}
                onChange={(e) => setBody(e.target.value)}
              />
              {fieldError && (
                <p id={`${id}-error`} className={styles.fieldError}>
                  {fieldError}
                </p>
              )}
            </div>
            {error && (
              <p role="alert" className={styles.fieldError}>
                {error}
              </p>
            )}
            <div className={styles.row}>
              <Button onClick={onClose}>Cancel</Button>
              <LoadingButton type="submit" loading={busy} loadingText="Saving…" disabled={!ready}>
                Add note
              </LoadingButton>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
