import { screens } from './route-screens';
import type { AppRoute } from './route-types';

/** Workflow screens (issue 5): the case and lead desks and the case detail. */
export const workflowRoutes: AppRoute[] = [
  {
    path: '/case-management/case-management',
    title: 'Case Management',
    layout: 'admin',
    access: 'roleMap',
    screen: screens.caseManagement,
  },
  {
    path: '/case-management/leads',
    title: 'Leads',
    layout: 'admin',
    access: 'roleMap',
    screen: screens.leads,
  },
  {
    path: '/case-management/case/:id',
    title: 'Case Detail',
    layout: 'admin',
    access: 'roleMap',
    screen: screens.caseDetail,
  },
];
