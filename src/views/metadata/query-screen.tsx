import type { ScreenProps } from '../../app/route-types';
import type { SavedQuery } from '../../contracts/metadata/entities';
import { replaceAddress, useNavigate } from '../kit/use-navigate';
import { LinkedRecord, linkedId } from './linked-record';
import { MetaPage } from './meta-page';
import { QueryEditor } from './query-editor';
import { RecordPicker } from './record-picker';
import { StatusBadge } from './status-badge';
import { useMetaPermissions } from './use-meta-permissions';
import { usePickedIndex } from './use-picked-index';
import styles from './metadata.module.css';

const title = 'Query';
const intro = 'Saved queries over a search index: build, save, reload and run them.';
const base = '/ls-metadata/query';

/** The index picker and the editor, opened on a linked saved query's index when there is one. */
const QueryWorkspace = ({ linked }: { linked: SavedQuery | null }) => {
  const { canEdit } = useMetaPermissions();
  const navigate = useNavigate();
  const { indexes, indexId, index, pick } = usePickedIndex(linked?.index_id ?? null);
  return (
    <MetaPage title={title} intro={intro} error={indexes.error}>
      <div className={styles.row}>
        <RecordPicker label="Index" records={indexes.rows} value={indexId} onPick={pick} />
        {index && <StatusBadge status={index.status} />}
      </div>
      {/* Keyed by the index: its saved queries and fields load as the editor starts, with no effect. */}
      {indexId !== null && (
        <QueryEditor
          key={indexId}
          indexId={indexId}
          canEdit={canEdit}
          initial={linked?.index_id === indexId ? linked : null}
          // A saved query has its own address: opening one moves there (read again by its id); saving one
          // writes the address in place, so the editor and its notice stay while a reload opens the record.
          onOpen={(id) => navigate(`${base}/${id}`)}
          onSaved={(id) => replaceAddress(`${base}/${id}`)}
          onRemoved={() => navigate(base)}
        />
      )}
    </MetaPage>
  );
};

/**
 * /ls-metadata/query and /ls-metadata/query/:id: saved queries per index, edited with the query builder, saved in
 * the service's format, run live. A linked query is read by /meta/query/get, so the link opens it after a reload.
 */
export const QueryScreen = ({ params }: Partial<ScreenProps>) => {
  const id = linkedId(params?.id);
  if (id === null) return <QueryWorkspace linked={null} />;
  return (
    <LinkedRecord<SavedQuery>
      key={id}
      path="queryGet"
      id={id}
      what="saved query"
      back={{ href: base, label: 'Back to the saved queries' }}
      frame={(body) => (
        <MetaPage title={title} intro={intro}>
          {body}
        </MetaPage>
      )}
    >
      {(query) => <QueryWorkspace linked={query} />}
    </LinkedRecord>
  );
};
