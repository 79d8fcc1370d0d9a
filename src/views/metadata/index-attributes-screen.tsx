import { useState } from 'react';
import type { SearchIndex } from '../../contracts/metadata/entities';
import { IndexAttributes } from './index-attributes';
import { MetaPage } from './meta-page';
import { RecordPicker } from './record-picker';
import { StatusBadge } from './status-badge';
import { useMetaCollection } from './use-meta';
import { useMetaPermissions } from './use-meta-permissions';
import styles from './metadata.module.css';

/** /ls-metadata/manage-search-index-attributes: per index, each attribute's datatype and flags; rebuilds announced. */
export const IndexAttributesScreen = () => {
  const { canEdit } = useMetaPermissions();
  const indexes = useMetaCollection<SearchIndex>({ list: 'indexGetAll' });
  const [picked, setIndexId] = useState<number | null>(null);
  // Until one is picked, the first index is shown.
  const indexId = picked ?? indexes.rows[0]?.id ?? null;
  const index = indexes.rows.find((i) => i.id === indexId) ?? null;
  return (
    <MetaPage
      title="Search Index Attribute"
      intro="The attributes of each index: datatype, and whether queries may search, filter or sort on them."
      error={indexes.error}
    >
      <div className={styles.row}>
        <RecordPicker label="Index" records={indexes.rows} value={indexId} onPick={setIndexId} />
        {index && (
          <p>
            <StatusBadge status={index.status} /> {index.document_count} documents{' '}
            {index.status_reason && `— ${index.status_reason}`}
          </p>
        )}
      </div>
      {/* Keyed by the index: its attributes load as the list starts, with no effect. */}
      {index && (
        <IndexAttributes key={index.id} index={index} canEdit={canEdit} onSaved={() => indexes.reload()} />
      )}
    </MetaPage>
  );
};
