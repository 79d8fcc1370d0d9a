import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../app/screen-actor';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { wrkgrpTypeOf, type CaseRecord } from '../../contracts/workflow/cases';
import type { caseDetailMachine } from '../../machines/case-detail.machine';
import type { caseNotesMachine } from '../../machines/case-notes.machine';
import { workgroupOptionsMachine } from '../../machines/workgroup-options.machine';
import { cx } from '../kit/shared/cx';
import { actionNeedsOwner } from './action-dialog';
import styles from './desk.module.css';
import { NoteDialog } from './note-dialog';
import { RecordActions, useDeskPermissions, withOwnClose, type DeskAction } from './record-actions';
import { RecordDialog } from './record-dialog';
import { StatusControl } from './status-control';
import { useRecordCommands } from './use-record-commands';

type Props = {
  record: CaseRecord;
  userId: number | null;
  detail: ActorRefFrom<typeof caseDetailMachine>;
  notes: ActorRefFrom<typeof caseNotesMachine>;
};

/**
 * The case page's actions: the same buttons, permissions and dialogs as the desk's panel. List actions go
 * through the detail machine (which reads the case again after each), notes through the page's notes machine.
 */
export const CaseActions = ({ record, userId, detail, notes }: Props) => {
  const mayCloseOthers = useDeskPermissions();
  const allowed = withOwnClose(mayCloseOthers, record, userId);
  const options = useScreenActor(workgroupOptionsMachine, {
    input: { wrkgrpType: wrkgrpTypeOf[record.record_type] },
  });
  const busy = useSelector(detail, (s) => s.hasTag('busy') || s.hasTag('loading'));
  const message = useSelector(detail, (s) => s.context.message);
  const byStatus = useSelector(detail, (s) => s.context.actions);
  const reopenDays = useSelector(detail, (s) => s.context.reopenDays);
  const [dialog, setDialog] = useState<DeskAction | null>(null);
  const handleAction = (action: DeskAction) => {
    if (action !== 'note' && actionNeedsOwner(action))
      options.send({ type: 'options.members', wrkgrpId: record.wrkgrp_id });
    if (action === 'progress') detail.send({ type: 'detail.act', input: { action, id: record.id } });
    else setDialog(action);
  };
  useRecordCommands(record, userId, allowed, handleAction, byStatus);
  return (
    <section className={styles.card} aria-labelledby="case-actions">
      <h2 id="case-actions">Actions</h2>
      <StatusControl
        record={record}
        me={userId}
        byStatus={byStatus}
        reopenDays={reopenDays}
        mayCloseOthers={mayCloseOthers('close')}
        busy={busy}
        onMove={handleAction}
      />
      <RecordActions
        record={record}
        me={userId}
        busy={busy}
        allowed={allowed}
        byStatus={byStatus}
        onAction={handleAction}
      />
      <p
        className={
          message
            ? cx(styles.banner, message.kind === 'error' ? styles.error : styles.success)
            : 'visually-hidden'
        }
        role="status"
      >
        {message?.text}
      </p>
      {dialog === 'note' && <NoteDialog notesRef={notes} record={record} onClose={() => setDialog(null)} />}
      {dialog && dialog !== 'note' && (
        <RecordDialog
          action={dialog}
          record={record}
          options={options}
          onSubmit={(input) => {
            detail.send({ type: 'detail.act', input });
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
};
