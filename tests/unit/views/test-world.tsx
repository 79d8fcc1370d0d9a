import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createActor, createMachine, type AnyActorRef } from 'xstate';
import { AppActorsContext, type AppActors } from '../../../src/app/actors';
import { noProfile, type Profile, type RoleMap, type UserDetails } from '../../../src/contracts/auth';
import type { FlatTenant } from '../../../src/contracts/tenant';
import { layoutMachine } from '../../../src/machines/layout.machine';
import { screensMachine } from '../../../src/machines/screens.machine';

/** A stand-in actor: fixed context, fixed tags, and a spy on everything sent to it. */
const stubActor = (id: string, context: object, tags: string[]) => {
  const machine = createMachine({ id, context, initial: 'on', states: { on: { tags } } });
  const actor = createActor(machine).start();
  const send = vi.spyOn(actor, 'send');
  return { actor, send };
};

export const sampleUser: UserDetails = {
  user_id: 7,
  login_name: 'thandi',
  user_name: 'Thandi Nkosi',
  email: 't@example.com',
};
export const sampleProfiles: Profile[] = [
  { role_id: 3, role_name: 'Agent' },
  { role_id: 5, role_name: 'Supervisor' },
];
export const sampleTenants: FlatTenant[] = [
  { id: 10, name: 'Acme Benefits', level: 0, parentId: null },
  { id: 11, name: 'Acme Gauteng', level: 1, parentId: 10 },
  { id: 12, name: 'Acme Pretoria', level: 2, parentId: 11 },
];

export type WorldOptions = {
  path?: string;
  authTags?: string[];
  authError?: string | null;
  user?: UserDetails | null;
  roleMap?: RoleMap;
  currentProfile?: Profile;
  tenantTags?: string[];
  tenants?: FlatTenant[];
  toasts?: { id: string; kind: 'error' | 'success' | 'info'; text: string }[];
  width?: number;
};

/** The app's actors as stubs (the real layout machine, which is the shell's own), under a memory router. */
export const renderWorld = (ui: ReactNode, options: WorldOptions = {}) => {
  const auth = stubActor(
    'auth',
    {
      user: options.user === undefined ? sampleUser : options.user,
      profiles: sampleProfiles,
      currentProfile: options.currentProfile ?? sampleProfiles[0] ?? noProfile,
      roleMap: options.roleMap ?? {},
      error: options.authError ?? null,
    },
    options.authTags ?? ['signedIn', 'roleMapReady'],
  );
  const tenant = stubActor(
    'tenant',
    {
      tenants: [],
      flat: options.tenants ?? sampleTenants,
      selectedTenantId: null,
      defaultTenantId: (options.tenants ?? sampleTenants)[0]?.id ?? null,
      tenantbizorg: [],
      error: null,
    },
    options.tenantTags ?? [],
  );
  const roleSwitch = stubActor('roleSwitch', {}, []);
  const notifications = stubActor('notifications', { toasts: options.toasts ?? [] }, []);
  const version = stubActor('version', {}, []);
  const phoneSession = stubActor('phoneSession', { userId: null, handover: null }, []);
  const layout = createActor(layoutMachine).start();
  if (options.width !== undefined) layout.send({ type: 'layout.resize', width: options.width });
  const actors = {
    auth: auth.actor,
    tenant: tenant.actor,
    roleSwitch: roleSwitch.actor,
    notifications: notifications.actor,
    version: version.actor,
    layout,
    phoneSession: phoneSession.actor,
    // The real parent: the screens' own actors run under it, as in the console.
    screens: createActor(screensMachine).start(),
  } satisfies Record<keyof AppActors, AnyActorRef>;
  const location = memoryLocation({ path: options.path ?? '/dashboard/v1', record: true });
  const view = render(
    <AppActorsContext.Provider value={actors as unknown as AppActors}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </AppActorsContext.Provider>,
  );
  return {
    ...view,
    location,
    layout,
    sent: {
      auth: auth.send,
      tenant: tenant.send,
      roleSwitch: roleSwitch.send,
      notifications: notifications.send,
    },
  };
};
