import type { DashboardSummary } from '../../contracts/system';
import { formatDateTime } from '../../config/format';
import { LoadingState } from '../shell/loading-state';
import styles from './dashboard.module.css';

type DashboardSummaryViewProps = { summary: DashboardSummary | null; error: string | null; loading: boolean };

/** The live counts as cards and the recent sign-ins; a refresh keeps the last figures on screen. */
export const DashboardSummaryView = ({ summary, error, loading }: DashboardSummaryViewProps) => {
  if (summary === null && loading) return <LoadingState label="Loading the summary…" />;
  return (
    <>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {summary && (
        <div aria-busy={loading}>
          <section aria-labelledby="counts-title">
            <h3 id="counts-title" className={styles.sectionTitle}>
              In your tenant
            </h3>
            <ul className={styles.counts}>
              {summary.counts.map((count) => (
                <li key={count.key} className={styles.count}>
                  <span className={styles.countValue}>{count.value.toLocaleString()}</span>
                  <span className={styles.countLabel}>{count.label}</span>
                </li>
              ))}
            </ul>
          </section>
          <section className={styles.card} aria-labelledby="sign-ins-title">
            <h3 id="sign-ins-title" className={styles.cardTitle}>
              Recent sign-ins
            </h3>
            {summary.recent_sign_ins.length === 0 ? (
              <p className={styles.muted}>No sign-ins yet.</p>
            ) : (
              <ul className={styles.signIns}>
                {summary.recent_sign_ins.map((entry) => (
                  <li key={`${entry.user_name}-${entry.at}`}>
                    <span>{entry.user_name}</span>
                    <time dateTime={entry.at} className={styles.muted}>
                      {formatDateTime(entry.at)}
                    </time>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </>
  );
};
