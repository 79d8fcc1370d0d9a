import { trailFor } from '../../config/breadcrumbs';
import { messages } from '../../config/messages';
import type { ScreenProps } from '../../app/route-types';
import { Breadcrumb } from '../kit/breadcrumb';
import styles from './others.module.css';

/**
 * One honest page for every planned screen, fed by its route entry: the screen's breadcrumb, its title and a
 * sentence naming what it will hold. Later issues replace route entries one by one.
 */
export const NotAvailable = ({ route, params }: ScreenProps) => {
  const trail = trailFor(route.path);
  const creating = params.id === '-1';
  return (
    <article className={styles.planned} aria-labelledby="planned-title">
      {trail && <Breadcrumb trail={trail} />}
      <h1 id="planned-title" className={styles.title}>
        {route.title}
      </h1>
      <p className={styles.notice}>
        <strong>{messages.notAvailable}</strong> It will hold {route.summary ?? 'its content'}
        {creating ? ', here for creating a new record' : ''}.
      </p>
    </article>
  );
};
