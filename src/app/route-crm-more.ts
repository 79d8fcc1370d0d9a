import { adminRoute as admin } from './route-admin';
import { screens } from './route-screens';
import type { AppRoute } from './route-types';

/** Issue 9, second part: mobile classification mapping, offerings and stock, RFQ dispatch mapping. */
export const crmMoreRoutes: AppRoute[] = [
  admin('/classification/mobile-mapping', screens.mobileMapping),
  admin('/offerings/new-service/:id', screens.offering),
  admin('/offerings/stock-history', screens.stockHistory),
  admin('/sales-order/rfq-dispatch', screens.rfqDispatch),
  // Issue 22: outbound campaigns.
  admin('/campaigns/campaigns', screens.campaigns),
];
