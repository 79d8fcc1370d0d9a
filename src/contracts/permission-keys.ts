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
  /**
   * Administering the classification every desk shows (spec §7's list: values, priority mapping, deadlines, mobile
   * mapping). The tree keys above only say which menu actions exist; an agent holds those but not this one.
   */
  classificationAdmin: '7__7003',
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
  /** Issue 39: download a call recording (playing one needs only the case's scope). */
  recordingDownload: '36__44010',
  /** Issue 39: a call queue's wait limit and what happens at it (another queue, voicemail, callback). */
  queueSetup: '36__44006',
  metadataView: '37__37001',
  metadataEdit: '37__37002',
  metadataBulkLoad: '37__37003',
  salesRfq: '38__46001',
  salesQuote: '38__46004',
  salesOrder: '38__46005',
  supervisorDebug: '73__73001',
  supervisorTeamView: '73__73004',
  adminMachineEvents: '73__73005',
  /** Issue 39: listen to, whisper to and barge into an agent's call. */
  telephonyMonitor: '73__73006',
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
  /** Issue 16: lifting sign-in locks is security administration, apart from the tenant's configuration. */
  signInLocks: '16__16002',
  /** Outbound campaigns (issue 22): see campaigns and progress; create and run versions; work assigned targets. */
  campaignView: '19__19001',
  campaignManage: '19__19002',
  campaignWork: '19__19003',
  /** Issue 39: the queues' service-level figures, the wallboard and the day charts (supervisors and team leads). */
  telephonyServiceLevel: '36__44020',
} as const;

export type PermissionName = keyof typeof permissionKeys;
export type PermissionKey = (typeof permissionKeys)[PermissionName];

/**
 * What a key means and what it opens, on both sides: the service refuses its `guards` before anything else (one
 * gate reads this table), and the console derives from `screens` which menu entries and routes a profile sees and
 * from `actions` which buttons it is offered.
 */
export type PermissionEntry = {
  /** Completes "Your profile does not allow you to …". */
  label: string;
  /** Calls (paths of spec §7 relative to the service url) that answer errCode 7 without the key, whatever the body. */
  guards: readonly string[];
  /** Calls that need the key for some requests only (a new record rather than a change, one decision of two). */
  decides?: readonly string[];
  /**
   * Console screens that need the key: route patterns where `:name` is any one segment, `*` ends a pattern and
   * stands for the rest, and a literal `-1` is the screen opened to create a record.
   */
  screens?: readonly string[];
  /** Buttons and menu actions inside screens that are offered only with the key. */
  actions?: readonly string[];
};

/** Several calls under one path: `calls('/sales/rfq', ['create', 'cancel'])`. */
export const calls = (base: string, names: readonly string[]): string[] => names.map((n) => `${base}/${n}`);
