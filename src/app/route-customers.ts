import { adminRoute as admin } from './route-admin';
import { screens } from './route-screens';
import type { AppRoute } from './route-types';

/** The customer (employer) screens (issue 9): the two trees with their details pane and the stand-alone details pages. */
export const customerRoutes: AppRoute[] = [
  admin('/busorg/bus-home/customer', screens.customerHome),
  admin('/busorg/bus-home/div', screens.customersOrg),
  admin('/busorg/bus-home/site', screens.customersOrg),
  admin('/busorg/bus-org-details-div/:id', screens.customersRecord),
  admin('/busorg/div-org-details/:id', screens.customersRecord),
  admin('/busorg/emp-details/:id', screens.customersRecord),
  admin('/busorg/site-details/:id', screens.customersRecord),
  admin('/busorg/contact-details/:id', screens.customersRecord),
  admin('/classification/class/:id', screens.classification),
  admin('/offerings/offerings', screens.products),
  admin('/sales-order/request', screens.salesDesk),
  admin('/sales-order/quote', screens.salesDesk),
  admin('/sales-order/order', screens.salesDesk),
  admin('/sales-order/transaction-history', screens.salesHistory),
];
