import { useSelector } from '@xstate/react';
import { useContext } from 'react';
import { AppActorsContext } from '../../app/actors';
import type { RoleMap } from '../../contracts/auth';

/** The signed-in user's role map, or null outside the console (component tests). */
export const useRoleMap = (): RoleMap | null => {
  const actors = useContext(AppActorsContext);
  return useSelector(actors?.auth, (s) => s?.context.roleMap ?? null);
};
