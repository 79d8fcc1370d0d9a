import { useState } from 'react';
import type { ScreenProps } from '../../app/route-types';
import type { MessageType, Transform } from '../../contracts/metadata/entities';
import { closeModal, openModal } from '../kit/confirm-modal/modal-registry';
import { ConfirmModal } from '../kit/confirm-modal/confirm-modal';
import { Datatable } from '../kit/datatable/datatable';
import { SidePanel } from '../kit/side-panel/side-panel';
import { Spinner } from '../kit/spinner/spinner';
import { useNavigate } from '../kit/use-navigate';
import { LinkedRecord, linkedId, loaded } from './linked-record';
import { metaAddress } from './meta-addresses';
import { MetaPage } from './meta-page';
import { RecordPicker } from './record-picker';
import { transformColumns as columns, type TransformRow as Row } from './transform-columns';
import { TransformForm, type TransformPayload } from './transform-form';
import { useMetaCollection } from './use-meta';
import styles from './metadata.module.css';
import { Button } from '../kit/ui/button';

const base = metaAddress.transforms;

/**
 * /ls-metadata/json-transform: declarative transforms from a message type to an index's documents, with live
 * preview. A saved one opens at /ls-metadata/transform/:id, read by /meta/transform/get, so the link survives a
 * reload.
 */
export const JsonTransformScreen = ({ params }: Partial<ScreenProps>) => {
  const navigate = useNavigate();
  const id = linkedId(params?.id);
  const [writingNew, setWritingNew] = useState(false);
  // Bumped after an update: the open record is read again by its get-call.
  const [revision, setRevision] = useState(0);
  const openRecord = (recordId: number) => (setWritingNew(false), navigate(metaAddress.transform(recordId)));
  const close = () => (setWritingNew(false), id !== null && navigate(base));
  const types = useMetaCollection<MessageType>({ list: 'messageTypeGetAll' });
  const transforms = useMetaCollection<Row>(
    { list: 'transformGetAll' },
    {
      saved: (r) => {
        const saved = r as Transform;
        // An update stays where it is and reads the record again; a new one moves to its address.
        if (saved.id === id) setRevision((n) => n + 1);
        else openRecord(saved.id);
      },
      removed: () => (closeModal('remove-transform'), close()),
    },
  );
  const listed = transforms.rows.find((r) => r.id === id);
  const handleSave = (record: Transform | null) => (payload: TransformPayload) =>
    transforms.save(
      record ? 'transformUpdate' : 'transformCreate',
      record ? { ...payload, id: record.id, version: record.version } : payload,
    );
  const form = (record: Transform | null) => (
    <TransformForm
      record={record}
      types={types.rows}
      saving={transforms.saving}
      onSave={handleSave(record)}
      onRemove={() => openModal('remove-transform')}
    />
  );
  return (
    <MetaPage
      title="JSON Transform"
      intro="How each message of a type becomes the document an index stores: mappings, renames, casts, nested paths and defaults."
      error={transforms.error}
      notice={transforms.notice}
      actions={
        <Button variant="primary" onClick={() => setWritingNew(true)}>
          New transform
        </Button>
      }
    >
      <div className={styles.row}>
        <RecordPicker
          label="Open transform"
          records={transforms.rows}
          value={writingNew ? null : id}
          onPick={openRecord}
        />
      </div>
      <Datatable
        label="Transforms"
        rows={transforms.rows}
        columns={columns}
        filterColumns={['name', 'source_type_name']}
        loading={transforms.busy && !transforms.rows.length}
        onRowActivate={(row) => openRecord(row.id)}
        viewId="meta-transforms"
      />
      <SidePanel
        id="transform-panel"
        title={writingNew ? 'New transform' : `Transform ${listed?.name ?? id ?? ''}`}
        open={writingNew || id !== null}
        width={980}
        onClose={close}
      >
        {writingNew && <div key="new">{form(null)}</div>}
        {!writingNew && id !== null && (
          // A saved version is a new start: its values, and the latest message of its source type.
          <LinkedRecord<Transform>
            key={`${id}-${revision}`}
            path="transformGet"
            id={id}
            what="transform"
            back={{ href: base, label: 'Back to the transforms' }}
          >
            {(record) =>
              // The source type select takes its value once its options are there.
              loaded(types) ? form(record) : <Spinner loading label="Loading the message types" />
            }
          </LinkedRecord>
        )}
      </SidePanel>
      <ConfirmModal
        id="remove-transform"
        title="Remove transform"
        confirmLabel="Remove"
        loadingLabel="Removing"
        onConfirm={() => void (id !== null && transforms.remove('transformRemove', id))}
      >
        <p>
          Remove the transform <strong>{listed?.name}</strong>? A transform still used by a search index
          cannot be removed.
        </p>
      </ConfirmModal>
    </MetaPage>
  );
};
