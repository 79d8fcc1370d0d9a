import { buildVersion, productName } from '../../config/constants';
import styles from './footer.module.css';

/** Spec §2: a copyright line with the current year. */
export const Footer = ({ year = new Date().getFullYear() }: { year?: number }) => (
  <footer className={styles.footer}>
    <span>
      © {year} {productName}
    </span>
    <span className={styles.version}>Version {buildVersion}</span>
  </footer>
);
