import { useEffect, useState } from 'react';
import type { MessagePage, MessageType, ReceivedMessage } from '../../contracts/metadata/entities';
import {
  messageHistoryRequest,
  messageHistoryUrlQuery,
  type MessageHistoryFilters as Filters,
} from '../../rules/message-history-url-state';
import { SidePanel } from '../kit/side-panel/side-panel';
import { MetaField } from './meta-field';
import { MessageImport } from './message-import';
import { MessageList } from './message-list';
import { MetaPage } from './meta-page';
import { useMetaCall, useMetaCollection } from './use-meta';
import { useMetaPermissions } from './use-meta-permissions';
import styles from './metadata.module.css';
import { useMessageHistoryUrl } from './use-message-history-url';

const pageSize = 10;

/**
 * /ls-metadata/message-history: messages received per type, filtered by time and status, each payload viewable.
 * The filters and the page live in the URL (issue 38); the page shown is read whenever they change.
 */
export const MessageHistoryScreen = () => {
  const { canEdit } = useMetaPermissions();
  const url = useMessageHistoryUrl();
  const types = useMetaCollection<MessageType>(
    { list: 'messageTypeGetAll' },
    { loaded: (rows) => url.knowTypes(rows) },
  );
  const filters: Filters = url.state;
  const pageNumber = url.state.page;
  const page = useMetaCall<MessagePage>();
  const read = () => page.send('messageHistory', messageHistoryRequest(url.state, pageSize));
  const key = messageHistoryUrlQuery(url.state);
  // The key stands for the state: the same filters and page are the same read.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(read, [key]);
  const setFilters = (next: Filters) => url.setFilters(next);
  const [shown, setShown] = useState<ReceivedMessage | null>(null);
  return (
    <MetaPage
      title="Message History"
      intro="Every message received, by type, with its status and payload."
      error={page.error}
    >
      {canEdit && (
        <MessageImport
          types={types.rows}
          onImported={() => (types.reload(), pageNumber === 0 ? read() : url.setPage(0))}
        />
      )}
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
      <MessageList
        page={page.result ?? null}
        pageNumber={pageNumber}
        pageSize={pageSize}
        busy={page.busy}
        onPage={url.setPage}
        onShow={setShown}
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
