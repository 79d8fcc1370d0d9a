import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { useAppActors } from '../../app/actors';
import { canGoBack, goBack } from '../../app/route-hash-location';
import type { ScreenProps } from '../../app/route-types';
import { homePath } from '../../config/constants';
import { messages } from '../../config/messages';
import { Button, buttonClass } from '../kit/ui/button';
import styles from './others.module.css';

/**
 * What a route shows when the current profile lacks its keys (ARCHITECTURE §2): said up front, with the profile's
 * name and a way back, instead of the screen's form and a refusal after the user has filled it in.
 */
export const NotPermitted = ({ route }: ScreenProps) => {
  const { auth } = useAppActors();
  const profile = useSelector(auth, (s) => s.context.currentProfile.role_name);
  return (
    <div className={styles.card} role="region" aria-labelledby="not-permitted-title">
      <h1 id="not-permitted-title" className={styles.title}>
        {messages.notPermittedTitle}
      </h1>
      <p className={styles.text}>
        {route.title} is not part of the {profile} profile. If another of your profiles includes it, switch to
        it from the user menu.
      </p>
      <div className={styles.actions}>
        <Link href={homePath} className={buttonClass({ variant: 'primary' })}>
          Go to the dashboard
        </Link>
        {canGoBack() && <Button onClick={goBack}>Go back</Button>}
      </div>
    </div>
  );
};
