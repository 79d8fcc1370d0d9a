import { useMemo, useState } from 'react';
import type { ScreenProps } from '../../app/route-types';
import type {
  BulkLoad,
  MessageType,
  SearchIndex,
  SearchIndexDetail,
  Transform,
} from '../../contracts/metadata/entities';
import { formatDateTime } from '../../rules/kit-format';
import { closeModal, openModal } from '../kit/confirm-modal/modal-registry';
import { ConfirmModal } from '../kit/confirm-modal/confirm-modal';
import { Datatable } from '../kit/datatable/datatable';
import type { DatatableColumn } from '../kit/datatable/columns';
import { SidePanel } from '../kit/side-panel/side-panel';
import { Spinner } from '../kit/spinner/spinner';
import { useNavigate } from '../kit/use-navigate';
import { BulkLoadPanel } from './bulk-load-panel';
import { IndexDetail } from './index-detail';
import { IndexForm } from './index-form';
import { LinkedRecord, linkedId, loaded } from './linked-record';
import { metaAddress } from './meta-addresses';
import { MetaPage } from './meta-page';
import { RecordPicker } from './record-picker';
import { useMetaCollection } from './use-meta';
import { useMetaPermissions } from './use-meta-permissions';
import styles from './metadata.module.css';
import { Button } from '../kit/ui/button';

type Row = SearchIndex & Record<string, unknown>;
const base = metaAddress.indexes;

const columns: DatatableColumn<Row>[] = [
  { id: 'name', title: 'Index', width: 200 },
  { id: 'message_type_name', title: 'Message type', width: 180 },
  { id: 'transform_name', title: 'Transform', width: 200 },
  { id: 'status', title: 'Status', width: 100 },
  { id: 'document_count', title: 'Documents', width: 100 },
  { id: 'attribute_count', title: 'Attributes', width: 100 },
  { id: 'last_load', title: 'Last load', width: 200 },
  { id: 'updated_at', title: 'Updated', width: 160, format: 'datetime' },
];

const withLastLoad = (indexes: readonly Row[], loads: readonly BulkLoad[]): Row[] => {
  const last = new Map<number, BulkLoad>();
  for (const load of loads) if (!last.has(load.index_id)) last.set(load.index_id, load);
  return indexes.map((r) => {
    const load = last.get(r.id);
    const when = load ? formatDateTime(load.finished_at ?? load.created_at) : '';
    return { ...r, last_load: load ? `${load.status} · ${when}` : 'Never' };
  });
};

/**
 * /ls-metadata/search-idx: indexes tie a message type, a transform and attributes together; bulk loads run here.
 * A saved index opens at /ls-metadata/search-index/:id, read by /meta/search/index/get, so the link survives a
 * reload.
 */
export const SearchIndexScreen = ({ params }: Partial<ScreenProps>) => {
  const navigate = useNavigate();
  const id = linkedId(params?.id);
  const [writingNew, setWritingNew] = useState(false);
  // Bumped after an update or a finished load: the open index is read again by its get-call.
  const [revision, setRevision] = useState(0);
  const openRecord = (recordId: number) => (setWritingNew(false), navigate(metaAddress.index(recordId)));
  const close = () => (setWritingNew(false), id !== null && navigate(base));
  const { canEdit, canLoad } = useMetaPermissions();
  const types = useMetaCollection<MessageType>({ list: 'messageTypeGetAll' });
  const transforms = useMetaCollection<Transform>({ list: 'transformGetAll' });
  const indexes = useMetaCollection<Row>(
    { list: 'indexGetAll' },
    {
      saved: (r) => {
        const saved = r as SearchIndex;
        if (saved.id === id) setRevision((n) => n + 1);
        else openRecord(saved.id);
      },
      removed: () => (closeModal('remove-index'), close()),
    },
  );
  // Every index's loads in one call (bulkloads/get_all without an index), newest first: the first per index is
  // its last load, so a running or failed load shows in the list without opening the index.
  const loads = useMetaCollection<BulkLoad>({ list: 'bulkLoadGetAll' });
  const rows = useMemo(() => withLastLoad(indexes.rows, loads.rows), [indexes.rows, loads.rows]);
  const listed = indexes.rows.find((r) => r.id === id);
  return (
    <MetaPage
      title="Search Index Mapping"
      intro="Each index stores one message type through one transform, with the attributes queries can use."
      error={indexes.error}
      notice={indexes.notice}
      actions={
        <Button variant="primary" disabled={!canEdit} onClick={() => setWritingNew(true)}>
          New index
        </Button>
      }
    >
      <div className={styles.row}>
        <RecordPicker
          label="Open index"
          records={indexes.rows}
          value={writingNew ? null : id}
          onPick={openRecord}
        />
      </div>
      <Datatable
        label="Search indexes"
        rows={rows}
        columns={columns}
        filterColumns={['name', 'message_type_name', 'status']}
        loading={indexes.busy && !indexes.rows.length}
        onRowActivate={(r) => openRecord(r.id)}
        viewId="meta-indexes"
      />
      <SidePanel
        id="index-panel"
        title={writingNew ? 'New index' : `Index ${listed?.name ?? id ?? ''}`}
        open={writingNew || id !== null}
        width={980}
        onClose={close}
      >
        {writingNew && (
          <IndexForm
            existing={null}
            types={types.rows}
            transforms={transforms.rows}
            saving={indexes.saving}
            disabled={!canEdit}
            onSave={(p) => indexes.save('indexCreate', p)}
          />
        )}
        {!writingNew && id !== null && (
          <div className={styles.page}>
            <LinkedRecord<SearchIndexDetail>
              key={`${id}-${revision}`}
              path="indexGet"
              id={id}
              what="search index"
              back={{ href: base, label: 'Back to the search indexes' }}
            >
              {(index) =>
                // The form's selects take their values once their options are there (not before the lists).
                !loaded(types) || !loaded(transforms) ? (
                  <Spinner loading label="Loading the message types and transforms" />
                ) : (
                  <IndexDetail
                    index={index}
                    types={types.rows}
                    transforms={transforms.rows}
                    saving={indexes.saving}
                    canEdit={canEdit}
                    onSave={(p) => indexes.save('indexUpdate', p)}
                    onRemove={() => openModal('remove-index')}
                  />
                )
              }
            </LinkedRecord>
            {/* Outside the record, so reading the index again after a load keeps the load being watched. */}
            {listed && (
              <BulkLoadPanel
                key={listed.id}
                index={listed}
                canLoad={canLoad}
                onFinished={() => (indexes.reload(), loads.reload(), setRevision((n) => n + 1))}
              />
            )}
          </div>
        )}
      </SidePanel>
      <ConfirmModal
        id="remove-index"
        title="Remove search index"
        confirmLabel="Remove"
        loadingLabel="Removing"
        onConfirm={() => void (id !== null && indexes.remove('indexRemove', id))}
      >
        <p>
          Remove the index <strong>{listed?.name}</strong> with its {listed?.document_count ?? 0} documents,
          attributes, saved queries and load history?
        </p>
      </ConfirmModal>
    </MetaPage>
  );
};
