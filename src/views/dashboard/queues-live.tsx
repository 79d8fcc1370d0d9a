import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../app/screen-actor';
import { useAppActors } from '../../app/actors';
import { queueLiveMachine } from '../../machines/queue-live.machine';
import {
  liveBuckets,
  longestWaitNow,
  timeInState,
  type LiveAgentRow,
  type LiveQueueView,
} from '../../rules/queue-live';
import { LoadingState } from '../shell/loading-state';
import { MonitorButton } from './monitor-button';
import { MyPhoneWords } from './my-phone-words';
import { DetailTable } from '../kit/detail-table/detail-table';
import styles from './home.module.css';
import { EmptyState } from '../kit/ui/empty-state';
import { useMayDo } from '../kit/permission/use-permission';
import { ServiceLevelCharts } from './service-level-charts';

const count = (n: number | null) => (n === null ? '—' : n.toLocaleString());

// A live board, not a list to search or pick from: its cells hold this console's phone words and Monitor buttons,
// which a canvas grid cannot, so it is the kit DetailTable (issue 41).
const AgentRows = ({ rows, now, me }: { rows: LiveAgentRow[]; now: number; me: number | null }) => (
  <DetailTable className={styles.table}>
    <thead>
      <tr>
        <th scope="col">Agent</th>
        <th scope="col">State</th>
        <th scope="col">Time in state</th>
        <th scope="col" className={styles.num}>
          Missed
        </th>
        <th scope="col" className={styles.num}>
          Rejected
        </th>
        <th scope="col">
          <span className="visually-hidden">Monitor</span>
        </th>
      </tr>
    </thead>
    <tbody>
      {rows.map((row) => (
        <tr key={row.user_id}>
          <th scope="row">{row.name}</th>
          {/* My own row reads this console's phone, as My phone above does: one source per person per page. */}
          <td>{row.user_id === me ? <MyPhoneWords /> : row.label}</td>
          <td>{row.user_id === me ? '—' : timeInState(row.since, now)}</td>
          <td className={styles.num}>{count(row.missed)}</td>
          <td className={styles.num}>{count(row.rejected)}</td>
          <td>
            {row.bucket === 'on_call' && row.label !== 'Ringing' && row.user_id !== me && (
              <MonitorButton userId={row.user_id} name={row.name} />
            )}
          </td>
        </tr>
      ))}
    </tbody>
  </DetailTable>
);

const Queue = ({
  queue,
  at,
  now,
  me,
}: {
  queue: LiveQueueView;
  at: number;
  now: number;
  me: number | null;
}) => {
  const titleId = `queue-live-${queue.id}`;
  return (
    <article aria-labelledby={titleId} className={styles.tableWrap} data-testid="queue-live">
      <h3 id={titleId}>
        {queue.name}
        {queue.number && <span className={styles.muted}> · {queue.number}</span>}
      </h3>
      <p>
        <span className={styles.muted}>Waiting:</span> <strong>{count(queue.waiting)}</strong>{' '}
        <span className={styles.muted}>· Longest wait:</span>{' '}
        <strong>{longestWaitNow(queue, at, now)}</strong>
      </p>
      <p className={styles.muted}>
        {liveBuckets.map((b) => `${b.label} ${queue.counts[b.key]}`).join(' · ')}
      </p>
      <AgentRows rows={queue.agents} now={now} me={me} />
    </article>
  );
};

/**
 * Queues live (issue 20): the supervisor's view of each queue's callers and agents, refreshed every 5 s; with the
 * service-level key, the wallboard's link and today's charts, read again with the home figures (chartsAt).
 */
export const QueuesLive = ({ chartsAt }: { chartsAt: string }) => {
  const live = useScreenActor(queueLiveMachine);
  const me = useSelector(useAppActors().auth, (s) => s.context.user?.user_id ?? null);
  const queues = useSelector(live, (s) => s.context.queues);
  const at = useSelector(live, (s) => s.context.at);
  const now = useSelector(live, (s) => s.context.now);
  const error = useSelector(live, (s) => s.context.error);
  const loading = useSelector(live, (s) => s.hasTag('loading'));
  const shown = useSelector(live, (s) => s.matches('shown'));
  const mayWallboard = useMayDo('telephony.wallboard');
  return (
    <section className={styles.section} aria-labelledby="queues-live-title">
      <h2 id="queues-live-title" className={styles.sectionTitle}>
        Queues live
      </h2>
      {mayWallboard && (
        <>
          <p>
            <a href="#/telephony/wallboard">Open the wallboard</a> — today’s service level per queue, full
            screen.
          </p>
          <ServiceLevelCharts at={chartsAt} />
        </>
      )}
      {loading && <LoadingState label="Loading the queues…" />}
      {error && (
        <p role="alert">
          {error}
          {queues.length > 0 ? ' — the figures below are from the last successful refresh.' : ''}
        </p>
      )}
      {shown && !error && queues.length === 0 && (
        <EmptyState title="No queue in this tenant has agents yet, so there is nothing to watch." />
      )}
      <div className={styles.tables}>
        {queues.map((queue) => (
          <Queue key={queue.id} queue={queue} at={at} now={now} me={me} />
        ))}
      </div>
    </section>
  );
};
