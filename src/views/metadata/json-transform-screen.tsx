import { useState } from 'react';
import type { MessageType, Transform } from '../../contracts/metadata/entities';
import { closeModal, openModal } from '../kit/confirm-modal/modal-registry';
import { ConfirmModal } from '../kit/confirm-modal/confirm-modal';
import { Datatable } from '../kit/datatable/datatable';
import button from '../kit/shared/button.module.css';
import { SidePanel } from '../kit/side-panel/side-panel';
import { MetaPage } from './meta-page';
import { RecordPicker } from './record-picker';
import { transformColumns as columns, type TransformRow as Row } from './transform-columns';
import { TransformForm, type TransformPayload } from './transform-form';
import { useMetaCollection } from './use-meta';
import styles from './metadata.module.css';

/** /ls-metadata/json-transform: declarative transforms from a message type to an index's documents, with live preview. */
export const JsonTransformScreen = () => {
  const [open, setOpen] = useState<Transform | 'new' | null>(null);
  const types = useMetaCollection<MessageType>({ list: 'messageTypeGetAll' });
  const transforms = useMetaCollection<Row>(
    { list: 'transformGetAll' },
    {
      saved: (r) => setOpen(r as Transform),
      removed: () => (closeModal('remove-transform'), setOpen(null)),
    },
  );
  const record = open === 'new' ? null : open;
  const handleSave = (payload: TransformPayload) =>
    transforms.save(
      record ? 'transformUpdate' : 'transformCreate',
      record ? { ...payload, id: record.id, version: record.version } : payload,
    );
  return (
    <MetaPage
      title="JSON Transform"
      intro="How each message of a type becomes the document an index stores: mappings, renames, casts, nested paths and defaults."
      error={transforms.error}
      notice={transforms.notice}
      actions={
        <button type="button" className={`${button.button} ${button.primary}`} onClick={() => setOpen('new')}>
          New transform
        </button>
      }
    >
      <div className={styles.row}>
        <RecordPicker
          label="Open transform"
          records={transforms.rows}
          value={record?.id ?? null}
          onPick={(id) => setOpen(transforms.rows.find((r) => r.id === id) ?? null)}
        />
      </div>
      <Datatable
        label="Transforms"
        rows={transforms.rows}
        columns={columns}
        filterColumns={['name', 'source_type_name']}
        loading={transforms.busy && !transforms.rows.length}
        onRowActivate={setOpen}
        viewId="meta-transforms"
      />
      <SidePanel
        id="transform-panel"
        title={record ? `Transform ${record.name}` : 'New transform'}
        open={open !== null}
        width={980}
        onClose={() => setOpen(null)}
      >
        {open !== null && (
          <TransformForm
            // A saved version is a new start: its values, and the latest message of its source type.
            key={record ? `${record.id}-${record.version}` : 'new'}
            record={record}
            types={types.rows}
            saving={transforms.saving}
            onSave={handleSave}
            onRemove={() => openModal('remove-transform')}
          />
        )}
      </SidePanel>
      <ConfirmModal
        id="remove-transform"
        title="Remove transform"
        confirmLabel="Remove"
        loadingLabel="Removing"
        onConfirm={() => void (record && transforms.remove('transformRemove', record.id))}
      >
        <p>
          Remove the transform <strong>{record?.name}</strong>? A transform still used by a search index
          cannot be removed.
        </p>
      </ConfirmModal>
    </MetaPage>
  );
};
