import { IndexAttributes } from './index-attributes';
import { MetaPage } from './meta-page';
import { RecordPicker } from './record-picker';
import { StatusBadge } from './status-badge';
import { useMetaPermissions } from './use-meta-permissions';
import { usePickedIndex } from './use-picked-index';
import styles from './metadata.module.css';

/** /ls-metadata/manage-search-index-attributes: per index, each attribute's datatype and flags; rebuilds announced. */
export const IndexAttributesScreen = () => {
  const { canEdit } = useMetaPermissions();
  const { indexes, indexId, index, pick } = usePickedIndex();
  return (
    <MetaPage
      title="Search Index Attribute"
      intro="The attributes of each index: datatype, and whether queries may search, filter or sort on them."
      error={indexes.error}
    >
      <div className={styles.row}>
        <RecordPicker label="Index" records={indexes.rows} value={indexId} onPick={pick} />
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
