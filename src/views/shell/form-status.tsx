import styles from './form.module.css';

/** The outcome of a form: an error is an alert (read at once), a success a polite status. */
export const FormStatus = ({ error, message }: { error?: string | null; message?: string | null }) => (
  <>
    {error && (
      <p role="alert" className={`${styles.status} ${styles.statusError}`}>
        {error}
      </p>
    )}
    {message && (
      <p role="status" className={`${styles.status} ${styles.statusOk}`}>
        {message}
      </p>
    )}
  </>
);
