import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { presenceMachine } from '../../machines/presence.machine';
import styles from './presence.module.css';

const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase())
    .filter((_, i, all) => i === 0 || i === all.length - 1)
    .join('');

/** "Also viewing: …" on a case or lead: the others who have it open now, announced politely as they come and go. */
export const AlsoViewing = ({ presence }: { presence: ActorRefFrom<typeof presenceMachine> }) => {
  const others = useSelector(presence, (s) => s.context.others);
  return (
    <div aria-live="polite" className={styles.viewing}>
      {others.length > 0 && (
        <>
          <span id="also-viewing">Also viewing:</span>
          <ul aria-labelledby="also-viewing" className={styles.people}>
            {others.map((viewer) => (
              <li key={viewer.user_id} className={styles.person}>
                <span aria-hidden="true" className={styles.avatar}>
                  {initialsOf(viewer.name)}
                </span>
                {viewer.name}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
};
