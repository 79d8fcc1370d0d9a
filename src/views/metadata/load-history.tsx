import { useMemo } from 'react';
import type { BulkLoad } from '../../contracts/metadata/entities';
import { formatDateTime } from '../../rules/kit-format';
import { Datatable } from '../kit/datatable/datatable';
import type { CellTone, DatatableColumn } from '../kit/datatable/columns';
import { Button } from '../kit/ui/button';
import styles from './metadata.module.css';
import { useChosenRow } from '../kit/datatable/use-chosen-row';

type LoadLine = BulkLoad & { load: string; by: string; ended: string };
const loadLine = (l: BulkLoad): LoadLine => ({
  ...l,
  load: String(l.id),
  by: l.started_by ?? '—',
  ended: l.finished_at ? formatDateTime(l.finished_at) : '—',
});
const tones: Partial<Record<BulkLoad['status'], CellTone>> = {
  completed: 'success',
  failed: 'danger',
  running: 'warning',
};
const columns: DatatableColumn<LoadLine>[] = [
  { id: 'load', title: 'Load', fit: true },
  { id: 'created_at', title: 'Started', fit: true, format: 'datetime' },
  { id: 'by', title: 'By', grow: true, width: 160 },
  { id: 'status', title: 'Status', fit: true, tone: (l) => tones[l.status] },
  { id: 'received', title: 'Received', fit: true },
  { id: 'indexed', title: 'Indexed', fit: true },
  { id: 'failed', title: 'Failed', fit: true },
  { id: 'ended', title: 'Finished', fit: true },
];

type LoadHistoryProps = {
  loads: readonly BulkLoad[];
  loading: boolean;
  /** The load open in the pane (the address's ?load=). */
  openLoad: number | null;
  mayRemove: boolean;
  onShow: (load: BulkLoad) => void;
  onRemove: (load: BulkLoad) => void;
};

/**
 * One index's bulk loads, newest first as the service gives them. A canvas row holds no button: choosing a load
 * offers Show and Remove under the table; Enter or a double-click shows it at once.
 */
export const LoadHistory = ({ loads, loading, openLoad, mayRemove, onShow, onRemove }: LoadHistoryProps) => {
  const rows = useMemo(() => loads.map(loadLine), [loads]);
  const [chosen, setChosenId] = useChosenRow(rows, (l) => l.id);
  return (
    <>
      <Datatable
        label="Load history"
        rows={rows}
        columns={columns}
        filterColumns={['load', 'by', 'status']}
        viewId="bulk-load-history"
        loading={loading}
        onRowSelect={(l) => setChosenId(l.id)}
        onRowActivate={(l) => (setChosenId(l.id), onShow(l))}
      />
      <div className={styles.row} aria-live="polite">
        {chosen ? (
          <>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onShow(chosen)}
              aria-current={openLoad === chosen.id ? 'true' : undefined}
            >
              Show load {chosen.id}
            </Button>
            {/* A running load is cancelled first; the service refuses to remove it as well. */}
            <Button
              variant="quiet"
              size="sm"
              tone="danger"
              disabled={!mayRemove || chosen.status === 'running'}
              onClick={() => onRemove(chosen)}
            >
              Remove load {chosen.id}
            </Button>
          </>
        ) : (
          rows.length > 0 && <p className={styles.muted}>Choose a load to show or remove it.</p>
        )}
      </div>
    </>
  );
};
