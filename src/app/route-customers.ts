import { permissionKeys as k } from '../contracts/permissions';
import { adminRoute as admin } from './route-admin';
import { screens } from './route-screens';
import type { AppRoute } from './route-types';

/** The Employers screens (issue 9): the two trees with their details pane and the stand-alone details pages. */
export const customerRoutes: AppRoute[] = [
  admin('/busorg/bus-home/customer', screens.customerHome, [k.customersView]),
  admin('/busorg/bus-home/div', screens.customersOrg, [k.customersView]),
  admin('/busorg/bus-home/site', screens.customersOrg, [k.customersView]),
  admin('/busorg/bus-org-details-div/:id', screens.customersRecord, [k.customersView], [k.addOrganisation]),
  admin('/busorg/div-org-details/:id', screens.customersRecord, [k.customersView], [k.addDivision]),
  admin('/busorg/emp-details/:id', screens.customersRecord, [k.customersView], [k.addEmployee]),
  admin('/busorg/site-details/:id', screens.customersRecord, [k.customersView], [k.addLocation]),
  admin('/busorg/contact-details/:id', screens.customersRecord, [k.customersView], [k.addContact]),
  admin('/classification/class/:id', screens.classification, []),
  admin('/offerings/offerings', screens.products, [k.customersView]),
  admin('/sales-order/request', screens.salesDesk, [k.customersView, k.salesRfq]),
  admin('/sales-order/quote', screens.salesDesk, [k.customersView, k.salesQuote]),
  admin('/sales-order/order', screens.salesDesk, [k.customersView, k.salesOrder]),
  admin('/sales-order/transaction-history', screens.salesHistory, [k.customersView]),
];
