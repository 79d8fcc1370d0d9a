import { labels } from '../config/labels';
import type { PlannedScreen } from './route-types';

const { customer, organisation, organisations } = labels;

/** Customer/CRM screens (spec §2) that later issues build; until then each shows what it will hold. */
export const plannedCrmScreens: PlannedScreen[] = [
  {
    path: '/busorg/customer-details/:id',
    summary: `the ${customer.toLowerCase()}'s details with its cases, tasks and sales orders`,
  },
  {
    path: '/internal-org/manage-division',
    summary: 'the internal department tree: add, rename and remove departments',
  },
  {
    path: '/internal-org/manage-employees',
    summary: 'the internal employees list with their departments and roles',
  },
  {
    path: '/internal-org/view-employee',
    summary: "one internal employee's details, workgroups and profiles",
  },
  {
    path: '/internal-org/org-details/:id',
    summary: `the internal ${organisation.toLowerCase()}'s details and its child ${organisations.toLowerCase()}`,
  },
  { path: '/offerings/stock-history', summary: 'the stock movements of each product' },
  { path: '/offerings/new-service/:id', summary: 'the service form: name, classification and price' },
  {
    path: '/sales-order/rfq-dispatch',
    summary: 'the mapping that dispatches requests for quote to suppliers',
  },
  { path: '/fsp/fsp-list', summary: 'the financial service providers with their licences' },
  { path: '/fsp/fsp-home/:id', summary: "one financial service provider's details and representatives" },
];
