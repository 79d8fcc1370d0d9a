import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { messages } from '../../config/messages';
import { LoadingState } from '../../views/shell/loading-state';
import { useAppActors } from '../actors';

/** Spec §6: the role map is loaded before the admin area opens, so menus and actions never flicker. */
export const RoleMapResolver = ({ children }: { children: ReactNode }) => {
  const { auth } = useAppActors();
  const ready = useSelector(auth, (s) => s.hasTag('roleMapReady'));
  const failed = useSelector(auth, (s) => s.hasTag('roleMapFailed'));
  if (ready) return <>{children}</>;
  return <LoadingState label={failed ? messages.permissionsFailed : messages.loadingPermissions} fullPage />;
};
