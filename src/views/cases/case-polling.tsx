import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { PollingEntry } from '../../contracts/workflow/desk';
import type { pollingEntriesMachine } from '../../machines/polling-entries.machine';
import { formatDateTime } from '../../rules/kit-format';
import { Datatable } from '../kit/datatable/datatable';
import type { DatatableColumn } from '../kit/datatable/columns';
import { LoadingButton } from '../kit/loading-button';
import { CasePanel } from './case-panel';
import styles from './desk.module.css';
import { useChosenRow } from '../kit/datatable/use-chosen-row';

const reviewState = (p: PollingEntry) =>
  p.status === 'Reviewed'
    ? `Reviewed by ${p.reviewed_by_name ?? 'a former user'}${p.reviewed_at ? `, ${formatDateTime(p.reviewed_at)}` : ''}`
    : p.status;
type PollingRow = PollingEntry & { state: string };
// The panel is a third of the page: what the reviewer acts on (the reference and its state) comes first.
const columns: DatatableColumn<PollingRow>[] = [
  { id: 'reference', title: 'Reference', fit: true },
  {
    id: 'state',
    title: 'Status',
    fit: { maxWidth: 240 },
    tone: (p) => (p.status === 'Reviewed' ? 'success' : 'warning'),
  },
  { id: 'result', title: 'Result', grow: true, width: 180 },
  { id: 'polled_at', title: 'Polled', fit: true, format: 'datetime' },
  { id: 'system', title: 'System', fit: true },
];

/**
 * Results outside systems were polled for on this case; each new one can be marked Reviewed. A canvas row holds
 * no button, so choosing an entry (a click, or Space) offers its Mark Reviewed under the table.
 */
export const CasePolling = ({ pollingRef }: { pollingRef: ActorRefFrom<typeof pollingEntriesMachine> }) => {
  const entries = useSelector(pollingRef, (s) => s.context.entries);
  const reviewing = useSelector(pollingRef, (s) => s.context.reviewing);
  const error = useSelector(pollingRef, (s) => s.context.error);
  const loading = useSelector(pollingRef, (s) => s.hasTag('loading'));
  const failed = useSelector(pollingRef, (s) => s.matches('failed'));
  const rows = useMemo(() => entries.map((p) => ({ ...p, state: reviewState(p) })), [entries]);
  const [chosen, setChosenId] = useChosenRow(rows, (p) => p.id);
  return (
    <CasePanel
      title="Polling entries"
      loadingText="Loading polling entries…"
      loading={loading}
      failed={failed}
      error={error}
      onRetry={() => pollingRef.send({ type: 'polling.retry' })}
      empty={entries.length === 0 ? 'There are no records.' : null}
    >
      {rows.length > 0 && (
        <>
          <Datatable
            label="Polled results"
            rows={rows}
            columns={columns}
            filterColumns={['reference', 'system']}
            viewId="case-polling"
            onRowSelect={(p) => setChosenId(p.id)}
            onRowActivate={(p) => setChosenId(p.id)}
          />
          <div className={styles.muted} aria-live="polite">
            {!chosen ? (
              'Choose an entry to review it.'
            ) : chosen.status === 'Reviewed' ? (
              `${chosen.reference}: ${chosen.state}`
            ) : (
              <LoadingButton
                variant="quiet"
                size="sm"
                loading={reviewing === chosen.id}
                loadingText="Saving…"
                aria-label={`Mark ${chosen.reference} reviewed`}
                disabled={reviewing !== null}
                onClick={() => pollingRef.send({ type: 'polling.review', id: chosen.id })}
              >
                Mark {chosen.reference} Reviewed
              </LoadingButton>
            )}
          </div>
        </>
      )}
    </CasePanel>
  );
};
