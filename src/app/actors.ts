import { createContext, useContext } from 'react';
import type { Actor, ActorRefFrom } from 'xstate';
import type { authMachine } from '../machines/auth.machine';
import type { consoleMachine } from '../machines/console.machine';
import type { layoutMachine } from '../machines/layout.machine';
import type { notificationsMachine } from '../machines/notifications.machine';
import type { PhoneSessionRef } from '../machines/telephony/phone-session.machine';
import type { roleSwitchMachine } from '../machines/role-switch.machine';
import type { screensMachine } from '../machines/screens.machine';
import type { tenantMachine } from '../machines/tenant.machine';
import type { versionMachine } from '../machines/version.machine';

/** The long-lived actors views subscribe to; built once from the root system in main.tsx. */
export type AppActors = {
  auth: ActorRefFrom<typeof authMachine>;
  tenant: ActorRefFrom<typeof tenantMachine>;
  roleSwitch: ActorRefFrom<typeof roleSwitchMachine>;
  notifications: ActorRefFrom<typeof notificationsMachine>;
  version: ActorRefFrom<typeof versionMachine>;
  layout: ActorRefFrom<typeof layoutMachine>;
  /** The signed-in user's phone: the softphone and the tab's phone ownership are its children. */
  phoneSession: PhoneSessionRef;
  /** The parent of every screen's actor: views reach it only through useScreenActor. */
  screens: ActorRefFrom<typeof screensMachine>;
};

const systemIds = [
  'auth',
  'tenant',
  'roleSwitch',
  'notifications',
  'version',
  'layout',
  'phoneSession',
  'screens',
] as const;

export const appActorsOf = (root: Actor<typeof consoleMachine>): AppActors => {
  const found = Object.fromEntries(
    systemIds.map((id) => {
      const ref = root.system.get(id);
      if (!ref) throw new Error(`The console actor '${id}' did not start`);
      return [id, ref];
    }),
  );
  return found as AppActors;
};

export const AppActorsContext = createContext<AppActors | null>(null);

export const useAppActors = (): AppActors => {
  const actors = useContext(AppActorsContext);
  if (!actors) throw new Error('useAppActors needs AppActorsContext.Provider');
  return actors;
};
