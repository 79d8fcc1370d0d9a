import { Pagination } from '../kit/ui/pagination';
import { useState } from 'react';
import type { MessagePage, MessageType, ReceivedMessage } from '../../contracts/metadata/entities';
import { formatDateTime } from '../../rules/kit-format';
import { SidePanel } from '../kit/side-panel/side-panel';
import { MetaField } from './meta-field';
import { MessageImport } from './message-import';
import { MetaPage } from './meta-page';
import { StatusBadge } from './status-badge';
import { useMetaCall, useMetaCollection } from './use-meta';
import { useMetaPermissions } from './use-meta-permissions';
import styles from './metadata.module.css';
import { TableHead } from '../kit/table-head';
import { Button } from '../kit/ui/button';

type Filters = { typeId: number | null; status: '' | 'received' | 'rejected'; from: string; to: string };
const pageSize = 10;
const toIso = (local: string) => (local ? new Date(local).toISOString() : undefined);
const noFilters: Filters = { typeId: null, status: '', from: '', to: '' };
const historyBody = (filters: Filters, page: number) => ({
  ...(filters.typeId ? { message_type_id: filters.typeId } : {}),
  ...(filters.status ? { status: filters.status } : {}),
  ...(filters.from ? { from: toIso(filters.from) } : {}),
  ...(filters.to ? { to: toIso(filters.to) } : {}),
  page,
  size: pageSize,
});

/** /ls-metadata/message-history: messages received per type, filtered by time and status, each payload viewable. */
export const MessageHistoryScreen = () => {
  const { canEdit } = useMetaPermissions();
  const types = useMetaCollection<MessageType>({ list: 'messageTypeGetAll' });
  const [filters, setFilterState] = useState<Filters>(noFilters);
  const [pageNumber, setPageNumber] = useState(0);
  // The first page loads as the screen starts; every later page is asked for by the handler that wants it.
  const page = useMetaCall<MessagePage>({ path: 'messageHistory', body: historyBody(noFilters, 0) });
  const load = (next: Filters, n: number) => {
    setFilterState(next);
    setPageNumber(n);
    page.send('messageHistory', historyBody(next, n));
  };
  // A filter change starts again at page 0.
  const setFilters = (next: Filters) => load(next, 0);
  const [shown, setShown] = useState<ReceivedMessage | null>(null);
  const total = page.result?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <MetaPage
      title="Message History"
      intro="Every message received, by type, with its status and payload."
      error={page.error}
    >
      {canEdit && <MessageImport types={types.rows} onImported={() => (types.reload(), load(filters, 0))} />}
      <form className={styles.row} aria-label="Filters" onSubmit={(e) => e.preventDefault()}>
        <MetaField label="Message type">
          {(id) => (
            <select
              id={id}
              className={styles.select}
              value={filters.typeId ?? ''}
              onChange={(e) => setFilters({ ...filters, typeId: Number(e.target.value) || null })}
            >
              <option value="">All types</option>
              {types.rows.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
          )}
        </MetaField>
        <MetaField label="Status" help="message_history.status">
          {(id) => (
            <select
              id={id}
              className={styles.select}
              value={filters.status}
              onChange={(e) => setFilters({ ...filters, status: e.target.value as Filters['status'] })}
            >
              <option value="">Any status</option>
              <option value="received">received</option>
              <option value="rejected">rejected</option>
            </select>
          )}
        </MetaField>
        <MetaField label="Received from">
          {(id) => (
            <input
              id={id}
              type="datetime-local"
              className={styles.input}
              value={filters.from}
              onChange={(e) => setFilters({ ...filters, from: e.target.value })}
            />
          )}
        </MetaField>
        <MetaField label="Received to">
          {(id) => (
            <input
              id={id}
              type="datetime-local"
              className={styles.input}
              value={filters.to}
              onChange={(e) => setFilters({ ...filters, to: e.target.value })}
            />
          )}
        </MetaField>
      </form>
      {filters.from && filters.to && filters.from > filters.to && (
        <p className={styles.error}>The start must be before the end.</p>
      )}
      <table className={styles.table} aria-label="Received messages" aria-busy={page.busy}>
        <TableHead columns={['Received', 'Message type', 'GUID', 'Status', 'Reason', 'Payload']} />
        <tbody>
          {!page.busy && total === 0 && (
            <tr>
              <td colSpan={6}>There are no records.</td>
            </tr>
          )}
          {page.result?.rows.map((m) => (
            <tr key={m.id}>
              <td>{formatDateTime(m.received_at)}</td>
              <td>{m.message_type_name}</td>
              <td>
                <code>{m.guid}</code>
              </td>
              <td>
                <StatusBadge status={m.status} />
              </td>
              <td>{m.reason}</td>
              <td>
                <Button
                  variant="quiet"
                  size="sm"
                  aria-label={`View payload of ${m.guid}`}
                  onClick={() => setShown(m)}
                >
                  View
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination
        label="Message"
        pageNumber={pageNumber}
        totalPages={pages}
        busy={page.busy}
        onPage={(n) => load(filters, n)}
        summary={`${total} messages`}
      />
      <SidePanel
        id="payload-panel"
        title={shown ? `Message ${shown.guid}` : 'Message'}
        open={shown !== null}
        width={560}
        onClose={() => setShown(null)}
      >
        {shown && <pre className={styles.code}>{JSON.stringify(shown.payload, null, 2)}</pre>}
      </SidePanel>
    </MetaPage>
  );
};
