import styles from './tasks.module.css';

/** The service's refusal (alert) or the last success (status) of a task screen. */
export const TaskMessages = ({ error, notice }: { error: string | null; notice: string | null }) => (
  <>
    {error && (
      <p role="alert" className={styles.alert}>
        {error}
      </p>
    )}
    <p role="status" className={notice ? styles.notice : 'visually-hidden'}>
      {notice ?? ''}
    </p>
  </>
);
