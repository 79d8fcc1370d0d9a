import type { HistoryEntry } from '../../contracts/metadata/entities';
import { formatDateTime } from '../../rules/kit-format';
import type { MetaPathName } from '../../contracts/metadata/paths';
import { useMetaCollection } from './use-meta';
import styles from './metadata.module.css';
import { TableHead } from '../kit/table-head';

type HistoryListProps = { path: MetaPathName; body: Record<string, unknown>; version: number };

/** The change history of one record (newest first): when, who, what, and the saved state on demand. */
export const HistoryList = ({ path, body, version }: HistoryListProps) => {
  // `version` in the key reloads the list after each save of the record.
  return <HistoryRows key={`${JSON.stringify(body)}-${version}`} path={path} body={body} />;
};

const HistoryRows = ({ path, body }: Omit<HistoryListProps, 'version'>) => {
  const history = useMetaCollection<HistoryEntry>({ list: path, listBody: body });
  return (
    <section aria-label="Change history" aria-busy={history.busy}>
      <h3 className={styles.cardTitle}>Change history</h3>
      {history.error && <p className={styles.error}>{history.error}</p>}
      {history.busy && !history.rows.length ? (
        <p className={styles.muted}>Loading history…</p>
      ) : history.rows.length === 0 ? (
        <p className={styles.muted}>There are no records.</p>
      ) : (
        <table className={styles.table}>
          <TableHead columns={['When', 'Who', 'Change', 'Saved state']} />
          <tbody>
            {history.rows.map((h) => (
              <tr key={h.id}>
                <td>{formatDateTime(h.at)}</td>
                <td>{h.user_name ?? '—'}</td>
                <td>{h.action}</td>
                <td>
                  <details>
                    <summary>Version {String(h.snapshot.version ?? '—')}</summary>
                    <pre className={styles.code}>{JSON.stringify(h.snapshot, null, 2)}</pre>
                  </details>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
};
