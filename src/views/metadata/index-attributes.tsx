import { useState } from 'react';
import type { IndexAttribute, SearchIndex } from '../../contracts/metadata/entities';
import { InlineConfirm } from '../kit/inline-confirm/inline-confirm';
import { SidePanel } from '../kit/side-panel/side-panel';
import { replaceAddress, useNavigate } from '../kit/use-navigate';
import { AttributeForm, type AttributeValues } from './attribute-form';
import { LinkedRecord } from './linked-record';
import { metaAddress } from './meta-addresses';
import { useMetaCollection } from './use-meta';
import styles from './metadata.module.css';
import { TableHead } from '../kit/table-head';
import { Button } from '../kit/ui/button';

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
      <table className={styles.table} aria-label="Index attributes" aria-busy={attributes.busy}>
        <TableHead
          columns={['Name', 'Datatype', 'Searchable', 'Filterable', 'Sortable', 'Description', 'Actions']}
        />
        <tbody>
          {attributes.rows.length === 0 && (
            <tr>
              <td colSpan={7}>{attributes.busy ? 'Loading…' : 'There are no records.'}</td>
            </tr>
          )}
          {attributes.rows.map((a) => (
            <tr key={a.id}>
              <td>{a.name}</td>
              <td>{a.datatype}</td>
              <td>{a.searchable ? 'Yes' : 'No'}</td>
              <td>{a.filterable ? 'Yes' : 'No'}</td>
              <td>{a.sortable ? 'Yes' : 'No'}</td>
              <td>{a.description}</td>
              <td className={styles.row}>
                <Button
                  variant="quiet"
                  size="sm"
                  disabled={!canEdit}
                  aria-label={`Edit ${a.name}`}
                  onClick={() => (setSavedId(null), navigate(metaAddress.attribute(index.id, a.id)))}
                >
                  Edit
                </Button>
                {canEdit && (
                  <InlineConfirm
                    triggerLabel={`Remove ${a.name}`}
                    text={`Remove the attribute ${a.name}?`}
                    onConfirm={() => attributes.remove('attributeRemove', a.id)}
                  />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
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
