import type { EventObject } from 'xstate';
import { authMachine } from './auth.machine';
import { tenantMachine } from './tenant.machine';
import { roleSwitchMachine } from './role-switch.machine';
import { accountMachine } from './account.machine';
import { loginLocksMachine, loginLocksSampleEvents } from './login-locks.machine';
import { done, failed, type RegistryEntry } from './registry-entry';
import { sampleSession, sampleTenants } from './sample-data';

/** Signing in and the session around it: tenant, profile switch, account forms, sign-in locks. */
export const sessionEntries: RegistryEntry[] = [
  {
    id: 'auth',
    machine: authMachine,
    purpose: 'Sign-in, restore after reload, role map, sign-out and the invalid-session rule',
    sampleEvents: [
      done('restoreSession', sampleSession),
      failed('restoreSession'),
      { type: 'auth.submit', username: 'zanele.mthembu', password: 'Console@2026' } as EventObject,
      done('signIn', sampleSession),
      failed('signIn'),
      done('loadRoleMap', { '4__4001': 1 }),
      failed('loadRoleMap'),
      { type: 'auth.retry' },
      { type: 'auth.notSignedIn' },
      { type: 'auth.signOut' },
      done('signOut', undefined),
    ],
  },
  {
    id: 'tenant',
    machine: tenantMachine,
    purpose: 'Tenant choice: the list, the default first tenant, selection of a tenant and its descendants',
    sampleEvents: [
      { type: 'tenant.load', currentTenantId: null } as EventObject,
      done('loadTenants', sampleTenants),
      failed('loadTenants'),
      { type: 'tenant.select', tenantId: 2 } as EventObject,
      done('selectTenant', { tenant_id: 2, default_tenant_id: 1, tenantbizorg: [2, 3, 4] }),
      failed('selectTenant'),
      { type: 'tenant.reset' },
    ],
  },
  {
    id: 'roleSwitch',
    machine: roleSwitchMachine,
    purpose: 'Switch profile: reload on success, silence on failure',
    sampleEvents: [
      { type: 'role.switch', roleId: 4 } as EventObject,
      done('switchRole', sampleSession),
      failed('switchRole'),
    ],
  },
  {
    id: 'account',
    machine: accountMachine,
    purpose: 'Register, forgot and reset password, change password and feedback forms',
    sampleEvents: [
      { type: 'account.forgot', email: 'naledi.mokoena@ubuntu-benefits.co.za' } as EventObject,
      done('submit', 'If the address is registered, a reset link has been sent.'),
      failed('submit'),
    ],
  },
  {
    id: 'loginLocks',
    machine: loginLocksMachine,
    purpose: 'Sign-in locks for administrators: list the current ones, lift one (with a toast), read again',
    sampleEvents: loginLocksSampleEvents,
  },
];
