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
  {
    path: '/case-management/checklists',
    title: 'Checklists',
    layout: 'admin',
    access: 'roleMap',
    screen: screens.checklists,
  },
  {
    path: '/case-management/checklist/:id',
    title: 'Checklist',
    layout: 'admin',
    access: 'roleMap',
    screen: screens.checklistEditor,
  },
  {
    path: '/case-management/meetings',
    title: 'Meetings',
    layout: 'admin',
    access: 'roleMap',
    screen: screens.meetings,
  },
  {
    path: '/case-management/meeting/:id',
    title: 'Meeting',
    layout: 'admin',
    access: 'roleMap',
    screen: screens.meetingEditor,
  },
];
