import { accountRoutes } from './account';
import { adviceRoutes } from './advice';
import { authRoutes } from './auth';
import { dashboardRoutes } from './dashboard';
import { debugRoutes } from './debug';
import { kitRoutes } from './kit';
import { systemRoutes } from './system';
import { tenantRoutes } from './tenant';
import type { RoutePlugin } from './types';

/** Every call group, registered under /api in this order. Add a new area's plugin here. */
export const routePlugins: readonly RoutePlugin[] = [
  authRoutes,
  accountRoutes,
  tenantRoutes,
  dashboardRoutes,
  systemRoutes,
  kitRoutes,
  debugRoutes,
  adviceRoutes,
];
