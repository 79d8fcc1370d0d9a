import { trailFor } from '../config/breadcrumbs';
import type { PermissionKey } from '../contracts/permissions';
import type { AppRoute } from './route-types';

/** A screen of the admin layout behind the role map, titled by its breadcrumb. */
export const adminRoute = (
  path: string,
  screen: AppRoute['screen'],
  keys: readonly PermissionKey[],
  createKeys?: readonly PermissionKey[],
): AppRoute => ({
  path,
  title: trailFor(path)?.at(-1)?.label ?? path,
  layout: 'admin',
  access: 'roleMap',
  screen,
  keys,
  ...(createKeys ? { createKeys } : {}),
});
