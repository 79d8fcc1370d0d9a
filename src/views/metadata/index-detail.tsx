import type { MessageType, SearchIndexDetail, Transform } from '../../contracts/metadata/entities';
import { Link } from 'wouter';
import { FieldHelp } from './field-help';
import { HistoryList } from './history-list';
import { IndexForm } from './index-form';
import { metaAddress } from './meta-addresses';
import { StatusBadge } from './status-badge';
import styles from './metadata.module.css';
import { Button } from '../kit/ui/button';

type IndexDetailProps = {
  index: SearchIndexDetail;
  types: MessageType[];
  transforms: Transform[];
  saving: boolean;
  canEdit: boolean;
  onSave: (payload: Record<string, unknown>) => void;
  onRemove: () => void;
};

/** One index as /meta/search/index/get reads it: status and counts, its fields, its change history. */
export const IndexDetail = ({
  index,
  types,
  transforms,
  saving,
  canEdit,
  onSave,
  onRemove,
}: IndexDetailProps) => (
  <>
    <section className={styles.card} aria-label="Index status">
      <p>
        Status: <StatusBadge status={index.status} /> <FieldHelp k="index.status" label="index status" />
      </p>
      {index.status_reason && <p>{index.status_reason}</p>}
      <p>
        {index.document_count} documents · {index.attribute_count} attributes ·{' '}
        {/* A plain link: wouter's own would move the query out of the hash. */}
        <a href={`#${metaAddress.attributes(index.id)}`}>Manage attributes</a> ·{' '}
        <Link href="/ls-metadata/query">Query an index</Link>
      </p>
    </section>
    <IndexForm
      existing={index}
      types={types}
      transforms={transforms}
      saving={saving}
      disabled={!canEdit}
      onSave={onSave}
    />
    <HistoryList path="entityHistory" body={{ entity: 'index', id: index.id }} version={index.version} />
    <div className={styles.row}>
      <Button tone="danger" disabled={!canEdit} onClick={onRemove}>
        Remove index
      </Button>
    </div>
  </>
);
