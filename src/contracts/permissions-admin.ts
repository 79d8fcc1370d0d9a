import { calls, permissionKeys, type PermissionEntry } from './permission-keys';
import { promptPaths } from './telephony/prompt-paths';

const meta = '/meta';

/** Metadata, supervision, the internal organisation, FSPs and security administration. */
export const adminPermissions = {
  [permissionKeys.addDepartment]: {
    label: 'add or change departments',
    guards: ['/int_org_management/department/save'],
    actions: ['tree.add_department'],
  },
  [permissionKeys.removeDepartment]: {
    label: 'remove departments',
    guards: ['/int_org_management/department/remove'],
    actions: ['tree.remove_department'],
  },
  // Every call that changes the classification (spec §7 "Classification and workflow"): a new first-level value
  // shows on every desk of the tenant's subtree, so it is administration, not desk work. The tree actions need
  // this key beside their own, so an agent's menu offers none of them.
  [permissionKeys.classificationAdmin]: {
    label: 'change the classification',
    guards: [
      ...calls('/classification', ['create', 'update', 'move', 'remove']),
      ...calls('/classification/mobile_mapping', ['save', 'remove']),
      '/update_internal_class_priority_severity',
      '/workflow/admin/time/update',
    ],
    actions: [
      'tree.add_sub_classification',
      'tree.remove_classification',
      'classification.edit',
      'mobile-mapping.edit',
      'case-setup.deadlines',
    ],
  },
  [permissionKeys.metadataView]: {
    label: 'view metadata',
    guards: [
      ...calls(`${meta}/message_type`, ['get', 'get_all']),
      ...calls(`${meta}/transform`, ['get', 'get_all']),
      ...calls(`${meta}/search/index`, ['get', 'get_all']),
      ...calls(`${meta}/search/index/attributes`, ['get', 'get_all']),
      ...calls(`${meta}/search/index/bulkloads`, ['get', 'get_all']),
      ...calls(`${meta}/query`, ['get', 'get_all', 'run']),
      ...calls(meta, ['search/schema/get', 'tooltips/get_all', 'message/history']),
      ...calls('/history', ['bulk_load/get', 'message_type/get', 'meta/get']),
      '/bulk_load/index/id',
      '/check_existing/load/guid',
    ],
    screens: ['/ls-metadata/*'],
  },
  [permissionKeys.metadataEdit]: {
    label: 'change metadata',
    guards: [
      ...calls(`${meta}/message_type`, ['create', 'update', 'remove']),
      ...calls(`${meta}/transform`, ['create', 'update', 'remove']),
      ...calls(`${meta}/search/index`, ['create', 'update', 'remove']),
      ...calls(`${meta}/search/index/attributes`, ['create', 'update', 'remove']),
      ...calls(`${meta}/query`, ['create', 'update', 'remove']),
      `${meta}/message/receive`,
      '/load/index/guid',
    ],
    actions: ['metadata.edit'],
  },
  [permissionKeys.metadataBulkLoad]: {
    label: 'start or stop bulk loads',
    guards: calls(`${meta}/search/index/bulkloads`, ['create', 'update', 'remove']),
    actions: ['metadata.bulk-load'],
  },
  [permissionKeys.supervisorDebug]: {
    label: 'open the debug panel',
    guards: ['/debug/access'],
    screens: ['/dev/kit'],
    actions: ['debug.open'],
  },
  [permissionKeys.supervisorTeamView]: {
    label: 'see your team’s consoles',
    // Issue 20: the test caller rings the team's agents and queues for training and checks.
    guards: ['/debug/team', '/telephony/test_caller/details', '/dashboard/team/trend'],
    screens: ['/telephony/test-caller'],
  },
  [permissionKeys.telephonyMonitor]: {
    label: 'listen to your agents’ calls',
    guards: ['/telephony/monitor/start', '/telephony/monitor/mode', '/telephony/monitor/stop'],
    actions: ['telephony.monitor'],
  },
  [permissionKeys.adminMachineEvents]: {
    label: 'send machine events',
    guards: [],
    actions: ['debug.send-event'],
  },
  [permissionKeys.internalOrgView]: {
    label: 'see the internal organisation',
    guards: [
      ...calls('/int_org_management', ['department/get', 'department/list', 'employee/get', 'employee/list']),
      ...calls('/int_org_management', ['org/get', 'staff_users', 'tree']),
      ...['/customer_management/tree', '/get_internal_org_employee_tree', '/portfolio/get_portfolio_Tree'],
      ...['/tenant/config/get', '/tenant/data/jstree'],
    ],
    screens: ['/internal-org/*', '/busorg/tenant-config'],
  },
  [permissionKeys.internalEmployeeEdit]: {
    label: 'change internal employees',
    guards: ['/int_org_management/employee/save'],
    actions: ['internal-employee.edit'],
  },
  [permissionKeys.fspView]: {
    label: 'see FSPs',
    guards: ['/fsp/get', '/fsp/get_100', '/fsp/search'],
    screens: ['/fsp/*'],
  },
  [permissionKeys.fspEdit]: {
    label: 'add or change FSPs',
    guards: ['/fsp/save', '/fsp/representative/save', '/fsp/representative/remove'],
    actions: ['fsp.edit'],
  },
  [permissionKeys.tenantConfigEdit]: {
    label: 'change the tenant configuration',
    guards: [
      '/tenant/config/save',
      '/int_org_management/org/save',
      // Issue 39: the tenant's own prompts (list, upload, play, revert).
      ...Object.values(promptPaths),
      // The tenant's recording policy and a queue's recording mode.
      '/telephony/recording/settings/save',
      '/telephony/recording/queue_mode',
    ],
    actions: ['tenant.edit'],
  },
  [permissionKeys.signInLocks]: {
    label: 'lift sign-in locks',
    guards: ['/user/login_locks/list', '/user/login_locks/lift'],
    screens: ['/system/sign-in-locks'],
  },
} as const satisfies Record<string, PermissionEntry>;
