import { useSelector } from '@xstate/react';
import { useAppActors } from '../../app/actors';
import { permissionKeys } from '../../contracts/permissions';

/** What the current profile may do with metadata; the service checks the same keys on every call. */
export function useMetaPermissions() {
  const { auth } = useAppActors();
  const map = useSelector(auth, (s) => s.context.roleMap);
  return {
    canEdit: map[permissionKeys.metadataEdit] === 1,
    canLoad: map[permissionKeys.metadataBulkLoad] === 1,
  };
}
