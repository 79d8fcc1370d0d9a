import { useState } from 'react';
import type { MessageType, SearchIndex, Transform } from '../../contracts/metadata/entities';
import { Link } from 'wouter';
import { closeModal, openModal } from '../kit/confirm-modal/modal-registry';
import { ConfirmModal } from '../kit/confirm-modal/confirm-modal';
import { Datatable } from '../kit/datatable/datatable';
import type { DatatableColumn } from '../kit/datatable/columns';
import button from '../kit/shared/button.module.css';
import { SidePanel } from '../kit/side-panel/side-panel';
import { BulkLoadPanel } from './bulk-load-panel';
import { FieldHelp } from './field-help';
import { HistoryList } from './history-list';
import { IndexForm } from './index-form';
import { MetaPage } from './meta-page';
import { RecordPicker } from './record-picker';
import { StatusBadge } from './status-badge';
import { useMetaCollection } from './use-meta';
import { useMetaPermissions } from './use-meta-permissions';
import styles from './metadata.module.css';

type Row = SearchIndex & Record<string, unknown>;
const columns: DatatableColumn<Row>[] = [
  { id: 'name', title: 'Index', width: 200 },
  { id: 'message_type_name', title: 'Message type', width: 180 },
  { id: 'transform_name', title: 'Transform', width: 200 },
  { id: 'status', title: 'Status', width: 100 },
  { id: 'document_count', title: 'Documents', width: 100 },
  { id: 'attribute_count', title: 'Attributes', width: 100 },
  { id: 'updated_at', title: 'Updated', width: 160, format: 'datetime' },
];

/** /ls-metadata/search-idx: indexes tie a message type, a transform and attributes together; bulk loads run here. */
export const SearchIndexScreen = () => {
  const [openId, setOpenId] = useState<number | 'new' | null>(null);
  const { canEdit, canLoad } = useMetaPermissions();
  const types = useMetaCollection<MessageType>({ list: 'messageTypeGetAll' });
  const transforms = useMetaCollection<Transform>({ list: 'transformGetAll' });
  const indexes = useMetaCollection<Row>(
    { list: 'indexGetAll' },
    {
      saved: (r) => setOpenId((r as SearchIndex).id),
      removed: () => (closeModal('remove-index'), setOpenId(null)),
    },
  );
  const current = typeof openId === 'number' ? (indexes.rows.find((r) => r.id === openId) ?? null) : null;
  return (
    <MetaPage
      title="Search Index Mapping"
      intro="Each index stores one message type through one transform, with the attributes queries can use."
      error={indexes.error}
      notice={indexes.notice}
      actions={
        <button
          type="button"
          className={`${button.button} ${button.primary}`}
          disabled={!canEdit}
          onClick={() => setOpenId('new')}
        >
          New index
        </button>
      }
    >
      <div className={styles.row}>
        <RecordPicker
          label="Open index"
          records={indexes.rows}
          value={current?.id ?? null}
          onPick={setOpenId}
        />
      </div>
      <Datatable
        label="Search indexes"
        rows={indexes.rows}
        columns={columns}
        filterColumns={['name', 'message_type_name', 'status']}
        loading={indexes.busy && !indexes.rows.length}
        onRowActivate={(r) => setOpenId(r.id)}
        viewId="meta-indexes"
      />
      <SidePanel
        id="index-panel"
        title={current ? `Index ${current.name}` : 'New index'}
        open={openId !== null}
        width={980}
        onClose={() => setOpenId(null)}
      >
        {openId === 'new' && (
          <IndexForm
            existing={null}
            types={types.rows}
            transforms={transforms.rows}
            saving={indexes.saving}
            disabled={!canEdit}
            onSave={(p) => indexes.save('indexCreate', p)}
          />
        )}
        {current && (
          <div className={styles.page}>
            <section className={styles.card} aria-label="Index status">
              <p>
                Status: <StatusBadge status={current.status} />{' '}
                <FieldHelp k="index.status" label="index status" />
              </p>
              {current.status_reason && <p>{current.status_reason}</p>}
              <p>
                {current.document_count} documents · {current.attribute_count} attributes ·{' '}
                <Link href="/ls-metadata/manage-search-index-attributes">Manage attributes</Link> ·{' '}
                <Link href="/ls-metadata/query">Query an index</Link>
              </p>
            </section>
            <IndexForm
              key={`${current.id}-${current.version}`}
              existing={current}
              types={types.rows}
              transforms={transforms.rows}
              saving={indexes.saving}
              disabled={!canEdit}
              onSave={(p) => indexes.save('indexUpdate', p)}
            />
            <BulkLoadPanel
              key={current.id}
              index={current}
              canLoad={canLoad}
              onFinished={() => indexes.reload()}
            />
            <HistoryList
              path="entityHistory"
              body={{ entity: 'index', id: current.id }}
              version={current.version}
            />
            <div className={styles.row}>
              <button
                type="button"
                className={`${button.button} ${button.danger}`}
                disabled={!canEdit}
                onClick={() => openModal('remove-index')}
              >
                Remove index
              </button>
            </div>
          </div>
        )}
      </SidePanel>
      <ConfirmModal
        id="remove-index"
        title="Remove search index"
        confirmLabel="Remove"
        loadingLabel="Removing"
        onConfirm={() => void (current && indexes.remove('indexRemove', current.id))}
      >
        <p>
          Remove the index <strong>{current?.name}</strong> with its {current?.document_count ?? 0} documents,
          attributes, saved queries and load history?
        </p>
      </ConfirmModal>
    </MetaPage>
  );
};
