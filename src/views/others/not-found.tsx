import { Link } from 'wouter';
import { homePath } from '../../config/constants';
import { messages } from '../../config/messages';
import { buttonClass } from '../kit/ui/button';
import styles from './others.module.css';

/** The 404 page in the blank layout (spec §2); every unknown address lands here. */
export const NotFound = () => (
  <div className={styles.card}>
    <p className={styles.code} aria-hidden="true">
      404
    </p>
    <h1 className={styles.title}>{messages.notFoundTitle}</h1>
    <p className={styles.text}>{messages.notFoundText}</p>
    <Link href={homePath} className={buttonClass({ variant: 'primary' })}>
      Go to the dashboard
    </Link>
  </div>
);
