import type { PlannedScreen } from './route-types';

/** Customer/CRM screens (spec §2) that later issues build; until then each shows what it will hold. */
export const plannedCrmScreens: PlannedScreen[] = [
  { path: '/offerings/stock-history', summary: 'the stock movements of each product' },
  { path: '/offerings/new-service/:id', summary: 'the service form: name, classification and price' },
  {
    path: '/sales-order/rfq-dispatch',
    summary: 'the mapping that dispatches requests for quote to suppliers',
  },
];
