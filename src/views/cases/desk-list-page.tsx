import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../app/screen-actor';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useAppActors } from '../../app/actors';
import { columnPrefsKey } from '../../rules/kit-columns';
import { Permitted } from '../kit/permission/permitted';
import { trailFor } from '../../config/breadcrumbs';
import { deskListMachine, type DeskListRows } from '../../machines/desk-list.machine';
import { Breadcrumb } from '../kit/breadcrumb';
import { Datatable } from '../kit/datatable/datatable';
import type { DatatableColumn } from '../kit/datatable/columns';
import { RefreshButton } from '../kit/refresh-button';
import { useNavigate } from '../kit/use-navigate';
import { buttonClass } from '../kit/ui/button';
import styles from './desk.module.css';
import { PageHeader } from '../kit/ui/surfaces';
import { useChosenRow } from '../kit/datatable/use-chosen-row';

type Kind = 'checklists' | 'meetings';
type Row<K extends Kind> = DeskListRows[K][number];
export type DeskListColumn<R> = DatatableColumn<R>;
type DeskListPageProps<K extends Kind> = {
  kind: K;
  /** The route, for the breadcrumb. */
  path: string;
  title: string;
  /** The thing one row is ("checklist"), for the New button and the loading label. */
  noun: string;
  editorPath: string;
  columns: DeskListColumn<Row<K>>[];
  filterColumns: readonly (keyof Row<K> & string)[];
  /** Which loaded rows to show (a filter the screen reads from its URL) and its controls. */
  filter?: (row: Row<K>) => boolean;
  filterBar?: ReactNode;
};

/**
 * The frame of the checklist and meeting lists: heading, New and Refresh, and the kit's datatable (the desk's own
 * grid, so every list reads, sorts and answers the keyboard alike). Enter or a double-click opens a row; one click
 * chooses it, and the bar under the table links the record and its case, which a canvas cell cannot.
 */
export const DeskListPage = <K extends Kind>(props: DeskListPageProps<K>) => {
  const { kind, path, title, noun, editorPath, columns, filter, filterBar } = props;
  const navigate = useNavigate();
  const { auth } = useAppActors();
  const userId = useSelector(auth, (s) => s.context.user?.user_id ?? null);
  const ref = useScreenActor(deskListMachine, { input: { kind } });
  const loaded = useSelector(ref, (s) => s.context.rows[kind] as Row<K>[]);
  const rows = filter ? loaded.filter(filter) : loaded;
  const loading = useSelector(ref, (s) => s.hasTag('loading'));
  const error = useSelector(ref, (s) => s.context.error);
  const [chosen, setChosenId] = useChosenRow(rows, (r) => r.id);
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
      {filterBar}
      {!loading && loaded.length > 0 && rows.length === 0 && (
        <p>{`No ${noun}s match this filter — choose another above, or use New ${noun} to add one.`}</p>
      )}
      <Datatable
        label={title}
        rows={rows}
        columns={columns}
        filterColumns={props.filterColumns}
        viewId={`desk-${kind}`}
        columnsKey={userId === null ? undefined : columnPrefsKey(`desk-${kind}`, userId)}
        loading={loading && loaded.length === 0}
        onRowSelect={(row) => setChosenId(row.id)}
        onRowActivate={(row) => navigate(`${editorPath}/${row.id}`)}
      />
      <p className={styles.note} aria-live="polite">
        {chosen ? (
          <>
            <Link href={`${editorPath}/${chosen.id}`}>Open {chosen.number}</Link>
            {chosen.case_id && chosen.case_number && (
              <>
                {' · '}
                <Link href={`/case-management/case/${chosen.case_id}`}>Open case {chosen.case_number}</Link>
              </>
            )}
          </>
        ) : (
          `Press Enter on a row (or double-click it) to open the ${noun}; click it once for its case.`
        )}
      </p>
    </div>
  );
};
