import { useEffect, useState } from 'react';
import { datatypes, type Datatype } from '../../contracts/metadata/datatypes';
import type { IndexAttribute, SearchIndex } from '../../contracts/metadata/entities';
import { attributeChangeNeedsRebuild } from '../../contracts/metadata/rules';
import { InlineConfirm } from '../kit/inline-confirm/inline-confirm';
import { LoadingButton } from '../kit/loading-button';
import button from '../kit/shared/button.module.css';
import { SidePanel } from '../kit/side-panel/side-panel';
import { FieldHelp } from './field-help';
import { MetaPage } from './meta-page';
import { RecordPicker } from './record-picker';
import { StatusBadge } from './status-badge';
import { useMetaCollection } from './use-meta';
import { useMetaPermissions } from './use-meta-permissions';
import { MetaField } from './meta-field';
import styles from './metadata.module.css';

type Draft = {
  id: number | null;
  version: number;
  name: string;
  datatype: Datatype;
  searchable: boolean;
  filterable: boolean;
  sortable: boolean;
  description: string;
};
const blank: Draft = {
  id: null,
  version: 0,
  name: '',
  datatype: 'STRING',
  searchable: true,
  filterable: true,
  sortable: false,
  description: '',
};

/** /ls-metadata/manage-search-index-attributes: per index, each attribute's datatype and flags; rebuilds announced. */
export const IndexAttributesScreen = () => {
  const { canEdit } = useMetaPermissions();
  const indexes = useMetaCollection<SearchIndex>({ list: 'indexGetAll' });
  const [picked, setIndexId] = useState<number | null>(null);
  // Until one is picked, the first index is shown.
  const indexId = picked ?? indexes.rows[0]?.id ?? null;
  const [draft, setDraft] = useState<Draft | null>(null);
  const index = indexes.rows.find((i) => i.id === indexId) ?? null;
  const attributes = useMetaCollection<IndexAttribute>(
    { list: 'attributeGetAll', deferred: true },
    { saved: () => (setDraft(null), indexes.reload()) },
  );
  useEffect(() => {
    if (indexId) attributes.reload({ index_id: indexId });
    // reload when the chosen index changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [indexId]);
  const rows = indexId ? attributes.rows : [];
  const before = draft?.id ? (rows.find((a) => a.id === draft.id) ?? null) : null;
  const rebuild = draft && index ? attributeChangeNeedsRebuild(before, draft, index.document_count) : false;
  const save = () => {
    if (!draft || !indexId) return;
    const { id, version, ...fields } = draft;
    attributes.save(
      id ? 'attributeUpdate' : 'attributeCreate',
      id ? { id, version, ...fields } : { index_id: indexId, ...fields },
    );
  };
  return (
    <MetaPage
      title="Search Index Attribute"
      intro="The attributes of each index: datatype, and whether queries may search, filter or sort on them."
      error={attributes.error}
      notice={attributes.notice}
    >
      <div className={styles.row}>
        <RecordPicker label="Index" records={indexes.rows} value={indexId} onPick={setIndexId} />
        {index && (
          <p>
            <StatusBadge status={index.status} /> {index.document_count} documents{' '}
            {index.status_reason && `— ${index.status_reason}`}
          </p>
        )}
        <button
          type="button"
          className={`${button.button} ${button.primary}`}
          disabled={!canEdit || !indexId}
          onClick={() => setDraft(blank)}
        >
          Add attribute
        </button>
      </div>
      <table className={styles.table} aria-label="Index attributes" aria-busy={attributes.busy}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Datatype</th>
            <th scope="col">Searchable</th>
            <th scope="col">Filterable</th>
            <th scope="col">Sortable</th>
            <th scope="col">Description</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={7}>{attributes.busy ? 'Loading…' : 'There are no records.'}</td>
            </tr>
          )}
          {rows.map((a) => (
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
                  onClick={() => setDraft({ ...a })}
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
        title={draft?.id ? `Attribute ${before?.name ?? ''}` : 'New attribute'}
        open={draft !== null}
        width={520}
        onClose={() => setDraft(null)}
      >
        {draft && (
          <form className={styles.card} aria-label="Attribute" onSubmit={(e) => (e.preventDefault(), save())}>
            <MetaField label="Name *">
              {(id) => (
                <input
                  id={id}
                  className={styles.input}
                  required
                  value={draft.name}
                  onChange={(e) => setDraft({ ...draft, name: e.target.value })}
                />
              )}
            </MetaField>
            <MetaField label="Datatype">
              {(id) => (
                <select
                  id={id}
                  className={styles.select}
                  value={draft.datatype}
                  onChange={(e) => setDraft({ ...draft, datatype: e.target.value as Datatype })}
                >
                  {datatypes.map((d) => (
                    <option key={d}>{d}</option>
                  ))}
                </select>
              )}
            </MetaField>
            <fieldset className={styles.row} style={{ border: 0, padding: 0 }}>
              <legend className={styles.label}>
                Flags <FieldHelp k="attribute.flags" label="attribute flags" />
              </legend>
              {(['searchable', 'filterable', 'sortable'] as const).map((flag) => (
                <label key={flag}>
                  <input
                    type="checkbox"
                    checked={draft[flag]}
                    onChange={(e) => setDraft({ ...draft, [flag]: e.target.checked })}
                  />{' '}
                  {flag}
                </label>
              ))}
            </fieldset>
            <MetaField label="Description">
              {(id) => (
                <input
                  id={id}
                  className={styles.input}
                  value={draft.description}
                  onChange={(e) => setDraft({ ...draft, description: e.target.value })}
                />
              )}
            </MetaField>
            {rebuild && (
              <p role="status" className={styles.warning}>
                This change needs a rebuild: the index becomes unusable until a bulk load completes.{' '}
                <FieldHelp k="attribute.rebuild" label="rebuilds" />
              </p>
            )}
            <LoadingButton type="submit" loading={attributes.saving} loadingText="Saving">
              {rebuild ? 'Save and mark for rebuild' : 'Save attribute'}
            </LoadingButton>
          </form>
        )}
      </SidePanel>
    </MetaPage>
  );
};
