import { screenKeys } from '../rules/permission-catalogue';
import { labels } from './labels';
import type { NavItem } from './menu-types';

const link = (name: string, state: string, extra: Partial<NavItem> = {}): NavItem => ({
  name,
  state,
  type: 'link',
  icon: '',
  description: '',
  keys: screenKeys(state),
  ...extra,
});

/** A dropDown needs no key of its own: it is shown while one of its children is. */
const dropDown = (name: string, state: string, icon: string, sub: NavItem[]): NavItem => ({
  name,
  state,
  type: 'dropDown',
  icon,
  description: '',
  keys: [],
  sub,
});

/** The customer/CRM side menu of spec §2, entry for entry; -1 in a route means "create a new record". */
export const crmMenu: NavItem[] = [
  dropDown(labels.customers, '/busorg', 'employers', [
    link('Division and Employees', '/busorg/bus-home/div'),
    link('Location and Contacts', '/busorg/bus-home/site'),
    link(`New ${labels.customer}`, '/busorg/bus-org-details-div/-1'),
    link('New Division', '/busorg/div-org-details/-1', { hidden: true }),
    link('New Employee', '/busorg/emp-details/-1', { hidden: true }),
    link('New Location', '/busorg/site-details/-1', { hidden: true }),
    link('New Contact', '/busorg/contact-details/-1', { hidden: true }),
  ]),
  // The classification tree's reads are open to every signed-in user (the case screens need them).
  dropDown('Classification', '/classification', 'classification', [
    link('Classification', '/classification/class/-1'),
    link('Mobile Classification Mapping', '/classification/mobile-mapping'),
  ]),
  dropDown(`Internal ${labels.organisation}`, '/internal-org', 'organisation', [
    link('Manage Department', '/internal-org/manage-division'),
    link('Manage Employees', '/internal-org/manage-employees'),
    link('View Employee', '/internal-org/view-employee'),
  ]),
  // Every workgroup call, the lists included, is workgroup administration (17__17005).
  dropDown('Workgroups', '/workgroups', 'workgroups', [
    link('Create Workgroup', '/workgroups/create-workgroups/-1'),
    link('Manage Workgroup Users', '/workgroups/manage-workgroup-users'),
  ]),
  // The desks' lists need a session only; each action carries its own key on its button.
  dropDown('Case Management', '/case-management', 'cases', [
    link('Case Management', '/case-management/case-management'),
    link('Leads', '/case-management/leads'),
    link('Checklists', '/case-management/checklists'),
    link('Meetings', '/case-management/meetings'),
  ]),
  // Readable by every profile; the service marks the set-up editable only with 17__17006.
  dropDown('Case Management Setup', '/cms', 'settings', [
    link('Severity/Priority Map to Classification', '/cms/classification'),
    link('Severity/Priority Time Mapping', '/cms/time'),
    link('E-mail Case Configuration', '/cms/email'),
  ]),
  dropDown('Offerings/Products', '/offerings', 'offerings', [
    link('Create/Edit', '/offerings/offerings'),
    link('Stock History', '/offerings/stock-history'),
  ]),
  dropDown('Sales Order', '/sales-order', 'sales', [
    link('Request for Quote', '/sales-order/request'),
    link('RFQ Dispatch Mapping', '/sales-order/rfq-dispatch'),
    link('Quote', '/sales-order/quote'),
    link('Order', '/sales-order/order'),
    link('Transaction History', '/sales-order/transaction-history'),
  ]),
  // Issue 22: supervisors run outbound campaigns; agents work their targets from the home page.
  dropDown('Campaigns', '/campaigns', 'phone', [link('Outbound Campaigns', '/campaigns/campaigns')]),
  dropDown('Notification', '/notifications', 'bell', [
    link('Notification List', '/notifications/notification-list'),
  ]),
  dropDown('Task', '/task', 'tasks', [
    // A new task group: saving it is task administration.
    link('Task Group', '/task/task-group/view/-1'),
    link('Task Tracker', '/task/task-tracker'),
    // Everyone with tasks has approvals waiting here; groups and bulk reassignment need 18__18003 on their buttons.
    link('Task Admin', '/task/task-admin'),
  ]),
  dropDown('Other', '/other', 'more', [
    link(`${labels.customer} Home`, '/busorg/bus-home/customer'),
    link('FSP List', '/fsp/fsp-list'),
    link('Tenant Configuration', '/busorg/tenant-config'),
    // Issue 16: sign-in locks are security administration.
    link('Sign-in Locks', '/system/sign-in-locks'),
  ]),
  dropDown('Advice', '/advice', 'advice', [
    link('Employee Advice', '/advice/employees'),
    link('Medical Schemes', '/advice/schemes'),
    link('Gap Cover', '/advice/gap-cover'),
  ]),
  // Issue 20: for supervisors and QA (73__73004); agents take calls from the Phone dock, not from a menu.
  dropDown('Telephony', '/telephony', 'phone', [
    link('Test Caller', '/telephony/test-caller'),
    // Issue 39: the floor's service level, for supervisors and team leads (36__44020).
    link('Wallboard', '/telephony/wallboard'),
    // Issue 39: each queue's wait limit, overflow and recording (36__44006).
    link('Call Queues', '/telephony/queues'),
  ]),
  // Not in the spec's menu: the shared screen pieces' gallery, for administrators and supervisors.
  link('Component Kit', '/dev/kit', { icon: 'kit' }),
];
