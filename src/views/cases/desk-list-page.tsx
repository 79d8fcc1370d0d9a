import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Permitted } from '../kit/permission/permitted';
import { trailFor } from '../../config/breadcrumbs';
import { deskListMachine, type DeskListRows } from '../../machines/desk-list.machine';
import { Breadcrumb } from '../kit/breadcrumb';
import { RefreshButton } from '../kit/loading-button';
import { buttonClass } from '../kit/ui/button';
import { Spinner } from '../kit/spinner/spinner';
import styles from './desk.module.css';
import { PageHeader } from '../kit/ui/surfaces';

export type DeskListColumn<Row> = { header: string; cell: (row: Row) => ReactNode };
type Kind = 'checklists' | 'meetings';
type DeskListPageProps<K extends Kind> = {
  kind: K;
  /** The route, for the breadcrumb. */
  path: string;
  title: string;
  /** The thing one row is ("checklist"), for the New button and the loading label. */
  noun: string;
  editorPath: string;
  columns: DeskListColumn<DeskListRows[K][number]>[];
  /** Which loaded rows to show (a filter the screen reads from its URL) and its controls. */
  filter?: (row: DeskListRows[K][number]) => boolean;
  filterBar?: ReactNode;
};

/** The frame of the checklist and meeting lists: heading, New and Refresh, the table of rows or why there is none. */
export const DeskListPage = <K extends Kind>({
  kind,
  path,
  title,
  noun,
  editorPath,
  columns,
  filter,
  filterBar,
}: DeskListPageProps<K>) => {
  const ref = useActorRef(deskListMachine, { input: { kind } });
  const loaded = useSelector(ref, (s) => s.context.rows[kind] as DeskListRows[K]);
  const rows = filter ? loaded.filter(filter) : loaded;
  const loading = useSelector(ref, (s) => s.hasTag('loading'));
  const error = useSelector(ref, (s) => s.context.error);
  return (
    <div className={styles.page}>
      <Breadcrumb trail={trailFor(path) ?? []} />
      <PageHeader
        title={title}
        actions={
          <>
            <Permitted action="desk.create">
              <Link href={`${editorPath}/-1`} className={buttonClass({ variant: 'primary' })}>
                New {noun}
              </Link>
            </Permitted>
            <RefreshButton loading={loading} onRefresh={() => ref.send({ type: 'list.refresh' })} />
          </>
        }
      />
      {error && (
        <p role="alert" className={`${styles.banner} ${styles.error}`}>
          {error}
        </p>
      )}
      {loading && rows.length === 0 && <Spinner loading label={`Loading ${title.toLowerCase()}`} />}
      {filterBar}
      {!loading && rows.length === 0 && !error && (
        <p>
          {loaded.length === 0
            ? `No ${noun}s yet — use New ${noun} to add one.`
            : `No ${noun}s match this filter — choose another above, or use New ${noun} to add one.`}
        </p>
      )}
      {rows.length > 0 && (
        <table className={styles.table}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.header} scope="col">
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                {columns.map((c) => (
                  <td key={c.header}>{c.cell(row)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
};
