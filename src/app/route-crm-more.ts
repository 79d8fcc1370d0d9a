import { trailFor } from '../config/breadcrumbs';
import { screens } from './route-screens';
import type { AppRoute } from './route-types';

const admin = (path: string, screen: AppRoute['screen']): AppRoute => ({
  path,
  title: trailFor(path)?.at(-1)?.label ?? path,
  layout: 'admin',
  access: 'roleMap',
  screen,
});

/** Issue 9, second part: mobile classification mapping, offerings and stock, RFQ dispatch mapping. */
export const crmMoreRoutes: AppRoute[] = [
  admin('/classification/mobile-mapping', screens.mobileMapping),
  admin('/offerings/new-service/:id', screens.offering),
  admin('/offerings/stock-history', screens.stockHistory),
  admin('/sales-order/rfq-dispatch', screens.rfqDispatch),
];
