import { adminPermissions } from './permissions-admin';
import { customersPermissions } from './permissions-customers';
import type { PermissionEntry, PermissionKey } from './permission-keys';
import { workPermissions } from './permissions-work';

export {
  permissionKeys,
  type PermissionEntry,
  type PermissionKey,
  type PermissionName,
} from './permission-keys';

/** The one table of what each key guards and shows (see PermissionEntry); every key has exactly one entry. */
export const permissionCatalogue = {
  ...customersPermissions,
  ...workPermissions,
  ...adminPermissions,
} satisfies Record<PermissionKey, PermissionEntry>;

type Catalogue = typeof permissionCatalogue;
type ActionsOf<E> = E extends { actions: readonly (infer A)[] } ? A : never;

/** A button or menu action the catalogue names. */
export type PermissionAction = ActionsOf<Catalogue[keyof Catalogue]>;
