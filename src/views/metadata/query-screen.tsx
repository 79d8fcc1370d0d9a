import { MetaPage } from './meta-page';
import { QueryEditor } from './query-editor';
import { RecordPicker } from './record-picker';
import { StatusBadge } from './status-badge';
import { useMetaPermissions } from './use-meta-permissions';
import { usePickedIndex } from './use-picked-index';
import styles from './metadata.module.css';

/** /ls-metadata/query: saved queries per index, edited with the query builder, saved in the service's format, run live. */
export const QueryScreen = () => {
  const { canEdit } = useMetaPermissions();
  const { indexes, indexId, index, pick } = usePickedIndex();
  return (
    <MetaPage
      title="Query"
      intro="Saved queries over a search index: build, save, reload and run them."
      error={indexes.error}
    >
      <div className={styles.row}>
        <RecordPicker label="Index" records={indexes.rows} value={indexId} onPick={pick} />
        {index && <StatusBadge status={index.status} />}
      </div>
      {/* Keyed by the index: its saved queries and fields load as the editor starts, with no effect. */}
      {indexId !== null && <QueryEditor key={indexId} indexId={indexId} canEdit={canEdit} />}
    </MetaPage>
  );
};
