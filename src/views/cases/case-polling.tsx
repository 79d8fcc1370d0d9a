import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { pollingEntriesMachine } from '../../machines/polling-entries.machine';
import { formatDateTime } from '../../rules/kit-format';
import { LoadingButton } from '../kit/loading-button';
import { CasePanel } from './case-panel';
import styles from './desk.module.css';
import { TableHead } from '../kit/table-head';

/** Results outside systems were polled for on this case; each new one can be marked Reviewed. */
export const CasePolling = ({ pollingRef }: { pollingRef: ActorRefFrom<typeof pollingEntriesMachine> }) => {
  const entries = useSelector(pollingRef, (s) => s.context.entries);
  const reviewing = useSelector(pollingRef, (s) => s.context.reviewing);
  const error = useSelector(pollingRef, (s) => s.context.error);
  const loading = useSelector(pollingRef, (s) => s.hasTag('loading'));
  const failed = useSelector(pollingRef, (s) => s.matches('failed'));
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
      {entries.length > 0 && (
        <table className={styles.stackTable}>
          <TableHead columns={['System', 'Result', 'Polled', 'Status']} />
          <tbody>
            {entries.map((p) => (
              <tr key={p.id}>
                <td data-label="System">
                  {/* One block: on a phone the cell is a label–value grid, and the reference stays under its system. */}
                  <div>
                    {p.system}
                    <div className={styles.muted}>{p.reference}</div>
                  </div>
                </td>
                <td data-label="Result">{p.result}</td>
                <td data-label="Polled">{formatDateTime(p.polled_at)}</td>
                <td data-label="Status">
                  {p.status === 'Reviewed' ? (
                    `Reviewed by ${p.reviewed_by_name ?? 'a former user'}${p.reviewed_at ? `, ${formatDateTime(p.reviewed_at)}` : ''}`
                  ) : (
                    <LoadingButton
                      variant="quiet"
                      size="sm"
                      loading={reviewing === p.id}
                      loadingText="Saving…"
                      aria-label={`Mark ${p.reference} reviewed`}
                      disabled={reviewing !== null}
                      onClick={() => pollingRef.send({ type: 'polling.review', id: p.id })}
                    >
                      Mark Reviewed
                    </LoadingButton>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </CasePanel>
  );
};
