import { adminRoute as admin } from './route-admin';
import { screens } from './route-screens';
import type { AppRoute } from './route-types';

/** Internal organisation, FSPs, tenant configuration and the customer details page (issue 9). */
export const internalOrgRoutes: AppRoute[] = [
  admin('/internal-org/manage-division', screens.internalDepartments),
  admin('/internal-org/manage-employees', screens.internalEmployees),
  admin('/internal-org/view-employee', screens.internalViewEmployee),
  admin('/internal-org/org-details/:id', screens.internalOrgDetails),
  admin('/fsp/fsp-list', screens.fspList),
  admin('/fsp/fsp-home/:id', screens.fspHome),
  admin('/busorg/tenant-config', screens.tenantConfig),
  admin('/busorg/customer-details/:id', screens.customerDetails),
];
