import { labels } from './labels';

export type Crumb = { label: string; href?: string };

const c = (label: string, href?: string): Crumb => (href === undefined ? { label } : { label, href });

// Section crumbs shared by several trails; a section without its own page has no link.
// The employer record is called by its configurable label everywhere (spec §1): Customer, not Employer.
const employers = c(labels.customers);
const customerHome = c(`${labels.customer} Home`, '/busorg/bus-home/customer');
const divisions = c('Division Management', '/busorg/bus-home/div');
const locations = c('Location Management', '/busorg/bus-home/site');
const internalOrg = c(`Internal ${labels.organisation}`);
const employees = c('Employee Management', '/internal-org/manage-employees');
const workgroups = c('Workgroups');
const manageWorkgroups = c('Manage Workgroups', '/workgroups/manage-workgroup-users');
const cms = c('Case Management Setup');
const offerings = c('Offerings/Products');
const salesOrder = c('Sales Order');
const task = c('Task');
const taskTracker = c('Task Tracker', '/task/task-tracker');
const fspList = c('FSP List', '/fsp/fsp-list');
const metadata = c('Metadata');

/**
 * Trails after Home, keyed by route pattern (the route table's path). The screens spec §2 names come first;
 * the rest cover every other route of the menus. The last crumb is the screen itself.
 */
export const trailsAfterHome: Record<string, Crumb[]> = {
  // Spec §2's list.
  '/busorg/bus-home/customer': [c(`${labels.customer} Home`)],
  '/busorg/bus-org-details-div/:id': [employers, c(`${labels.customer} Details`)],
  '/busorg/bus-home/div': [employers, c('Division Management')],
  '/busorg/contact-details/:id': [employers, locations, c('Contact Information')],
  '/busorg/bus-home/site': [employers, c('Location Management')],
  '/internal-org/manage-employees': [internalOrg, c('Employee Management')],
  '/busorg/emp-details/:id': [employers, divisions, c('Employee Detail')],
  '/internal-org/manage-division': [internalOrg, c('Department Management')],
  '/workgroups/manage-workgroup-users': [workgroups, c('Manage Workgroups')],
  '/workgroups/workgroup-rules/:id': [workgroups, manageWorkgroups, c('Workgroup Rules')],
  '/workgroups/user-default-workgroup': [workgroups, manageWorkgroups, c('User Default Workgroup')],
  '/workgroups/workgroup-details/:id': [workgroups, manageWorkgroups, c('Workgroup Details')],
  '/workgroups/create-workgroups/:id': [workgroups, manageWorkgroups, c('New Workgroup')],
  '/task/new-task/:id': [task, taskTracker, c('New Task')],
  '/task/task-group/view/:id': [task, c('New Taskgroup')],
  '/offerings/new-service/:id': [offerings, c('New Service')],
  '/busorg/customer-details/:id': [customerHome, c(`${labels.customer} Overview`)],
  '/internal-org/org-details/:id': [internalOrg, c(`Internal ${labels.organisation} Details`)],
  '/fsp/fsp-list': [c('FSP List')],
  '/fsp/fsp-home/:id': [fspList, c('FSP Home')],
  // The other routes of the menus.
  '/busorg/div-org-details/:id': [employers, divisions, c('Division Details')],
  '/busorg/site-details/:id': [employers, locations, c('Location Details')],
  '/classification/class/:id': [c('Classification')],
  '/internal-org/view-employee': [internalOrg, employees, c('View Employee')],
  '/case-management/case-management': [c('Case Management')],
  '/case-management/leads': [c('Case Management', '/case-management/case-management'), c('Leads')],
  '/case-management/case/:id': [c('Case Management', '/case-management/case-management'), c('Case Detail')],
  '/case-management/checklists': [c('Case Management', '/case-management/case-management'), c('Checklists')],
  '/case-management/checklist/:id': [
    c('Case Management', '/case-management/case-management'),
    c('Checklists', '/case-management/checklists'),
    c('Checklist'),
  ],
  '/case-management/meetings': [c('Case Management', '/case-management/case-management'), c('Meetings')],
  '/case-management/meeting/:id': [
    c('Case Management', '/case-management/case-management'),
    c('Meetings', '/case-management/meetings'),
    c('Meeting'),
  ],
  '/cms/classification': [cms, c('Severity/Priority Map to Classification')],
  '/cms/time': [cms, c('Severity/Priority Time Mapping')],
  '/cms/email': [cms, c('E-mail Case Configuration')],
  '/offerings/offerings': [offerings, c('Create/Edit')],
  '/offerings/stock-history': [offerings, c('Stock History')],
  '/sales-order/request': [salesOrder, c('Request for Quote')],
  '/sales-order/rfq-dispatch': [salesOrder, c('RFQ Dispatch Mapping')],
  '/campaigns/campaigns': [c('Campaigns'), c('Outbound Campaigns')],
  '/sales-order/quote': [salesOrder, c('Quote')],
  '/sales-order/order': [salesOrder, c('Order')],
  '/sales-order/transaction-history': [salesOrder, c('Transaction History')],
  '/notifications/notification-list': [c('Notification List')],
  '/task/task-tracker': [task, c('Task Tracker')],
  '/task/task-admin': [task, c('Task Admin')],
  '/ls-metadata/search-graph': [metadata, c('Search Graph')],
  '/ls-metadata/message-type': [metadata, c('Message Type')],
  '/ls-metadata/json-transform': [metadata, c('JSON Transform')],
  '/ls-metadata/search-idx': [metadata, c('Search Index Mapping')],
  '/ls-metadata/query': [metadata, c('Query')],
  '/ls-metadata/manage-search-index-attributes': [metadata, c('Search Index Attribute')],
  '/ls-metadata/message-history': [metadata, c('Message History')],
  '/ls-metadata/load-guid': [metadata, c('Load GUID')],
  // Issue 22: one record at its own address, under its list.
  '/ls-metadata/message-type/:id': [
    metadata,
    c('Message Type', '/ls-metadata/message-type'),
    c('Message Type'),
  ],
  '/ls-metadata/query/:id': [metadata, c('Query', '/ls-metadata/query'), c('Saved Query')],
  '/ls-metadata/transform/:id': [
    metadata,
    c('JSON Transform', '/ls-metadata/json-transform'),
    c('Transform'),
  ],
  '/ls-metadata/search-index/:id': [
    metadata,
    c('Search Index Mapping', '/ls-metadata/search-idx'),
    c('Search Index'),
  ],
  '/ls-metadata/search-index/:id/attribute/:attributeId': [
    metadata,
    c('Search Index Attribute', '/ls-metadata/manage-search-index-attributes'),
    c('Attribute'),
  ],
  '/dev/kit': [c('Component Kit')],
  '/user-profile/reset-password': [c('Change Password')],
  '/dashboard/v1': [],
  // Advice (issue 10).
  '/advice/employees': [c('Employee Advice')],
  '/advice/employee/:id': [c('Employee Advice', '/advice/employees'), c('Employee')],
  '/advice/document/:id': [c('Employee Advice', '/advice/employees'), c('Advice')],
  '/advice/schemes': [c('Advice'), c('Medical Schemes')],
  '/advice/gap-cover': [c('Advice'), c('Gap Cover')],
  // Issue 9: the tenant configuration beside the portfolio, tenant and customer-management trees.
  '/busorg/tenant-config': [c('Tenant Configuration')],
  // Issue 16: the sign-ins the service refuses now.
  '/system/sign-in-locks': [c('Sign-in Locks')],
  // Issue 18: the call log a home figure links to.
  '/telephony/calls': [c('My Calls')],
  // Issue 20: the supervisors' test caller.
  '/telephony/test-caller': [c('Telephony'), c('Test caller')],
  '/telephony/wallboard': [c('Telephony'), c('Wallboard')],
  '/telephony/queues': [c('Telephony'), c('Call queues')],
  // Issue 9, second part.
  '/classification/mobile-mapping': [c('Classification', '/classification/class/-1'), c('Mobile Mapping')],
};
