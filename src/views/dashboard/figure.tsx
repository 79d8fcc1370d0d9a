import styles from './home.module.css';

type FigureProps = { value: number; label: string; href: string; tone?: 'alert' | 'warn' | 'calm' };

/** One home figure: the number and what it counts, as a link to the list of exactly those records. */
export const Figure = ({ value, label, href, tone = 'calm' }: FigureProps) => (
  <li>
    <a className={`${styles.figure} ${value > 0 ? styles[tone] : styles.zero}`} href={href}>
      <span className={styles.value}>{value.toLocaleString()}</span>
      <span className={styles.label}>{label}</span>
    </a>
  </li>
);
