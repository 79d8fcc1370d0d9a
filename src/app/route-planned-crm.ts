import { labels } from '../config/labels';
import type { PlannedScreen } from './route-types';

const { customer, organisation, organisations, user } = labels;

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
  {
    path: '/workgroups/create-workgroups/:id',
    summary: 'the workgroup form: name, members and routing rules',
  },
  {
    path: '/workgroups/manage-workgroup-users',
    summary: `the workgroups with their members (${user.toLowerCase()}s) and owners`,
  },
  { path: '/workgroups/workgroup-details/:id', summary: "one workgroup's members, queues and open work" },
  { path: '/workgroups/workgroup-rules/:id', summary: 'the assignment and dispatch rules of one workgroup' },
  { path: '/workgroups/user-default-workgroup', summary: `each ${user.toLowerCase()}'s default workgroup` },
  { path: '/cms/classification', summary: 'the map from severity and priority to case classification' },
  { path: '/cms/time', summary: 'the response and resolution times per severity and priority' },
  { path: '/cms/email', summary: 'the e-mail case configuration: mailboxes, templates and routing' },
  {
    path: '/notifications/notification-list',
    summary: 'your notifications, read and unread, with their messages',
  },
  { path: '/task/task-group/view/:id', summary: 'the task group form with its checklist and task forms' },
  { path: '/task/new-task/:id', summary: 'the task form: classification, owner, due date and checklist' },
  {
    path: '/task/task-tracker',
    summary: 'the tasks you and your workgroups own, with their completion bands',
  },
  { path: '/task/task-admin', summary: 'task administration: task groups, forms and business workflows' },
  { path: '/fsp/fsp-list', summary: 'the financial service providers with their licences' },
  { path: '/fsp/fsp-home/:id', summary: "one financial service provider's details and representatives" },
];
