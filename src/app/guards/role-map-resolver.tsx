import { useDeferredValue, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { messages } from '../../config/messages';
import { LoadingButton } from '../../views/kit/loading-button';
import { LoadingState } from '../../views/shell/loading-state';
import { useAppActors } from '../actors';

/** Spec §6: the role map is loaded before the admin area opens, so menus and actions never flicker. */
export const RoleMapResolver = ({ children }: { children: ReactNode }) => {
  const { auth } = useAppActors();
  // Deferred: the admin shell and its screen then render in slices the browser can interleave with input and
  // paint, not in one long task (the store's own updates render synchronously).
  const ready = useDeferredValue(useSelector(auth, (s) => s.hasTag('roleMapReady')));
  const failed = useSelector(auth, (s) => s.hasTag('roleMapFailed'));
  if (ready) return <>{children}</>;
  if (!failed) return <LoadingState label={messages.loadingPermissions} fullPage />;
  // The auth machine retries by itself; the button lets an impatient user retry now.
  return (
    <LoadingState label={messages.permissionsFailed} fullPage>
      <LoadingButton variant="secondary" loading={false} onClick={() => auth.send({ type: 'auth.retry' })}>
        Retry now
      </LoadingButton>
    </LoadingState>
  );
};
