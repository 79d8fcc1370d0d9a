import { useState } from 'react';
import type { MessageType } from '../../contracts/metadata/entities';
import { closeModal, openModal } from '../kit/confirm-modal/modal-registry';
import { ConfirmModal } from '../kit/confirm-modal/confirm-modal';
import { Datatable } from '../kit/datatable/datatable';
import type { DatatableColumn } from '../kit/datatable/columns';
import button from '../kit/shared/button.module.css';
import { SidePanel } from '../kit/side-panel/side-panel';
import { MessageTypeForm } from './message-type-form';
import { MetaPage } from './meta-page';
import { RecordPicker } from './record-picker';
import { useMetaCollection } from './use-meta';
import styles from './metadata.module.css';

type Row = MessageType & Record<string, unknown>;
/** The open record: a saved one, a new one being written, or none. */
type Open = MessageType | 'new' | null;

const columns: DatatableColumn<Row>[] = [
  { id: 'name', title: 'Name', width: 200 },
  { id: 'description', title: 'Description', width: 300 },
  { id: 'attributes', title: 'Attributes', width: 100, format: (v) => String((v as unknown[]).length) },
  { id: 'message_count', title: 'Messages', width: 100 },
  { id: 'version', title: 'Version', width: 80 },
  { id: 'updated_at', title: 'Updated', width: 160, format: 'datetime' },
];
/** /ls-metadata/message-type: the message types, their attributes and datatypes, and each one's history. */
export const MessageTypeScreen = () => {
  const [open, setOpen] = useState<Open>(null);
  const types = useMetaCollection<Row>(
    { list: 'messageTypeGetAll' },
    {
      saved: (record) => setOpen(record as MessageType),
      removed: () => {
        closeModal('remove-message-type');
        setOpen(null);
      },
    },
  );
  const record = open === 'new' ? null : open;
  return (
    <MetaPage
      title="Message Type"
      intro="The kinds of message the service receives, with the datatype of each attribute."
      error={types.error}
      notice={types.notice}
      actions={
        <button type="button" className={`${button.button} ${button.primary}`} onClick={() => setOpen('new')}>
          New message type
        </button>
      }
    >
      <div className={styles.row}>
        <RecordPicker
          label="Open message type"
          records={types.rows}
          value={record?.id ?? null}
          onPick={(id) => setOpen(types.rows.find((r) => r.id === id) ?? null)}
        />
      </div>
      <Datatable
        label="Message types"
        rows={types.rows}
        columns={columns}
        filterColumns={['name', 'description']}
        loading={types.busy && !types.rows.length}
        onRowActivate={setOpen}
        viewId="meta-message-types"
      />
      <SidePanel
        id="message-type-panel"
        title={record ? `Message type ${record.name}` : 'New message type'}
        open={open !== null}
        width={760}
        onClose={() => setOpen(null)}
      >
        {open !== null && (
          <MessageTypeForm
            // A new version of the record starts a new form with its values.
            key={record ? `${record.id}-${record.version}` : 'new'}
            record={record}
            saving={types.saving}
            onCreate={(payload) => types.save('messageTypeCreate', payload)}
            onUpdated={(updated) => (setOpen(updated), types.reload())}
            onRemove={() => openModal('remove-message-type')}
          />
        )}
      </SidePanel>
      <ConfirmModal
        id="remove-message-type"
        title="Remove message type"
        confirmLabel="Remove"
        loadingLabel="Removing"
        onConfirm={() => {
          if (record) types.remove('messageTypeRemove', record.id);
        }}
      >
        <p>
          Remove the message type <strong>{record?.name}</strong> and every message received for it? A type
          still read by a transform or an index cannot be removed.
        </p>
      </ConfirmModal>
    </MetaPage>
  );
};
