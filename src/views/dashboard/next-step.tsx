import styles from './home.module.css';

type EmptyProps = { text: string; action: string; href: string };

/** What to do when a group has nothing to show: the next step, as a link. */
export const NextStep = ({ text, action, href }: EmptyProps) => (
  <p className={styles.next}>
    {text} — <a href={href}>{action}</a>
  </p>
);
