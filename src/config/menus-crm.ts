import { permissionKeys, type PermissionKey } from '../contracts/permissions';
import { labels } from './labels';
import type { NavItem } from './menu-types';

const k = permissionKeys;

const link = (
  name: string,
  state: string,
  keys: readonly PermissionKey[],
  extra: Partial<NavItem> = {},
): NavItem => ({
  name,
  state,
  type: 'link',
  icon: '',
  description: '',
  keys,
  ...extra,
});

/** A dropDown's keys are the ones every child's screen needs (the area's view key), so the children list only the rest. */
const dropDown = (
  name: string,
  state: string,
  icon: string,
  keys: readonly PermissionKey[],
  sub: NavItem[],
): NavItem => ({
  name,
  state,
  type: 'dropDown',
  icon,
  description: '',
  keys,
  sub,
});

/** The customer/CRM side menu of spec §2, entry for entry; -1 in a route means "create a new record". */
export const crmMenu: NavItem[] = [
  dropDown(
    'Employers',
    '/busorg',
    'employers',
    [k.customersView],
    [
      link('Division and Employees', '/busorg/bus-home/div', []),
      link('Location and Contacts', '/busorg/bus-home/site', []),
      link('New Employer', '/busorg/bus-org-details-div/-1', [k.addOrganisation]),
      link('New Division', '/busorg/div-org-details/-1', [k.addDivision], { hidden: true }),
      link('New Employee', '/busorg/emp-details/-1', [k.addEmployee], { hidden: true }),
      link('New Location', '/busorg/site-details/-1', [k.addLocation], { hidden: true }),
      link('New Contact', '/busorg/contact-details/-1', [k.addContact], { hidden: true }),
    ],
  ),
  // The classification tree's reads are open to every signed-in user (the case screens need them).
  dropDown(
    'Classification',
    '/classification',
    'classification',
    [],
    [
      link('Classification', '/classification/class/-1', []),
      link('Mobile Classification Mapping', '/classification/mobile-mapping', [k.customersView]),
    ],
  ),
  dropDown(
    `Internal ${labels.organisation}`,
    '/internal-org',
    'organisation',
    [k.internalOrgView],
    [
      link('Manage Department', '/internal-org/manage-division', []),
      link('Manage Employees', '/internal-org/manage-employees', []),
      link('View Employee', '/internal-org/view-employee', []),
    ],
  ),
  // Every workgroup call, the lists included, is workgroup administration (17__17005).
  dropDown(
    'Workgroups',
    '/workgroups',
    'workgroups',
    [k.workgroupAdmin],
    [
      link('Create Workgroup', '/workgroups/create-workgroups/-1', []),
      link('Manage Workgroup Users', '/workgroups/manage-workgroup-users', []),
    ],
  ),
  // The desks' lists need a session only; each action carries its own key on its button.
  dropDown(
    'Case Management',
    '/case-management',
    'cases',
    [],
    [
      link('Case Management', '/case-management/case-management', []),
      link('Leads', '/case-management/leads', []),
      link('Checklists', '/case-management/checklists', []),
      link('Meetings', '/case-management/meetings', []),
    ],
  ),
  // Readable by every profile; the service marks the set-up editable only with 17__17006.
  dropDown(
    'Case Management Setup',
    '/cms',
    'settings',
    [],
    [
      link('Severity/Priority Map to Classification', '/cms/classification', []),
      link('Severity/Priority Time Mapping', '/cms/time', []),
      link('E-mail Case Configuration', '/cms/email', []),
    ],
  ),
  dropDown(
    'Offerings/Products',
    '/offerings',
    'offerings',
    [k.customersView],
    [link('Create/Edit', '/offerings/offerings', []), link('Stock History', '/offerings/stock-history', [])],
  ),
  dropDown(
    'Sales Order',
    '/sales-order',
    'sales',
    [k.customersView],
    [
      link('Request for Quote', '/sales-order/request', [k.salesRfq]),
      link('RFQ Dispatch Mapping', '/sales-order/rfq-dispatch', []),
      link('Quote', '/sales-order/quote', [k.salesQuote]),
      link('Order', '/sales-order/order', [k.salesOrder]),
      link('Transaction History', '/sales-order/transaction-history', []),
    ],
  ),
  dropDown(
    'Notification',
    '/notifications',
    'bell',
    [],
    [link('Notification List', '/notifications/notification-list', [])],
  ),
  dropDown(
    'Task',
    '/task',
    'tasks',
    [k.taskView],
    [
      // A new task group: saving it is task administration.
      link('Task Group', '/task/task-group/view/-1', [k.taskAdmin]),
      link('Task Tracker', '/task/task-tracker', []),
      // Everyone with tasks has approvals waiting here; groups and bulk reassignment need 18__18003 on their buttons.
      link('Task Admin', '/task/task-admin', []),
    ],
  ),
  dropDown(
    'Other',
    '/other',
    'more',
    [],
    [
      link(`${labels.customer} Home`, '/busorg/bus-home/customer', [k.customersView]),
      link('FSP List', '/fsp/fsp-list', [k.fspView]),
      link('Tenant Configuration', '/busorg/tenant-config', [k.internalOrgView]),
      // Issue 16: sign-in locks are security administration.
      link('Sign-in Locks', '/system/sign-in-locks', [k.tenantConfigEdit]),
    ],
  ),
  dropDown(
    'Advice',
    '/advice',
    'advice',
    [k.adviceUse],
    [
      link('Employee Advice', '/advice/employees', []),
      link('Medical Schemes', '/advice/schemes', []),
      link('Gap Cover', '/advice/gap-cover', []),
    ],
  ),
  // Not in the spec's menu: the shared screen pieces' gallery, for administrators and supervisors.
  link('Component Kit', '/dev/kit', [k.supervisorDebug], { icon: 'kit' }),
];
