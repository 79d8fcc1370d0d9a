import styles from './metadata.module.css';

/** Index, load and message states shown plainly: a word, coloured by meaning. */
export const StatusBadge = ({ status }: { status: string }) => (
  <span className={`${styles.badge} ${styles[status] ?? ''}`}>{status}</span>
);
