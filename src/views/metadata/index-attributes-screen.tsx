import { useSearch } from 'wouter';
import type { ScreenProps } from '../../app/route-types';
import { replaceAddress } from '../kit/use-navigate';
import { IndexAttributes } from './index-attributes';
import { linkedId } from './linked-record';
import { metaAddress } from './meta-addresses';
import { MetaPage } from './meta-page';
import { RecordPicker } from './record-picker';
import { StatusBadge } from './status-badge';
import { useMetaPermissions } from './use-meta-permissions';
import { usePickedIndex } from './use-picked-index';
import styles from './metadata.module.css';
import { Button } from '../kit/ui/button';

/**
 * /ls-metadata/manage-search-index-attributes (?index=): per index, each attribute's datatype and flags; rebuilds
 * announced. /ls-metadata/search-index/:id/attribute/:attributeId opens one attribute's form, read by its get-call.
 */
export const IndexAttributesScreen = ({ params }: Partial<ScreenProps>) => {
  const { canEdit } = useMetaPermissions();
  const search = new URLSearchParams(useSearch());
  const { indexes, indexId, index, pick } = usePickedIndex(
    linkedId(params?.id) ?? linkedId(search.get('index') ?? undefined),
  );
  // The picked index is written in the address, so a reload or a closed attribute comes back to it.
  const handlePick = (id: number) => (pick(id), replaceAddress(metaAddress.attributes(id)));
  return (
    <MetaPage
      title="Search Index Attribute"
      intro="The attributes of each index: datatype, and whether queries may search, filter or sort on them."
      error={indexes.error}
    >
      <div className={styles.row}>
        <RecordPicker label="Index" records={indexes.rows} value={indexId} onPick={handlePick} />
        {index && (
          <p>
            <StatusBadge status={index.status} /> {index.document_count} documents{' '}
            {index.status_reason && `— ${index.status_reason}`}
          </p>
        )}
      </div>
      {indexId !== null && !index && !indexes.busy && indexes.rows.length > 0 && (
        <p role="alert" className={styles.error}>
          Search index {indexId} not found.{' '}
          {/* A button, not a link: the screen may already be at that address (?index= is in the same route). */}
          <Button onClick={() => handlePick(indexes.rows[0].id)}>Back to the index attributes</Button>
        </p>
      )}
      {/* Keyed by the index: its attributes load as the list starts, with no effect. */}
      {index && (
        <IndexAttributes
          key={index.id}
          index={index}
          canEdit={canEdit}
          attributeId={index.id === linkedId(params?.id) ? linkedId(params?.attributeId) : null}
          onSaved={() => indexes.reload()}
        />
      )}
    </MetaPage>
  );
};
