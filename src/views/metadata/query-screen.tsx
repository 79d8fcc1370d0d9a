import { lazy, Suspense, useEffect, useState } from 'react';
import type {
  QueryRunResult,
  SavedQuery,
  SearchIndex,
  SearchSchema,
} from '../../contracts/metadata/entities';
import { fromServiceQuery, toServiceQuery, type BuilderGroup } from '../../rules/query-convert';
import { closeModal, openModal } from '../kit/confirm-modal/modal-registry';
import { ConfirmModal } from '../kit/confirm-modal/confirm-modal';
import { Datatable } from '../kit/datatable/datatable';
import { LoadingButton } from '../kit/loading-button';
import button from '../kit/shared/button.module.css';
import { Spinner } from '../kit/spinner/spinner';
import { FieldHelp } from './field-help';
import { MetaPage } from './meta-page';
import { RecordPicker } from './record-picker';
import { StatusBadge } from './status-badge';
import { useMetaCall, useMetaCollection } from './use-meta';
import { useMetaPermissions } from './use-meta-permissions';
import { MetaField } from './meta-field';
import styles from './metadata.module.css';

// The builder library is heavy; it loads with this screen's editor only.
const QueryBuilderView = lazy(() =>
  import('./query-builder-view').then((m) => ({ default: m.QueryBuilderView })),
);

type Draft = { id: number | null; version: number; name: string; description: string; query: BuilderGroup };
const emptyQuery = (): BuilderGroup => ({ combinator: 'and', rules: [] });

/** /ls-metadata/query: saved queries per index, edited with the query builder, saved in the service's format, run live. */
export const QueryScreen = () => {
  const { canEdit } = useMetaPermissions();
  const indexes = useMetaCollection<SearchIndex>({ list: 'indexGetAll' });
  const [picked, setIndexId] = useState<number | null>(null);
  const indexId = picked ?? indexes.rows[0]?.id ?? null;
  const [draft, setDraft] = useState<Draft>({
    id: null,
    version: 0,
    name: '',
    description: '',
    query: emptyQuery(),
  });
  const [problem, setProblem] = useState<string | null>(null);
  const queries = useMetaCollection<SavedQuery>(
    { list: 'queryGetAll', deferred: true },
    {
      saved: (r) => {
        const q = r as SavedQuery;
        setDraft((d) => ({ ...d, id: q.id, version: q.version }));
      },
      removed: () => (
        closeModal('remove-query'),
        setDraft({ id: null, version: 0, name: '', description: '', query: emptyQuery() })
      ),
    },
  );
  const schema = useMetaCall<SearchSchema>();
  const run = useMetaCall<QueryRunResult>();
  const index = indexes.rows.find((i) => i.id === indexId) ?? null;
  useEffect(() => {
    if (!indexId) return;
    queries.reload({ index_id: indexId });
    schema.send('searchSchema', { index_id: indexId });
    run.clear();
    // the chosen index drives these loads
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [indexId]);
  const datatypeOf = (field: string) =>
    schema.result?.fields.find((f) => f.name === field)?.datatype ?? 'STRING';
  const serviceQuery = () => toServiceQuery(draft.query, datatypeOf);
  const open = (q: SavedQuery) =>
    setDraft({
      id: q.id,
      version: q.version,
      name: q.name,
      description: q.description,
      query: fromServiceQuery(q.query),
    });
  const save = () => {
    if (!indexId) return;
    if (!draft.name.trim()) return setProblem('Query name: This field is required');
    setProblem(null);
    const body = {
      name: draft.name.trim(),
      description: draft.description,
      index_id: indexId,
      query: serviceQuery(),
    };
    queries.save(
      draft.id ? 'queryUpdate' : 'queryCreate',
      draft.id ? { ...body, id: draft.id, version: draft.version } : body,
    );
  };
  const columns = (schema.result?.fields ?? []).map((f) => ({ id: f.name, title: f.name, width: 150 }));
  const rows = (run.result?.rows ?? []).map((r) => r.doc);
  return (
    <MetaPage
      title="Query"
      intro="Saved queries over a search index: build, save, reload and run them."
      error={queries.error ?? problem}
      notice={queries.notice}
    >
      <div className={styles.row}>
        <RecordPicker
          label="Index"
          records={indexes.rows}
          value={indexId}
          onPick={(id) => (
            setIndexId(id),
            setDraft({ id: null, version: 0, name: '', description: '', query: emptyQuery() })
          )}
        />
        <RecordPicker
          label="Saved query"
          records={queries.rows}
          value={draft.id}
          onPick={(id) => open(queries.rows.find((q) => q.id === id) as SavedQuery)}
        />
        {index && <StatusBadge status={index.status} />}
        <button
          type="button"
          className={button.button}
          onClick={() => setDraft({ id: null, version: 0, name: '', description: '', query: emptyQuery() })}
        >
          New query
        </button>
      </div>
      <section className={styles.card} aria-label="Query editor">
        <div className={styles.row}>
          <MetaField label="Query name *" className={styles.grow}>
            {(id) => (
              <input
                id={id}
                className={styles.input}
                value={draft.name}
                onChange={(e) => setDraft({ ...draft, name: e.target.value })}
              />
            )}
          </MetaField>
          <MetaField label="Description" className={styles.grow}>
            {(id) => (
              <input
                id={id}
                className={styles.input}
                value={draft.description}
                onChange={(e) => setDraft({ ...draft, description: e.target.value })}
              />
            )}
          </MetaField>
        </div>
        <div className={styles.label}>
          Conditions <FieldHelp k="query.builder" label="the query builder" />
        </div>
        {schema.error && <p className={styles.error}>{schema.error}</p>}
        {schema.result ? (
          <Suspense fallback={<Spinner loading label="Loading the query builder" />}>
            <QueryBuilderView
              schema={schema.result}
              query={draft.query}
              onChange={(query) => setDraft((d) => ({ ...d, query }))}
            />
          </Suspense>
        ) : (
          <Spinner loading label="Loading the index's fields" />
        )}
        <details>
          <summary>Service format</summary>
          <pre className={styles.code} data-testid="service-query">
            {JSON.stringify(serviceQuery(), null, 2)}
          </pre>
        </details>
        <div className={styles.row}>
          <LoadingButton
            loading={run.busy}
            loadingText="Running"
            disabled={!indexId}
            onClick={() =>
              indexId && run.send('queryRun', { index_id: indexId, query: serviceQuery(), limit: 20 })
            }
          >
            Run
          </LoadingButton>
          <LoadingButton
            variant="secondary"
            loading={queries.saving}
            loadingText="Saving"
            disabled={!canEdit || !indexId}
            onClick={save}
          >
            {draft.id ? 'Save query' : 'Save as new query'}
          </LoadingButton>
          {draft.id && (
            <button
              type="button"
              className={`${button.button} ${button.danger}`}
              disabled={!canEdit}
              onClick={() => openModal('remove-query')}
            >
              Remove
            </button>
          )}
        </div>
      </section>
      <section className={styles.card} aria-label="Results" aria-busy={run.busy}>
        <h2 className={styles.cardTitle}>Results</h2>
        {run.error && (
          <p role="alert" className={styles.error}>
            {run.error}
          </p>
        )}
        {run.result && (
          <p role="status" data-testid="query-count">
            {run.result.count} matching documents ({run.result.elapsed_ms} ms); the first {rows.length} shown.
          </p>
        )}
        {run.result && (
          <Datatable
            label="Matching documents"
            rows={rows}
            columns={columns}
            filterColumns={[]}
            viewId={`meta-query-${indexId}`}
          />
        )}
      </section>
      <ConfirmModal
        id="remove-query"
        title="Remove query"
        confirmLabel="Remove"
        loadingLabel="Removing"
        onConfirm={() => void (draft.id && queries.remove('queryRemove', draft.id))}
      >
        <p>
          Remove the saved query <strong>{draft.name}</strong>?
        </p>
      </ConfirmModal>
    </MetaPage>
  );
};
