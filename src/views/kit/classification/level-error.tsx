import styles from './classification-dropdowns.module.css';

/** A level's error under its control, named by the control's aria-describedby. */
export const LevelError = ({ id, error }: { id: string; error: string | null }) =>
  error ? (
    <ul id={`${id}-error`} className={styles.errors}>
      <li>{error}</li>
    </ul>
  ) : null;
