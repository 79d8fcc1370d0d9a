import type { TaskHistoryEntry } from '../../contracts/tasks';
import { formatDateTime } from '../../rules/kit-format';
import styles from './tasks.module.css';

const show = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));

/** Every change to the task, oldest first. */
export const TaskHistory = ({ entries }: { entries: readonly TaskHistoryEntry[] }) => (
  <section aria-label="Task history" className={styles.pane}>
    <h2 className={styles.subtitle}>History</h2>
    <ol className={styles.list}>
      {entries.map((h) => (
        <li key={h.id}>
          {formatDateTime(h.at)} · {h.user_name ?? 'System'} · {h.action}
          {Object.entries(h.changes).length > 0 &&
            `: ${Object.entries(h.changes)
              .map(([field, [was, now]]) => `${field} ${show(was)} → ${show(now)}`)
              .join('; ')}`}
          {h.note ? ` (${h.note})` : ''}
        </li>
      ))}
    </ol>
  </section>
);
