import type { RoleMap } from '../../contracts/auth';
import { actionKeys } from '../../rules/permission-catalogue';
import { grantOfAll } from '../../rules/permission-visibility';

/** The header's phone is for profiles that may open it (the same key as the dock's slot shows it by). */
export const mayUsePhone = (roleMap: RoleMap): boolean =>
  grantOfAll(roleMap, actionKeys('softphone.open')) === 'allowed';
