import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import type { QueryRunResult, SearchSchema } from '../../contracts/metadata/entities';
import { tableHeight } from '../../rules/kit-table';
import { LazyGridView as GridView } from '../kit/datatable/lazy-grid-view';
import { useViewportHeight } from '../kit/shared/use-viewport-height';
import { Spinner } from '../kit/spinner/spinner';
import { Pagination } from '../kit/ui/pagination';
import styles from './metadata.module.css';

type QueryResultsProps = {
  schema: SearchSchema | null;
  result: QueryRunResult | null;
  error: string | null;
  busy: boolean;
  /** Asks for the page that starts at this match (0-based), with the query as it was last run. */
  onPage: (offset: number) => void;
};

/** True once `on` has lasted `ms`: a page that comes back quickly shows no flash of a spinner. */
function useLate(on: boolean, ms: number): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!on) return;
    const timer = setTimeout(() => setLate(true), ms);
    return () => (clearTimeout(timer), setLate(false));
  }, [on, ms]);
  return on && late;
}

const noop = () => undefined;

/**
 * The last run of the query: how many documents matched and one page of them, one column per index field
 * (issue 38: every match is reachable). The pages come from the service, in the order the documents were
 * loaded; the table has no pager of its own and no sorting, as it would order one page only.
 */
export const QueryResults = ({ schema, result, error, busy, onPage }: QueryResultsProps) => {
  const viewport = useViewportHeight();
  const late = useLate(busy, 100);
  const [focus, setFocus] = useState('');
  const columns = useMemo(
    () => (schema?.fields ?? []).map((f) => ({ id: f.name, title: f.name, width: 150 })),
    [schema],
  );
  const rows = useMemo(() => (result?.rows ?? []).map((r) => r.doc), [result]);
  const rowAt = useCallback((i: number) => rows[i], [rows]);
  const start = result?.offset ?? 0;
  const size = result?.limit ?? 20;
  const first = rows.length ? start + 1 : 0;
  const handleCellFocus = (row: number, col: number) =>
    setFocus(
      `Row ${start + row + 1}, ${columns[col]?.title}: ${String(rows[row]?.[columns[col]?.id] ?? '')}`,
    );
  return (
    <section className={styles.card} aria-label="Results" aria-busy={late}>
      <h2 className={styles.cardTitle}>Results</h2>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {result && (
        <>
          <p role="status" data-testid="query-count">
            {result.count} matching documents ({result.elapsed_ms} ms).
          </p>
          <Pagination
            label="Matching documents"
            pageNumber={Math.floor(start / size)}
            totalPages={Math.ceil(result.count / size)}
            busy={busy}
            onPage={(n) => onPage(n * size)}
            summary={
              <span data-testid="query-page">
                {rows.length
                  ? `Showing ${first}–${start + rows.length} of ${result.count}`
                  : `None of ${result.count} on this page`}
              </span>
            }
          />
          <div className={styles.gridFrame}>
            {late && <Spinner loading overlay label="Loading the page" />}
            {rows.length > 0 && (
              <Suspense fallback={<Spinner loading label="Loading table" />}>
                <GridView
                  count={rows.length}
                  rowAt={rowAt}
                  fitRows={rows}
                  columns={columns}
                  sort={null}
                  label="Matching documents"
                  height={tableHeight(viewport, rows.length)}
                  onHeaderClick={noop}
                  onCellFocus={handleCellFocus}
                />
              </Suspense>
            )}
            <p role="status" className="visually-hidden">
              {focus}
            </p>
          </div>
        </>
      )}
    </section>
  );
};
