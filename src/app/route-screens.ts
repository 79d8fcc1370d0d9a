import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loader, preloadable, type Loader } from './preloadable';
import { SignIn } from '../views/sessions/sign-in';
import { loadAdminLayout, loadCaseDesk, loadDashboard, loadTenantChoice } from './route-loaders';
import type { ScreenProps } from './route-types';

type Screen = LazyExoticComponent<ComponentType<ScreenProps>> | ComponentType<ScreenProps>;

/**
 * Each area is its own chunk, so the sign-in route carries none of the admin screens (ARCHITECTURE §6, §10). The
 * sign-in screen alone is part of the entry: it is the first page nearly every visit shows, and a lazy chunk (with
 * its own stylesheet) would cost a second round trip before the form could paint.
 */
const lazyNamed = <K extends string>(
  load: () => Promise<Record<K, ComponentType<ScreenProps>>>,
  name: K,
): Screen =>
  preloadable(
    'loaded' in load ? (load as Loader<Record<K, ComponentType<ScreenProps>>>) : loader(load),
    name,
  );

export const screens = {
  signIn: SignIn,
  signUp: lazyNamed(() => import('../views/sessions/sign-up'), 'SignUp'),
  forgotPassword: lazyNamed(() => import('../views/sessions/forgot-password'), 'ForgotPassword'),
  resetPassword: lazyNamed(() => import('../views/sessions/reset-password'), 'ResetPassword'),
  tenantChoice: lazyNamed(loadTenantChoice, 'TenantChoice'),
  feedback: lazyNamed(() => import('../views/sessions/feedback'), 'Feedback'),
  changePassword: lazyNamed(() => import('../views/user-profile/change-password'), 'ChangePassword'),
  dashboard: lazyNamed(loadDashboard, 'Dashboard'),
  notFound: lazyNamed(() => import('../views/others/not-found'), 'NotFound'),
  notAvailable: lazyNamed(() => import('../views/others/not-available'), 'NotAvailable'),
  notPermitted: lazyNamed(() => import('../views/others/not-permitted'), 'NotPermitted'),
  kitGallery: lazyNamed(() => import('../views/kit-gallery/kit-gallery'), 'KitGallery'),
  customersOrg: lazyNamed(() => import('../views/crm/customers/org-page'), 'OrgPage'),
  customersRecord: lazyNamed(() => import('../views/crm/customers/record-page'), 'RecordPage'),
  customerHome: lazyNamed(() => import('../views/crm/customers/customer-home'), 'CustomerHome'),
  products: lazyNamed(() => import('../views/crm/customers/products-page'), 'ProductsPage'),
  salesDesk: lazyNamed(() => import('../views/crm/sales-order/sales-page'), 'SalesPage'),
  salesHistory: lazyNamed(() => import('../views/crm/sales-order/history-page'), 'HistoryPage'),
  classification: lazyNamed(
    () => import('../views/classification/classification-page'),
    'ClassificationPage',
  ),
  caseManagement: lazyNamed(loadCaseDesk, 'CaseManagement'),
  leads: lazyNamed(loadCaseDesk, 'CaseManagement'),
  caseDetail: lazyNamed(() => import('../views/cases/case-detail'), 'CaseDetail'),
  checklists: lazyNamed(() => import('../views/cases/checklists-page'), 'ChecklistsPage'),
  checklistEditor: lazyNamed(() => import('../views/cases/checklist-editor'), 'ChecklistEditor'),
  meetings: lazyNamed(() => import('../views/cases/meetings-page'), 'MeetingsPage'),
  meetingEditor: lazyNamed(() => import('../views/cases/meeting-editor'), 'MeetingEditor'),
  callFlow: lazyNamed(() => import('../views/telephony/call-flow'), 'CallFlow'),
  myCalls: lazyNamed(() => import('../views/telephony/calls-page'), 'CallsPage'),
  testCaller: lazyNamed(() => import('../views/telephony/test-caller-page'), 'TestCallerPage'),
  wallboard: lazyNamed(() => import('../views/telephony/wallboard-page'), 'WallboardPage'),
  queueSetup: lazyNamed(() => import('../views/telephony/queue-setup-page'), 'QueueSetupPage'),
  metaSearchGraph: lazyNamed(() => import('../views/metadata/search-graph-screen'), 'SearchGraphScreen'),
  metaMessageType: lazyNamed(() => import('../views/metadata/message-type-screen'), 'MessageTypeScreen'),
  metaJsonTransform: lazyNamed(
    () => import('../views/metadata/json-transform-screen'),
    'JsonTransformScreen',
  ),
  metaSearchIndex: lazyNamed(() => import('../views/metadata/search-index-screen'), 'SearchIndexScreen'),
  metaQuery: lazyNamed(() => import('../views/metadata/query-screen'), 'QueryScreen'),
  metaIndexAttributes: lazyNamed(
    () => import('../views/metadata/index-attributes-screen'),
    'IndexAttributesScreen',
  ),
  metaMessageHistory: lazyNamed(
    () => import('../views/metadata/message-history-screen'),
    'MessageHistoryScreen',
  ),
  metaLoadGuid: lazyNamed(() => import('../views/metadata/load-guid-screen'), 'LoadGuidScreen'),
  adviceEmployees: lazyNamed(() => import('../views/advice/employee-search'), 'EmployeeSearch'),
  adviceEmployee: lazyNamed(() => import('../views/advice/employee-profile'), 'EmployeeProfile'),
  adviceDocument: lazyNamed(() => import('../views/advice/advice-workspace'), 'AdviceWorkspace'),
  adviceSchemes: lazyNamed(() => import('../views/advice/scheme-catalogue'), 'SchemeCatalogue'),
  adviceGapCover: lazyNamed(() => import('../views/advice/gap-cover'), 'GapCover'),
  workgroupForm: lazyNamed(() => import('../views/workflow-admin/workgroup-form'), 'WorkgroupForm'),
  workgroupDetails: lazyNamed(() => import('../views/workflow-admin/workgroup-details'), 'WorkgroupDetails'),
  workgroupRules: lazyNamed(() => import('../views/workflow-admin/workgroup-rules'), 'WorkgroupRules'),
  manageWorkgroups: lazyNamed(() => import('../views/workflow-admin/manage-workgroups'), 'ManageWorkgroups'),
  userDefaultWorkgroup: lazyNamed(
    () => import('../views/workflow-admin/user-default-workgroup'),
    'UserDefaultWorkgroup',
  ),
  cmsPriorityMap: lazyNamed(() => import('../views/workflow-admin/priority-map'), 'PriorityMap'),
  cmsTimeMapping: lazyNamed(() => import('../views/workflow-admin/time-mapping'), 'TimeMapping'),
  cmsEmail: lazyNamed(() => import('../views/workflow-admin/email-config'), 'EmailConfig'),
  notificationList: lazyNamed(
    () => import('../views/workflow-admin/notifications/notification-list'),
    'NotificationList',
  ),
  taskGroup: lazyNamed(() => import('../views/tasks/task-group-page'), 'TaskGroupPage'),
  taskForm: lazyNamed(() => import('../views/tasks/task-page'), 'TaskPage'),
  taskTracker: lazyNamed(() => import('../views/tasks/task-tracker'), 'TaskTracker'),
  taskAdmin: lazyNamed(() => import('../views/tasks/task-admin'), 'TaskAdmin'),
  internalDepartments: lazyNamed(() => import('../views/internal-org/department-page'), 'DepartmentPage'),
  internalEmployees: lazyNamed(() => import('../views/internal-org/employees-page'), 'EmployeesPage'),
  internalViewEmployee: lazyNamed(
    () => import('../views/internal-org/view-employee-page'),
    'ViewEmployeePage',
  ),
  internalOrgDetails: lazyNamed(() => import('../views/internal-org/org-details-page'), 'OrgDetailsPage'),
  fspList: lazyNamed(() => import('../views/internal-org/fsp-list-page'), 'FspListPage'),
  fspHome: lazyNamed(() => import('../views/internal-org/fsp-home-page'), 'FspHomePage'),
  loginLocks: lazyNamed(() => import('../views/login-locks/login-locks-page'), 'LoginLocksPage'),
  tenantConfig: lazyNamed(() => import('../views/internal-org/tenant-config-page'), 'TenantConfigPage'),
  customerDetails: lazyNamed(
    () => import('../views/internal-org/customer-details-page'),
    'CustomerDetailsPage',
  ),
  mobileMapping: lazyNamed(() => import('../views/crm/crm-more/mobile-mapping-page'), 'MobileMappingPage'),
  offering: lazyNamed(() => import('../views/crm/crm-more/offering-page'), 'OfferingPage'),
  stockHistory: lazyNamed(() => import('../views/crm/crm-more/stock-history-page'), 'StockHistoryPage'),
  rfqDispatch: lazyNamed(() => import('../views/crm/crm-more/rfq-dispatch-page'), 'RfqDispatchPage'),
  campaigns: lazyNamed(() => import('../views/campaigns/campaigns-page'), 'CampaignsPage'),
} satisfies Record<string, Screen | ComponentType<ScreenProps>>;

export const layouts = {
  admin: preloadable(loadAdminLayout, 'AdminLayout'),
  compact: lazy(async () => ({
    default: (await import('../views/layouts/compact-header-layout')).CompactHeaderLayout,
  })),
};
