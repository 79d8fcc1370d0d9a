import type { QueryRunResult, SearchSchema } from '../../contracts/metadata/entities';
import { Datatable } from '../kit/datatable/datatable';
import styles from './metadata.module.css';

type QueryResultsProps = {
  indexId: number;
  schema: SearchSchema | null;
  result: QueryRunResult | null;
  error: string | null;
  busy: boolean;
};

/** The last run of the query: how many documents matched and the first of them, one column per index field. */
export const QueryResults = ({ indexId, schema, result, error, busy }: QueryResultsProps) => {
  const columns = (schema?.fields ?? []).map((f) => ({ id: f.name, title: f.name, width: 150 }));
  const rows = (result?.rows ?? []).map((r) => r.doc);
  return (
    <section className={styles.card} aria-label="Results" aria-busy={busy}>
      <h2 className={styles.cardTitle}>Results</h2>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {result && (
        <>
          <p role="status" data-testid="query-count">
            {result.count} matching documents ({result.elapsed_ms} ms); the first {rows.length} shown.
          </p>
          <Datatable
            label="Matching documents"
            rows={rows}
            columns={columns}
            filterColumns={[]}
            viewId={`meta-query-${indexId}`}
          />
        </>
      )}
    </section>
  );
};
