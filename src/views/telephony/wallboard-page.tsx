import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../app/screen-actor';
import type { QueueServiceLevel } from '../../contracts/telephony/service-level';
import { wallboardMachine } from '../../machines/wallboard.machine';
import { serviceLevelFormula } from '../../rules/service-level';
import { boardFigures } from '../../rules/wallboard';
import { LoadingState } from '../shell/loading-state';
import styles from './wallboard-page.module.css';

const marks = { good: '▲', warn: '◆', bad: '▼', none: '' } as const;

const QueueRow = ({ queue, at, now }: { queue: QueueServiceLevel; at: number; now: number }) => {
  const titleId = `wallboard-queue-${queue.queue_id}`;
  return (
    <section className={styles.queue} aria-labelledby={titleId} data-testid="wallboard-queue">
      <h2 id={titleId} className={styles.queueName}>
        {queue.name}
        {queue.number && <span className={styles.queueNumber}>{queue.number}</span>}
      </h2>
      <dl className={styles.figures}>
        {boardFigures(queue, at, now).map((f) => (
          <div key={f.key} className={styles.figure} data-standing={f.standing} data-figure={f.key}>
            <dt className={styles.label}>{f.label}</dt>
            <dd className={styles.value}>
              {f.value.endsWith(' %') ? (
                <>
                  {f.value.slice(0, -2)}
                  <span className={styles.unit}> %</span>
                </>
              ) : (
                f.value
              )}
            </dd>
            {f.words && (
              <dd className={styles.standing}>
                <span aria-hidden="true">{marks[f.standing]} </span>
                {f.words}
              </dd>
            )}
            {f.note && <dd className={styles.note}>{f.note}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
};

const timeText = (at: number) =>
  new Date(at).toLocaleTimeString('en-ZA', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
const dayText = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-ZA', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

/** #/telephony/wallboard (issue 39): every queue of the tenant, readable across the room, refreshed every 5 s. */
export const WallboardPage = () => {
  const board = useScreenActor(wallboardMachine);
  const report = useSelector(board, (s) => s.context.report);
  const at = useSelector(board, (s) => s.context.at);
  const now = useSelector(board, (s) => s.context.now);
  const error = useSelector(board, (s) => s.context.error);
  const loading = useSelector(board, (s) => s.hasTag('loading'));
  return (
    <div className={styles.board}>
      <header className={styles.header}>
        <h1 className={styles.title}>Wallboard</h1>
        {report && (
          <p className={styles.when}>
            Today, {dayText(report.day)} · updated <time>{timeText(at)}</time>
          </p>
        )}
        <a className={styles.back} href="#/dashboard/v1">
          Back to the dashboard
        </a>
      </header>
      {loading && <LoadingState label="Loading the wallboard…" />}
      {error && (
        <p role="alert" className={styles.alert}>
          {error}
          {report ? ' — the figures shown are from the last successful refresh.' : ''}
        </p>
      )}
      {report && report.queues.length === 0 && (
        <p className={styles.empty}>No queue in this tenant yet, so there is nothing to show.</p>
      )}
      <div className={styles.queues}>
        {report?.queues.map((q) => (
          <QueueRow key={q.queue_id} queue={q} at={at} now={now} />
        ))}
      </div>
      <details className={styles.help}>
        <summary>How these figures are counted</summary>
        <p>{serviceLevelFormula}</p>
        <p>
          The day is today in the tenant’s time zone; a caller still waiting is not counted yet. Average speed
          of answer is from joining the queue to an agent answering; handle time from the answer to the
          hang-up; after-call work from the hang-up to the end of wrap-up. Service level is on target at or
          above the target, near it within 10 points; abandoned is on target at 5 % or less, near the limit up
          to 10 %; the longest wait is near the limit past the answer target and over it past twice the
          target.
        </p>
      </details>
    </div>
  );
};
