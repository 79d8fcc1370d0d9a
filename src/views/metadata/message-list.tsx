import type { MessagePage, ReceivedMessage } from '../../contracts/metadata/entities';
import type { CellTone, DatatableColumn } from '../kit/datatable/columns';
import { Datatable } from '../kit/datatable/datatable';
import { useChosenRow } from '../kit/datatable/use-chosen-row';
import { Button } from '../kit/ui/button';
import styles from './metadata.module.css';

type Props = {
  page: MessagePage | null;
  /** The zero-based page the address asks for (the service's own count may be behind while it reads). */
  pageNumber: number;
  pageSize: number;
  busy: boolean;
  onPage: (pageNumber: number) => void;
  onShow: (message: ReceivedMessage) => void;
};

const tones: Record<ReceivedMessage['status'], CellTone> = { received: 'success', rejected: 'danger' };
const columns: DatatableColumn<ReceivedMessage>[] = [
  { id: 'received_at', title: 'Received', fit: true, format: 'datetime' },
  { id: 'message_type_name', title: 'Message type', fit: { maxWidth: 220 } },
  { id: 'guid', title: 'GUID', fit: true },
  { id: 'status', title: 'Status', fit: true, tone: (m) => tones[m.status] },
  { id: 'reason', title: 'Reason', grow: true, width: 200 },
];
const noSort = { sort: null, sortable: [], onSort: () => undefined } as const;

/**
 * One page of received messages as the service cut it (newest first). A canvas row holds no button: choosing a
 * message offers its payload under the table; Enter or a double-click shows it at once.
 */
export const MessageList = ({ page, pageNumber, pageSize, busy, onPage, onShow }: Props) => {
  const rows = page?.rows ?? [];
  const [chosen, setChosenId] = useChosenRow(rows, (m) => m.id);
  return (
    <>
      <Datatable
        label="Received messages"
        rows={rows}
        columns={columns}
        pageSize={pageSize}
        countNoun="messages"
        loading={busy}
        service={{ ...noSort, total: page?.total ?? 0, pageNumber, onPage }}
        onRowSelect={(m) => setChosenId(m.id)}
        onRowActivate={(m) => (setChosenId(m.id), onShow(m))}
      />
      <div className={styles.row} aria-live="polite">
        {chosen ? (
          <Button variant="secondary" size="sm" onClick={() => onShow(chosen)}>
            View payload of {chosen.guid}
          </Button>
        ) : (
          rows.length > 0 && <p className={styles.muted}>Choose a message to view its payload.</p>
        )}
      </div>
    </>
  );
};
