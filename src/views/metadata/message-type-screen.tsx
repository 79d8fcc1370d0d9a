import { useState } from 'react';
import type { ScreenProps } from '../../app/route-types';
import type { MessageType } from '../../contracts/metadata/entities';
import { closeModal, openModal } from '../kit/confirm-modal/modal-registry';
import { ConfirmModal } from '../kit/confirm-modal/confirm-modal';
import { Datatable } from '../kit/datatable/datatable';
import type { DatatableColumn } from '../kit/datatable/columns';
import { SidePanel } from '../kit/side-panel/side-panel';
import { useNavigate } from '../kit/use-navigate';
import { LinkedRecord, linkedId } from './linked-record';
import { MessageTypeForm } from './message-type-form';
import { MetaPage } from './meta-page';
import { RecordPicker } from './record-picker';
import { useMetaCollection } from './use-meta';
import styles from './metadata.module.css';
import { Button } from '../kit/ui/button';

type Row = MessageType & Record<string, unknown>;
const base = '/ls-metadata/message-type';

const columns: DatatableColumn<Row>[] = [
  { id: 'name', title: 'Name', width: 200 },
  { id: 'description', title: 'Description', width: 300 },
  { id: 'attributes', title: 'Attributes', width: 100, format: (v) => String((v as unknown[]).length) },
  { id: 'message_count', title: 'Messages', width: 100 },
  { id: 'version', title: 'Version', width: 80 },
  { id: 'updated_at', title: 'Updated', width: 160, format: 'datetime' },
];
/**
 * /ls-metadata/message-type: the message types, their attributes and datatypes, and each one's history. A saved
 * one opens at /ls-metadata/message-type/:id, read by /meta/message_type/get, so the link survives a reload.
 */
export const MessageTypeScreen = ({ params }: Partial<ScreenProps>) => {
  const navigate = useNavigate();
  const id = linkedId(params?.id);
  const [writingNew, setWritingNew] = useState(false);
  // Bumped after an update: the open record is read again by its get-call.
  const [revision, setRevision] = useState(0);
  const openRecord = (recordId: number) => (setWritingNew(false), navigate(`${base}/${recordId}`));
  const close = () => (setWritingNew(false), id !== null && navigate(base));
  const types = useMetaCollection<Row>(
    { list: 'messageTypeGetAll' },
    {
      saved: (record) => openRecord((record as MessageType).id),
      removed: () => {
        closeModal('remove-message-type');
        close();
      },
    },
  );
  const listed = types.rows.find((r) => r.id === id);
  const open = writingNew || id !== null;
  return (
    <MetaPage
      title="Message Type"
      intro="The kinds of message the service receives, with the datatype of each attribute."
      error={types.error}
      notice={types.notice}
      actions={
        <Button variant="primary" onClick={() => setWritingNew(true)}>
          New message type
        </Button>
      }
    >
      <div className={styles.row}>
        <RecordPicker
          label="Open message type"
          records={types.rows}
          value={writingNew ? null : id}
          onPick={openRecord}
        />
      </div>
      <Datatable
        label="Message types"
        rows={types.rows}
        columns={columns}
        filterColumns={['name', 'description']}
        loading={types.busy && !types.rows.length}
        onRowActivate={(row) => openRecord(row.id)}
        viewId="meta-message-types"
      />
      <SidePanel
        id="message-type-panel"
        title={writingNew ? 'New message type' : `Message type ${listed?.name ?? id ?? ''}`}
        open={open}
        width={760}
        onClose={close}
      >
        {writingNew && (
          <MessageTypeForm
            key="new"
            record={null}
            saving={types.saving}
            onCreate={(payload) => types.save('messageTypeCreate', payload)}
            onUpdated={() => undefined}
            onRemove={() => undefined}
          />
        )}
        {!writingNew && id !== null && (
          <LinkedRecord<MessageType>
            key={`${id}-${revision}`}
            path="messageTypeGet"
            id={id}
            what="message type"
            back={{ href: base, label: 'Back to the message types' }}
          >
            {(record) => (
              <MessageTypeForm
                record={record}
                saving={types.saving}
                onCreate={(payload) => types.save('messageTypeCreate', payload)}
                onUpdated={() => (setRevision((n) => n + 1), types.reload())}
                onRemove={() => openModal('remove-message-type')}
              />
            )}
          </LinkedRecord>
        )}
      </SidePanel>
      <ConfirmModal
        id="remove-message-type"
        title="Remove message type"
        confirmLabel="Remove"
        loadingLabel="Removing"
        onConfirm={() => {
          if (id !== null) types.remove('messageTypeRemove', id);
        }}
      >
        <p>
          Remove the message type <strong>{listed?.name}</strong> and every message received for it? A type
          still read by a transform or an index cannot be removed.
        </p>
      </ConfirmModal>
    </MetaPage>
  );
};
