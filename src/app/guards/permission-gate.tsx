import type { ReactNode } from 'react';
import { pathOf, screenKeys } from '../../rules/permission-catalogue';
import { usePermission } from '../../views/kit/permission/use-permission';
import { screens } from '../route-screens';
import type { AppRoute, RouteParams } from '../route-types';

/** The keys a route needs as opened, from the catalogue's screens: creating a record (`:id` is -1) needs more. */
export const routeKeys = (route: AppRoute, params: RouteParams) => screenKeys(pathOf(route.path, params));

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
