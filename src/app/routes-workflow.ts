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
  // Workgroup administration, case management set-up and notifications (issue 5, workflow admin).
  {
    path: '/workgroups/create-workgroups/:id',
    title: 'New Workgroup',
    layout: 'admin',
    access: 'roleMap',
    screen: screens.workgroupForm,
  },
  {
    path: '/workgroups/workgroup-details/:id',
    title: 'Workgroup Details',
    layout: 'admin',
    access: 'roleMap',
    screen: screens.workgroupDetails,
  },
  {
    path: '/workgroups/workgroup-rules/:id',
    title: 'Workgroup Rules',
    layout: 'admin',
    access: 'roleMap',
    screen: screens.workgroupRules,
  },
  {
    path: '/workgroups/manage-workgroup-users',
    title: 'Manage Workgroups',
    layout: 'admin',
    access: 'roleMap',
    screen: screens.manageWorkgroups,
  },
  {
    path: '/workgroups/user-default-workgroup',
    title: 'User Default Workgroup',
    layout: 'admin',
    access: 'roleMap',
    screen: screens.userDefaultWorkgroup,
  },
  {
    path: '/cms/classification',
    title: 'Severity/Priority Map to Classification',
    layout: 'admin',
    access: 'roleMap',
    screen: screens.cmsPriorityMap,
  },
  {
    path: '/cms/time',
    title: 'Severity/Priority Time Mapping',
    layout: 'admin',
    access: 'roleMap',
    screen: screens.cmsTimeMapping,
  },
  {
    path: '/cms/email',
    title: 'E-mail Case Configuration',
    layout: 'admin',
    access: 'roleMap',
    screen: screens.cmsEmail,
  },
  {
    path: '/notifications/notification-list',
    title: 'Notification List',
    layout: 'admin',
    access: 'roleMap',
    screen: screens.notificationList,
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
