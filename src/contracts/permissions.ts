/**
 * The permission keys the console checks, in the spec's {module}__{function} form (§6). The spec names the keys
 * but not their meaning; this catalogue gives each one a meaning, and the service's role maps use the same keys.
 */
export const permissionKeys = {
  customersView: '4__4001',
  addOrganisation: '4__4002',
  addDivision: '4__4003',
  removeDivision: '4__4004',
  addLocation: '4__4005',
  removeLocation: '4__4006',
  addContact: '4__4007',
  addEmployee: '4__4008',
  removeEmployee: '4__4009',
  updateEmployee: '4__4010',
  addEmployeeBenefits: '4__4011',
  updateEmployeeBenefits: '4__4012',
  addSubClassification: '7__7001',
  removeClassification: '7__7002',
  addDepartment: '14__14001',
  removeDepartment: '14__14002',
  workflowYank: '17__17001',
  workflowClose: '17__17002',
  workflowBulk: '17__17003',
  workflowCreate: '17__17004',
  workgroupAdmin: '17__17005',
  caseSetup: '17__17006',
  removeProductHouse: '26__26001',
  removeProduct: '26__26002',
  telephonyUse: '36__44005',
  metadataView: '37__37001',
  metadataEdit: '37__37002',
  metadataBulkLoad: '37__37003',
  salesRfq: '38__46001',
  salesQuote: '38__46004',
  salesOrder: '38__46005',
  supervisorDebug: '73__73001',
  supervisorTeamView: '73__73004',
  adminMachineEvents: '73__73005',
  /** Advice (issue 10): advise employees; change a plan's status in the scheme catalogue. */
  adviceUse: '61__61001',
  adviceSchemeStatus: '61__61002',
  /** Tasks (issue 5): see tasks; create and update tasks (an Agent only their own); task groups, approvals, bulk reassign. */
  taskView: '18__18001',
  taskCreate: '18__18002',
  taskAdmin: '18__18003',
  /** Internal organisation, FSPs and tenant configuration (issue 9). */
  internalOrgView: '14__14003',
  internalEmployeeEdit: '14__14004',
  fspView: '15__15001',
  fspEdit: '15__15002',
  tenantConfigEdit: '16__16001',
} as const;

export type PermissionName = keyof typeof permissionKeys;
export type PermissionKey = (typeof permissionKeys)[PermissionName];

/** What a key means and which calls of the service refuse without it (the console derives menus from these). */
export type PermissionEntry = {
  /** Completes "Your profile does not allow you to …". */
  label: string;
  /** Paths (spec §7, relative to the service url) that answer errCode 7 without the key. */
  guards: readonly string[];
};

export const permissionCatalogue: Record<PermissionKey, PermissionEntry> = {
  [permissionKeys.customersView]: { label: 'see customers', guards: [] },
  [permissionKeys.addOrganisation]: { label: 'add or change employers', guards: [] },
  [permissionKeys.addDivision]: { label: 'add or change divisions', guards: [] },
  [permissionKeys.removeDivision]: { label: 'remove divisions', guards: [] },
  [permissionKeys.addLocation]: { label: 'add or change sites', guards: [] },
  [permissionKeys.removeLocation]: { label: 'remove sites', guards: [] },
  [permissionKeys.addContact]: { label: 'add or change contacts', guards: [] },
  [permissionKeys.addEmployee]: { label: 'add employees', guards: [] },
  [permissionKeys.removeEmployee]: { label: 'remove employees', guards: [] },
  [permissionKeys.updateEmployee]: { label: 'change employees', guards: [] },
  [permissionKeys.addEmployeeBenefits]: { label: 'add employee benefits', guards: [] },
  [permissionKeys.updateEmployeeBenefits]: { label: 'change employee benefits', guards: [] },
  [permissionKeys.addSubClassification]: { label: 'add or change classifications', guards: [] },
  [permissionKeys.removeClassification]: { label: 'remove classifications', guards: [] },
  [permissionKeys.addDepartment]: { label: 'add or change departments', guards: [] },
  [permissionKeys.removeDepartment]: { label: 'remove departments', guards: [] },
  [permissionKeys.workflowYank]: { label: 'yank records', guards: [] },
  [permissionKeys.workflowClose]: { label: 'close records', guards: [] },
  [permissionKeys.workflowBulk]: { label: 'act on a selection', guards: [] },
  [permissionKeys.workflowCreate]: { label: 'open cases', guards: [] },
  [permissionKeys.workgroupAdmin]: { label: 'administer workgroups', guards: [] },
  [permissionKeys.caseSetup]: { label: 'change the case set-up', guards: [] },
  [permissionKeys.removeProductHouse]: { label: 'remove product houses', guards: [] },
  [permissionKeys.removeProduct]: { label: 'remove products', guards: [] },
  [permissionKeys.telephonyUse]: { label: 'use the phone', guards: [] },
  [permissionKeys.metadataView]: { label: 'view metadata', guards: [] },
  [permissionKeys.metadataEdit]: { label: 'change metadata', guards: [] },
  [permissionKeys.metadataBulkLoad]: { label: 'start or stop bulk loads', guards: [] },
  [permissionKeys.salesRfq]: { label: 'request quotations', guards: [] },
  [permissionKeys.salesQuote]: { label: 'capture quotes', guards: [] },
  [permissionKeys.salesOrder]: { label: 'place sales orders', guards: [] },
  [permissionKeys.supervisorDebug]: { label: 'open the debug panel', guards: [] },
  [permissionKeys.supervisorTeamView]: { label: 'see your team’s consoles', guards: [] },
  [permissionKeys.adminMachineEvents]: { label: 'send machine events', guards: [] },
  [permissionKeys.adviceUse]: { label: 'advise employees', guards: [] },
  [permissionKeys.adviceSchemeStatus]: { label: 'change a plan’s status', guards: [] },
  [permissionKeys.taskView]: { label: 'see tasks', guards: [] },
  [permissionKeys.taskCreate]: { label: 'create or change tasks', guards: [] },
  [permissionKeys.taskAdmin]: { label: 'manage task groups', guards: [] },
  [permissionKeys.internalOrgView]: { label: 'see the internal organisation', guards: [] },
  [permissionKeys.internalEmployeeEdit]: { label: 'change internal employees', guards: [] },
  [permissionKeys.fspView]: { label: 'see FSPs', guards: [] },
  [permissionKeys.fspEdit]: { label: 'add or change FSPs', guards: [] },
  [permissionKeys.tenantConfigEdit]: { label: 'change the tenant configuration', guards: [] },
};
