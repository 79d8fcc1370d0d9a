import { useMemo, useState } from 'react';
import type { IndexAttribute, SearchIndex } from '../../contracts/metadata/entities';
import { InlineConfirm } from '../kit/inline-confirm/inline-confirm';
import { SidePanel } from '../kit/side-panel/side-panel';
import { replaceAddress, useNavigate } from '../kit/use-navigate';
import { AttributeForm, type AttributeValues } from './attribute-form';
import { LinkedRecord } from './linked-record';
import { metaAddress } from './meta-addresses';
import { useMetaCollection } from './use-meta';
import styles from './metadata.module.css';
import { Datatable } from '../kit/datatable/datatable';
import type { DatatableColumn } from '../kit/datatable/columns';
import { Button } from '../kit/ui/button';
import { useChosenRow } from '../kit/datatable/use-chosen-row';

const yesNo = (on: boolean) => (on ? 'Yes' : 'No');
type AttributeLine = IndexAttribute & { search: string; filter: string; sort: string };
const attributeLine = (a: IndexAttribute): AttributeLine => ({
  ...a,
  search: yesNo(a.searchable),
  filter: yesNo(a.filterable),
  sort: yesNo(a.sortable),
});
const columns: DatatableColumn<AttributeLine>[] = [
  { id: 'name', title: 'Name', fit: { maxWidth: 240 } },
  { id: 'datatype', title: 'Datatype', fit: true },
  { id: 'search', title: 'Searchable', fit: true },
  { id: 'filter', title: 'Filterable', fit: true },
  { id: 'sort', title: 'Sortable', fit: true },
  { id: 'description', title: 'Description', grow: true, width: 240 },
];

type IndexAttributesProps = {
  index: SearchIndex;
  canEdit: boolean;
  onSaved: () => void;
  /** The attribute the address names (/ls-metadata/search-index/:id/attribute/:attributeId), if any. */
  attributeId: number | null;
};

/**
 * The attributes of one index (mounted once per index, keyed by it, so its list loads as it starts). A saved
 * attribute is edited at its own address, read by /meta/search/index/attributes/get, so the link survives a reload.
 * A canvas row holds no button: choosing an attribute offers its Edit and Remove under the table.
 */
export const IndexAttributes = ({ index, canEdit, onSaved, attributeId: linked }: IndexAttributesProps) => {
  const navigate = useNavigate();
  const [writingNew, setWritingNew] = useState(false);
  // A saved attribute's panel closes in place (the address written back), so the Saved notice stays in view.
  const [savedId, setSavedId] = useState<number | null>(null);
  const attributeId = linked === savedId ? null : linked;
  const list = metaAddress.attributes(index.id);
  const close = () => (setWritingNew(false), attributeId !== null && navigate(list));
  const attributes = useMetaCollection<IndexAttribute>(
    { list: 'attributeGetAll', listBody: { index_id: index.id } },
    {
      saved: () => {
        setWritingNew(false);
        if (attributeId !== null) {
          replaceAddress(list);
          setSavedId(attributeId);
        }
        onSaved();
      },
    },
  );
  const listed = attributes.rows.find((a) => a.id === attributeId);
  const rows = useMemo(() => attributes.rows.map(attributeLine), [attributes.rows]);
  const [chosen, setChosenId] = useChosenRow(rows, (a) => a.id);
  const handleEdit = (a: IndexAttribute) => (
    setSavedId(null),
    navigate(metaAddress.attribute(index.id, a.id))
  );
  const handleSave = (record: IndexAttribute | null) => (values: AttributeValues) =>
    attributes.save(
      record ? 'attributeUpdate' : 'attributeCreate',
      record ? { id: record.id, version: record.version, ...values } : { index_id: index.id, ...values },
    );
  const form = (record: IndexAttribute | null) => (
    <AttributeForm
      record={record}
      documentCount={index.document_count}
      saving={attributes.saving}
      onSave={handleSave(record)}
    />
  );
  return (
    <>
      <div aria-live="polite">
        {attributes.error && (
          <p role="alert" className={styles.error}>
            {attributes.error}
          </p>
        )}
        {attributes.notice && !attributes.error && <p className={styles.notice}>{attributes.notice}</p>}
      </div>
      <div className={styles.row}>
        <Button variant="primary" disabled={!canEdit} onClick={() => setWritingNew(true)}>
          Add attribute
        </Button>
      </div>
      <Datatable
        label="Index attributes"
        rows={rows}
        columns={columns}
        filterColumns={['name', 'description']}
        viewId="index-attributes"
        loading={attributes.busy}
        onRowSelect={(a) => setChosenId(a.id)}
        onRowActivate={(a) => (setChosenId(a.id), handleEdit(a))}
      />
      <div className={styles.row} aria-live="polite">
        {chosen ? (
          <>
            <Button
              variant="secondary"
              size="sm"
              disabled={!canEdit}
              aria-label={`Edit ${chosen.name}`}
              onClick={() => handleEdit(chosen)}
            >
              Edit {chosen.name}
            </Button>
            {canEdit && (
              <InlineConfirm
                key={chosen.id}
                triggerLabel={`Remove ${chosen.name}`}
                text={`Remove the attribute ${chosen.name}?`}
                onConfirm={() => attributes.remove('attributeRemove', chosen.id)}
              />
            )}
          </>
        ) : (
          <p className={styles.muted}>Choose an attribute to edit or remove it.</p>
        )}
      </div>
      <SidePanel
        id="attribute-panel"
        title={writingNew ? 'New attribute' : `Attribute ${listed?.name ?? attributeId ?? ''}`}
        open={writingNew || attributeId !== null}
        width={520}
        onClose={close}
      >
        {writingNew && <div key="new">{form(null)}</div>}
        {!writingNew && attributeId !== null && (
          <LinkedRecord<IndexAttribute>
            key={attributeId}
            path="attributeGet"
            id={attributeId}
            what="attribute"
            back={{ href: list, label: `Back to the attributes of ${index.name}` }}
          >
            {(record) =>
              // The address names the index too: an attribute of another index is not this one's.
              record.index_id === index.id ? (
                form(record)
              ) : (
                <p role="alert" className={styles.error}>
                  Attribute {record.id} is not an attribute of the index {index.name}.
                </p>
              )
            }
          </LinkedRecord>
        )}
      </SidePanel>
    </>
  );
};
