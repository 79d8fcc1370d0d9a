import { accountRoutes } from './account';
import { adviceRoutes } from './advice';
import { authRoutes } from './auth';
import { classificationRoutes } from './classification';
import { customerRoutes } from './customers';
import { interactionRoutes } from './interactions';
import { internalOrgRoutes } from './internal-org';
import { productRoutes } from './products';
import { salesRoutes } from './sales';
import { dashboardRoutes } from './dashboard';
import { debugRoutes } from './debug';
import { kitRoutes } from './kit';
import { loginLockRoutes } from './login-locks';
import { metadataRoutes } from './metadata';
import { systemRoutes } from './system';
import { tenantRoutes } from './tenant';
import { telephonyRoutes } from './telephony';
import { telephonyAcdRoutes } from './telephony-acd';
import { telephonyRecordingRoutes } from './telephony-recordings';
import { telephonyCallbackRoutes } from './telephony-callbacks';
import { telephonyQueueSetupRoutes } from './telephony-queue-setup';
import { telephonyPromptRoutes } from './telephony-prompts';
import { telephonyMonitorRoutes } from './telephony-monitor';
import { telephonyTestCallerRoutes } from './telephony-test-caller';
import type { RoutePlugin } from './types';
import { workflowRoutes } from './workflow';
import { workflowBulkRoutes } from './workflow-bulk';
import { workflowFilterRoutes } from './workflow-filters';
import { workflowEventRoutes } from './workflow-events';
import { workflowPresenceRoutes } from './workflow-presence';
import { workflowChecklistRoutes } from './workflow-checklists';
import { workflowMeetingRoutes } from './workflow-meetings';
import { workflowAdminRoutes } from './workflow-admin';
import { taskRoutes } from './tasks';
import { workflowDeskRoutes } from './workflow-desk';
import { crmMoreRoutes } from './crm-more';
import { searchRoutes } from './search';
import { viewRoutes } from './views';
import { campaignRoutes } from './campaigns';

/** Every call group, registered under /api in this order. Add a new area's plugin here. */
export const routePlugins: readonly RoutePlugin[] = [
  authRoutes,
  loginLockRoutes,
  accountRoutes,
  tenantRoutes,
  dashboardRoutes,
  systemRoutes,
  kitRoutes,
  debugRoutes,
  workflowRoutes,
  customerRoutes,
  classificationRoutes,
  salesRoutes,
  workflowEventRoutes,
  workflowPresenceRoutes,
  workflowBulkRoutes,
  workflowChecklistRoutes,
  workflowMeetingRoutes,
  telephonyRoutes,
  telephonyTestCallerRoutes,
  telephonyAcdRoutes,
  telephonyRecordingRoutes,
  telephonyCallbackRoutes,
  telephonyQueueSetupRoutes,
  telephonyPromptRoutes,
  telephonyMonitorRoutes,
  metadataRoutes,
  adviceRoutes,
  productRoutes,
  workflowAdminRoutes,
  taskRoutes,
  workflowDeskRoutes,
  internalOrgRoutes,
  crmMoreRoutes,
  searchRoutes,
  viewRoutes,
  interactionRoutes,
  campaignRoutes,
  workflowFilterRoutes,
];
