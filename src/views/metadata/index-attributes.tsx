import { useState } from 'react';
import type { IndexAttribute, SearchIndex } from '../../contracts/metadata/entities';
import { InlineConfirm } from '../kit/inline-confirm/inline-confirm';
import button from '../kit/shared/button.module.css';
import { SidePanel } from '../kit/side-panel/side-panel';
import { AttributeForm, type AttributeValues } from './attribute-form';
import { useMetaCollection } from './use-meta';
import styles from './metadata.module.css';
import { TableHead } from '../kit/table-head';

type IndexAttributesProps = { index: SearchIndex; canEdit: boolean; onSaved: () => void };

/** The attributes of one index (mounted once per index, keyed by it, so its list loads as it starts). */
export const IndexAttributes = ({ index, canEdit, onSaved }: IndexAttributesProps) => {
  const [open, setOpen] = useState<IndexAttribute | 'new' | null>(null);
  const attributes = useMetaCollection<IndexAttribute>(
    { list: 'attributeGetAll', listBody: { index_id: index.id } },
    { saved: () => (setOpen(null), onSaved()) },
  );
  const record = open === 'new' ? null : open;
  const handleSave = (values: AttributeValues) =>
    attributes.save(
      record ? 'attributeUpdate' : 'attributeCreate',
      record ? { id: record.id, version: record.version, ...values } : { index_id: index.id, ...values },
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
        <button
          type="button"
          className={`${button.button} ${button.primary}`}
          disabled={!canEdit}
          onClick={() => setOpen('new')}
        >
          Add attribute
        </button>
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
                <button
                  type="button"
                  className={button.button}
                  disabled={!canEdit}
                  aria-label={`Edit ${a.name}`}
                  onClick={() => setOpen(a)}
                >
                  Edit
                </button>
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
        title={record ? `Attribute ${record.name}` : 'New attribute'}
        open={open !== null}
        width={520}
        onClose={() => setOpen(null)}
      >
        {open !== null && (
          <AttributeForm
            key={record ? `${record.id}-${record.version}` : 'new'}
            record={record}
            documentCount={index.document_count}
            saving={attributes.saving}
            onSave={handleSave}
          />
        )}
      </SidePanel>
    </>
  );
};
