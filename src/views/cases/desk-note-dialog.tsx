import { useScreenActor } from '../../app/screen-actor';
import { caseNotesMachine } from '../../machines/case-notes.machine';
import { NoteDialog, type NoteDialogProps } from './note-dialog';

/** The desk's note dialog: the panel holds no notes machine, so the dialog runs its own for the record. */
export const DeskNoteDialog = (props: Omit<NoteDialogProps, 'notesRef'> & { userId: number | null }) => {
  const notesRef = useScreenActor(caseNotesMachine, {
    input: { caseId: props.record.id, userId: props.userId },
  });
  return <NoteDialog notesRef={notesRef} {...props} />;
};
