import { lazy, Suspense, useState } from 'react';
import type { QueryRunResult, SavedQuery, SearchSchema } from '../../contracts/metadata/entities';
import { queryBody } from '../../contracts/metadata/payloads';
import { fromServiceQuery, toServiceQuery, type BuilderGroup } from '../../rules/query-convert';
import { queryRunRequest } from '../../rules/query-url-state';
import { closeModal, openModal } from '../kit/confirm-modal/modal-registry';
import { ConfirmModal } from '../kit/confirm-modal/confirm-modal';
import { LoadingButton } from '../kit/loading-button';
import { Spinner } from '../kit/spinner/spinner';
import { FieldHelp } from './field-help';
import { MetaField } from './meta-field';
import { useMetaForm } from './meta-form';
import { QueryResults } from './query-results';
import { RecordPicker } from './record-picker';
import { useMetaCall, useMetaCollection } from './use-meta';
import type { QueryUrl } from './use-query-url';
import styles from './metadata.module.css';
import { Button } from '../kit/ui/button';

// The builder library is heavy; it loads with this screen's editor only.
const QueryBuilderView = lazy(() =>
  import('./query-builder-view').then((m) => ({ default: m.QueryBuilderView })),
);

// The index and the conditions come from the screen and the builder; the form holds what the user types.
const fields = queryBody.pick({ name: true, description: true });
const emptyQuery = (): BuilderGroup => ({ combinator: 'and', rules: [] });
const blank = { name: '', description: '' };
const pageSize = 20;

type QueryEditorProps = {
  indexId: number;
  /** The run and page in the URL: the editor opens on them, and Run and the pager write them. */
  url: QueryUrl;
  canEdit: boolean;
  /** The saved query the address names (read by its get-call), open from the start. */
  initial: SavedQuery | null;
  onOpen: (id: number) => void;
  /** A new query was saved here: the address should name it, without leaving the editor. */
  onSaved: (id: number) => void;
  onRemoved: () => void;
};

/** The saved queries of one index: pick, build, run, save and remove. Mounted once per index (keyed by it). */
export const QueryEditor = (props: QueryEditorProps) => {
  const { indexId, url, canEdit, initial, onOpen, onSaved, onRemoved } = props;
  // The run the URL names, when it is of this index: its conditions fill the builder and its page is read.
  const opened = url.state.index === indexId ? queryRunRequest(url.state, pageSize) : null;
  const [record, setRecord] = useState<SavedQuery | null>(initial);
  const [query, setQuery] = useState<BuilderGroup>(() =>
    opened ? fromServiceQuery(opened.query) : initial ? fromServiceQuery(initial.query) : emptyQuery(),
  );
  const form = useMetaForm(
    fields,
    initial ? { name: initial.name, description: initial.description } : blank,
  );
  const { errors } = form.formState;
  const startNew = () => (setRecord(null), setQuery(emptyQuery()), form.reset(blank));
  const queries = useMetaCollection<SavedQuery>(
    { list: 'queryGetAll', listBody: { index_id: indexId } },
    {
      // The saved record stays open here with its notice; only the address changes to name it.
      saved: (r) => (setRecord(r as SavedQuery), onSaved((r as SavedQuery).id)),
      removed: () => (closeModal('remove-query'), startNew(), onRemoved()),
    },
  );
  const schema = useMetaCall<SearchSchema>({ path: 'searchSchema', body: { index_id: indexId } });
  const run = useMetaCall<QueryRunResult>(opened ? { path: 'queryRun', body: opened } : undefined);
  // The pager walks the query as it was run (the URL's), not as it has been edited since (issue 38).
  const ran = url.state.index === indexId ? url.state.run : null;
  const runPage = (serviceForm: unknown, offset: number) =>
    run.send('queryRun', { index_id: indexId, query: serviceForm, limit: pageSize, offset });
  const datatypeOf = (field: string) =>
    schema.result?.fields.find((f) => f.name === field)?.datatype ?? 'STRING';
  const serviceQuery = () => toServiceQuery(query, datatypeOf);
  const handleSave = form.handleSubmit((values) => {
    const body = { ...values, index_id: indexId, query: serviceQuery() };
    queries.save(
      record ? 'queryUpdate' : 'queryCreate',
      record ? { ...body, id: record.id, version: record.version } : body,
    );
  });
  return (
    <>
      <div aria-live="polite">
        {queries.error && (
          <p role="alert" className={styles.error}>
            {queries.error}
          </p>
        )}
        {queries.notice && !queries.error && <p className={styles.notice}>{queries.notice}</p>}
      </div>
      <div className={styles.row}>
        <RecordPicker label="Saved query" records={queries.rows} value={record?.id ?? null} onPick={onOpen} />
        <Button onClick={startNew}>New query</Button>
      </div>
      <form className={styles.card} aria-label="Query editor" noValidate onSubmit={handleSave}>
        <div className={styles.row}>
          <MetaField label="Query name *" className={styles.grow} error={errors.name}>
            {(id, aria) => <input id={id} className={styles.input} {...aria} {...form.register('name')} />}
          </MetaField>
          <MetaField label="Description" className={styles.grow} error={errors.description}>
            {(id, aria) => (
              <input id={id} className={styles.input} {...aria} {...form.register('description')} />
            )}
          </MetaField>
        </div>
        <div className={styles.label}>
          Conditions <FieldHelp k="query.builder" label="the query builder" />
        </div>
        {schema.error && <p className={styles.error}>{schema.error}</p>}
        {schema.result ? (
          <Suspense fallback={<Spinner loading label="Loading the query builder" />}>
            <QueryBuilderView schema={schema.result} query={query} onChange={setQuery} />
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
            onClick={() => {
              const asked = serviceQuery();
              url.ran(indexId, asked);
              runPage(asked, 0);
            }}
          >
            Run
          </LoadingButton>
          <LoadingButton
            type="submit"
            variant="secondary"
            loading={queries.saving}
            loadingText="Saving"
            disabled={!canEdit}
          >
            {record ? 'Save query' : 'Save as new query'}
          </LoadingButton>
          {record && (
            <Button tone="danger" disabled={!canEdit} onClick={() => openModal('remove-query')}>
              Remove
            </Button>
          )}
        </div>
      </form>
      <QueryResults
        schema={schema.result}
        result={run.result}
        error={run.error}
        busy={run.busy}
        onPage={(offset) => (url.paged(offset), runPage(ran, offset))}
      />
      <ConfirmModal
        id="remove-query"
        title="Remove query"
        confirmLabel="Remove"
        loadingLabel="Removing"
        onConfirm={() => void (record && queries.remove('queryRemove', record.id))}
      >
        <p>
          Remove the saved query <strong>{record?.name}</strong>?
        </p>
      </ConfirmModal>
    </>
  );
};
