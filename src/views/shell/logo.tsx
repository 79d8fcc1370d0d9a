import { Link } from 'wouter';
import { homePath, productName } from '../../config/constants';
import styles from './logo.module.css';

/** The console's mark; in the admin header it links home (spec §2). */
export const Logo = ({ linked = true }: { linked?: boolean }) => {
  const content = (
    <>
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" className={styles.mark}>
        <rect x="2" y="2" width="28" height="28" rx="7" fill="currentColor" />
        <path
          d="M10 21.5c1.6 1.2 3.5 1.8 5.7 1.8 3 0 4.8-1.4 4.8-3.6 0-5-10-2.6-10-7.6 0-2.1 1.8-3.6 4.7-3.6 1.9 0 3.6.5 5 1.4"
          fill="none"
          stroke="var(--color-primary-fg)"
          strokeWidth="2.4"
          strokeLinecap="round"
        />
      </svg>
      <span className={styles.name}>{productName}</span>
    </>
  );
  return linked ? (
    <Link href={homePath} className={styles.logo} aria-label={`${productName} home`}>
      {content}
    </Link>
  ) : (
    <span className={styles.logo}>{content}</span>
  );
};
