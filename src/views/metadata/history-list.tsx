import type { HistoryEntry } from '../../contracts/metadata/entities';
import { useMemo } from 'react';
import type { MetaPathName } from '../../contracts/metadata/paths';
import { useMetaCollection } from './use-meta';
import styles from './metadata.module.css';
import { Datatable } from '../kit/datatable/datatable';
import type { DatatableColumn } from '../kit/datatable/columns';
import { useChosenRow } from '../kit/datatable/use-chosen-row';

type HistoryRow = HistoryEntry & { who: string; version: string };
const historyRow = (h: HistoryEntry): HistoryRow => ({
  ...h,
  who: h.user_name ?? '—',
  version: String(h.snapshot.version ?? '—'),
});
const columns: DatatableColumn<HistoryRow>[] = [
  { id: 'at', title: 'When', fit: true, format: 'datetime' },
  { id: 'who', title: 'Who', grow: true, width: 160 },
  { id: 'action', title: 'Change', fit: true },
  { id: 'version', title: 'Version', fit: true },
];

type HistoryListProps = { path: MetaPathName; body: Record<string, unknown>; version: number };

/** The change history of one record (newest first): when, who, what, and the saved state on demand. */
export const HistoryList = ({ path, body, version }: HistoryListProps) => {
  // `version` in the key reloads the list after each save of the record.
  return <HistoryRows key={`${JSON.stringify(body)}-${version}`} path={path} body={body} />;
};

const HistoryRows = ({ path, body }: Omit<HistoryListProps, 'version'>) => {
  const history = useMetaCollection<HistoryEntry>({ list: path, listBody: body });
  const rows = useMemo(() => history.rows.map(historyRow), [history.rows]);
  const [chosen, setChosenId] = useChosenRow(rows, (h) => h.id);
  return (
    <section aria-label="Change history" aria-busy={history.busy}>
      <h3 className={styles.cardTitle}>Change history</h3>
      {history.error && <p className={styles.error}>{history.error}</p>}
      {history.busy && !history.rows.length ? (
        <p className={styles.muted}>Loading history…</p>
      ) : history.rows.length === 0 ? (
        <p className={styles.muted}>There are no records.</p>
      ) : (
        <>
          <Datatable
            label="Changes"
            rows={rows}
            columns={columns}
            viewId="metadata-history"
            onRowSelect={(h) => setChosenId(h.id)}
            onRowActivate={(h) => setChosenId(h.id)}
          />
          {chosen ? (
            <details open>
              <summary>Saved state, version {chosen.version}</summary>
              <pre className={styles.code}>{JSON.stringify(chosen.snapshot, null, 2)}</pre>
            </details>
          ) : (
            <p className={styles.muted}>Choose a change for the state it saved.</p>
          )}
        </>
      )}
    </section>
  );
};
