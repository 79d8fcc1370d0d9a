import styles from './kit-gallery.module.css';

/** A live line under a demo that shows the last event a piece emitted. */
export const EventLog = ({ label, value }: { label: string; value: string }) => (
  <p className={styles.log} aria-live="polite">
    <span className={styles.logLabel}>{label}:</span> <output>{value || '—'}</output>
  </p>
);
