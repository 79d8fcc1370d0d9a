import type { ReactNode } from 'react';
import { usePermission } from '../../views/kit/permission/use-permission';
import { screens } from '../route-screens';
import type { AppRoute, RouteParams } from '../route-types';

/** The keys a route needs as opened: creating a record (`:id` is -1) also needs the save's keys. */
export const routeKeys = (route: AppRoute, params: RouteParams) =>
  params.id === '-1' ? [...route.keys, ...(route.createKeys ?? [])] : route.keys;

/**
 * A route opened by address without its keys shows "Not available for your profile" in place of the screen, so
 * the screen never loads and never calls the service for the profile to be refused. -1 is not a grant here: a
 * whole screen cannot be shown disabled.
 */
export const PermissionGate = ({
  route,
  params,
  children,
}: {
  route: AppRoute;
  params: RouteParams;
  children: ReactNode;
}) => {
  const grant = usePermission(...routeKeys(route, params));
  if (grant === 'allowed') return <>{children}</>;
  return <screens.notPermitted route={route} params={params} />;
};
