import { useContext } from 'react';
import { useSelector } from '@xstate/react';
import { AppActorsContext } from '../../../app/actors';
import type { PermissionAction, PermissionKey } from '../../../contracts/permissions';
import { actionKeys } from '../../../rules/permission-catalogue';
import { grantOfAll, type Grant } from '../../../rules/permission-visibility';

/**
 * What the current profile may do with an action whose call needs these keys: 'allowed', 'disabled' (-1: shown
 * but inert) or 'hidden' (0 or missing). The selector returns a string, so a role-map change re-renders only the
 * buttons whose grant changed. Outside the console (component tests without actors) the role map is empty, so
 * only what needs no key is allowed.
 */
export const usePermission = (...keys: readonly PermissionKey[]): Grant => {
  const actors = useContext(AppActorsContext);
  return useSelector(actors?.auth, (s) => grantOfAll(s?.context.roleMap ?? {}, keys));
};

/** The grant of a button or menu action named in the permission catalogue (its keys come from there). */
export const useActionPermission = (action: PermissionAction): Grant => usePermission(...actionKeys(action));

/** True only when the profile may use the action outright (1 for each key). */
export const useMayDo = (action: PermissionAction): boolean => useActionPermission(action) === 'allowed';
