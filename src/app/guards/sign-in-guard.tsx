import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { Redirect } from 'wouter';
import { signInPath } from '../../config/constants';
import { messages } from '../../config/messages';
import { LoadingState } from '../../views/shell/loading-state';
import { useAppActors } from '../actors';

/** Spec §6: without a session the user goes to sign-in; while a reload restores the session, wait. */
export const SignInGuard = ({ children }: { children: ReactNode }) => {
  const { auth } = useAppActors();
  const restoring = useSelector(auth, (s) => s.hasTag('restoring'));
  const signedIn = useSelector(auth, (s) => s.hasTag('signedIn'));
  if (restoring) return <LoadingState label={messages.restoringSession} fullPage />;
  if (!signedIn) return <Redirect to={signInPath} replace />;
  return <>{children}</>;
};
