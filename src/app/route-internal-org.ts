import { permissionKeys as k } from '../contracts/permissions';
import { adminRoute as admin } from './route-admin';
import { screens } from './route-screens';
import type { AppRoute } from './route-types';

/** Internal organisation, FSPs, tenant configuration and the customer details page (issue 9). */
export const internalOrgRoutes: AppRoute[] = [
  admin('/internal-org/manage-division', screens.internalDepartments, [k.internalOrgView]),
  admin('/internal-org/manage-employees', screens.internalEmployees, [k.internalOrgView]),
  admin('/internal-org/view-employee', screens.internalViewEmployee, [k.internalOrgView]),
  admin('/internal-org/org-details/:id', screens.internalOrgDetails, [k.internalOrgView]),
  admin('/fsp/fsp-list', screens.fspList, [k.fspView]),
  admin('/fsp/fsp-home/:id', screens.fspHome, [k.fspView]),
  admin('/busorg/tenant-config', screens.tenantConfig, [k.internalOrgView]),
  admin('/busorg/customer-details/:id', screens.customerDetails, [k.customersView]),
];
