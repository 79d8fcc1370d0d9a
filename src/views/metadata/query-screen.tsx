import type { ScreenProps } from '../../app/route-types';
import type { SavedQuery, SearchIndex } from '../../contracts/metadata/entities';
import { replaceAddress, useNavigate } from '../kit/use-navigate';
import { LinkedRecord, linkedId } from './linked-record';
import { MetaPage } from './meta-page';
import { QueryEditor } from './query-editor';
import { RecordPicker } from './record-picker';
import { StatusBadge } from './status-badge';
import { useMetaCollection } from './use-meta';
import { useMetaPermissions } from './use-meta-permissions';
import { useQueryUrl } from './use-query-url';
import styles from './metadata.module.css';

const title = 'Query';
const intro = 'Saved queries over a search index: build, save, reload and run them.';
const base = '/ls-metadata/query';

/**
 * The index picker and the editor, opened on the index the URL names (issue 38), else a linked saved query's, else
 * the first. Only an index the caller was given is opened: a link naming another one opens the default editor.
 */
const QueryWorkspace = ({ linked }: { linked: SavedQuery | null }) => {
  const { canEdit } = useMetaPermissions();
  const navigate = useNavigate();
  const url = useQueryUrl();
  const indexes = useMetaCollection<SearchIndex>(
    { list: 'indexGetAll' },
    { loaded: (rows) => url.knowIndexes(rows) },
  );
  const wanted = url.state.index ?? linked?.index_id ?? null;
  const index = indexes.rows.find((i) => i.id === wanted) ?? indexes.rows[0] ?? null;
  const indexId = index?.id ?? null;
  return (
    <MetaPage title={title} intro={intro} error={indexes.error}>
      <div className={styles.row}>
        <RecordPicker label="Index" records={indexes.rows} value={indexId} onPick={url.pick} />
        {index && <StatusBadge status={index.status} />}
      </div>
      {/*
        Keyed by the index and by each opening from outside (back, forward): its saved queries and fields load,
        and the run the URL names starts, as the editor starts, with no effect.
      */}
      {indexId !== null && (
        <QueryEditor
          key={`${indexId}:${url.restored}`}
          indexId={indexId}
          url={url}
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
