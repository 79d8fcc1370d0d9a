import { useSelector } from '@xstate/react';
import { useSoftphone } from './use-softphone';
import styles from './softphone.module.css';
import { TableHead } from '../kit/table-head';
import { QueueLiveChart } from './queue-live-chart';
import { DetailTable } from '../kit/detail-table/detail-table';

/** Queue statistics, first 5 s after queue login, then on the configured period. */
export const QueueStatsTable = () => {
  const actor = useSoftphone();
  const stats = useSelector(actor, (s) => s.context.queue_stats);
  const queues = useSelector(actor, (s) => s.context.agent_queues);
  if (!stats) return <p className={styles.muted}>Queues: {queues.map((q) => q.name).join(', ') || 'none'}</p>;
  return (
    <>
      <DetailTable className={styles.stats} aria-label="Queue statistics">
        <TableHead columns={['Waiting', 'Ready', 'Calls', 'Missed', 'Avg talk']} />
        {/* A row group per queue, its name the group's header: the figures are read as "Missed, <queue>". */}
        {stats.queues.map((q) => (
          <tbody key={q.id}>
            <tr>
              <th scope="rowgroup" colSpan={5} className={styles.statsQueue}>
                {q.name}
              </th>
            </tr>
            <tr>
              <td>{q.waiting}</td>
              <td>{q.agents_ready}</td>
              <td>{q.calls_today}</td>
              <td>{q.missed_today}</td>
              <td>{Math.round(q.average_talk_seconds / 60)} min</td>
            </tr>
          </tbody>
        ))}
      </DetailTable>
      <QueueLiveChart />
    </>
  );
};
