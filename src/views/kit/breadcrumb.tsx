import { Link } from 'wouter';
import type { Crumb } from '../../config/breadcrumbs';
import styles from './breadcrumb.module.css';

/** A breadcrumb trail (spec §2): links for every crumb with a route except the last, which is this page. */
export const Breadcrumb = ({ trail }: { trail: Crumb[] }) => (
  <nav aria-label="Breadcrumb" className={styles.nav}>
    <ol className={styles.list}>
      {trail.map((crumb, index) => {
        const last = index === trail.length - 1;
        return (
          <li key={`${index}-${crumb.label}`} className={styles.item}>
            {last ? (
              <span aria-current="page" className={styles.current}>
                {crumb.label}
              </span>
            ) : crumb.href ? (
              <Link href={crumb.href} className={styles.link}>
                {crumb.label}
              </Link>
            ) : (
              <span>{crumb.label}</span>
            )}
          </li>
        );
      })}
    </ol>
  </nav>
);
