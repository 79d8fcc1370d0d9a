import { accountRoutes } from './account';
import { authRoutes } from './auth';
import { classificationRoutes } from './classification';
import { customerRoutes } from './customers';
import { productRoutes } from './products';
import { salesRoutes } from './sales';
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
  customerRoutes,
  classificationRoutes,
  salesRoutes,
  productRoutes,
];
