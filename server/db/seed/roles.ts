import { permissionKeys, type PermissionName } from '../../../src/contracts/permissions';
import type { SeedRoleName } from './demo-accounts';

type Value = 1 | 0 | -1;
type Overrides = Partial<Record<PermissionName, Value>>;

// Agents work cases but cannot restructure data or supervise; removing an employee is shown but disabled (-1).
const agentOverrides: Overrides = {
  workflowYank: 0,
  workflowClose: 0,
  workflowBulk: 0,
  workgroupAdmin: 0,
  caseSetup: 0,
  removeDivision: 0,
  removeEmployee: -1,
  removeProductHouse: 0,
  removeProduct: 0,
  // The metadata application is how search indexes are built (issue 41: agents saw eight links to screens of
  // another tenant's data, five of them empty); an agent finds people and records through the desk and search.
  metadataView: 0,
  metadataEdit: 0,
  metadataBulkLoad: 0,
  supervisorDebug: 0,
  supervisorTeamView: 0,
  telephonyServiceLevel: 0,
  queueSetup: 0,
  telephonyMonitor: 0,
  adminMachineEvents: 0,
  adviceSchemeStatus: 0,
  taskAdmin: 0,
  removeDepartment: 0,
  internalEmployeeEdit: 0,
  fspEdit: 0,
  tenantConfigEdit: 0,
  signInLocks: 0,
  campaignManage: 0,
  // A first-level value they added would show on every desk of their tenants: classification is administration.
  classificationAdmin: 0,
  recordingDownload: 0,
};

const roleOverrides: Record<SeedRoleName, Overrides> = {
  // Listening to calls is the floor's work (issue 39): Supervisor and Team Lead hold it, not administrators.
  Administrator: { telephonyMonitor: 0 },
  Supervisor: { adminMachineEvents: 0, tenantConfigEdit: 0, signInLocks: 0 },
  'Team Lead': {
    adminMachineEvents: 0,
    metadataEdit: 0,
    tenantConfigEdit: 0,
    signInLocks: 0,
    recordingDownload: 0,
    queueSetup: 0,
  },
  Agent: agentOverrides,
  Adviser: agentOverrides,
};

export const seedRoleNames = Object.keys(roleOverrides) as SeedRoleName[];

/** The full map for a role: every key of the catalogue, 1 unless overridden. */
export function seedPermissions(role: SeedRoleName): { key: string; value: Value }[] {
  const overrides = roleOverrides[role];
  return (Object.keys(permissionKeys) as PermissionName[]).map((name) => ({
    key: permissionKeys[name],
    value: overrides[name] ?? 1,
  }));
}
