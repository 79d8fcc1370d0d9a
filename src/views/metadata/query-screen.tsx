import { useState } from 'react';
import type { SearchIndex } from '../../contracts/metadata/entities';
import { MetaPage } from './meta-page';
import { QueryEditor } from './query-editor';
import { RecordPicker } from './record-picker';
import { StatusBadge } from './status-badge';
import { useMetaCollection } from './use-meta';
import { useMetaPermissions } from './use-meta-permissions';
import styles from './metadata.module.css';

/** /ls-metadata/query: saved queries per index, edited with the query builder, saved in the service's format, run live. */
export const QueryScreen = () => {
  const { canEdit } = useMetaPermissions();
  const indexes = useMetaCollection<SearchIndex>({ list: 'indexGetAll' });
  const [picked, setIndexId] = useState<number | null>(null);
  // Until one is picked, the first index is shown.
  const indexId = picked ?? indexes.rows[0]?.id ?? null;
  const index = indexes.rows.find((i) => i.id === indexId) ?? null;
  return (
    <MetaPage
      title="Query"
      intro="Saved queries over a search index: build, save, reload and run them."
      error={indexes.error}
    >
      <div className={styles.row}>
        <RecordPicker label="Index" records={indexes.rows} value={indexId} onPick={setIndexId} />
        {index && <StatusBadge status={index.status} />}
      </div>
      {/* Keyed by the index: its saved queries and fields load as the editor starts, with no effect. */}
      {indexId !== null && <QueryEditor key={indexId} indexId={indexId} canEdit={canEdit} />}
    </MetaPage>
  );
};
