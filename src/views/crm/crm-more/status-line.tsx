import styles from '../../kit/shared/page.module.css';

/** The service's refusal (role alert) or the last change's notice (polite status). */
export const StatusLine = ({ error, notice }: { error: string | null; notice?: string | null }) => (
  <>
    {error && (
      <p role="alert" className={styles.alert}>
        {error}
      </p>
    )}
    <p role="status" className={styles.note}>
      {notice ?? ''}
    </p>
  </>
);
