import { setup } from 'xstate';
import { authMachine } from './auth.machine';
import { layoutMachine } from './layout.machine';
import { notificationsMachine } from './notifications.machine';
import { roleSwitchMachine } from './role-switch.machine';
import { screensMachine } from './screens.machine';
import { phoneSessionMachine } from './telephony/phone-session.machine';
import { tenantMachine } from './tenant.machine';
import { versionMachine } from './version.machine';

/**
 * The root of the console's actor system. Each long-lived domain actor is a child with a systemId, so actors find
 * each other through the system (auth tells tenant that a session started) and the debug panel sees them all.
 */
export const consoleMachine = setup({
  actors: {
    auth: authMachine,
    tenant: tenantMachine,
    roleSwitch: roleSwitchMachine,
    notifications: notificationsMachine,
    version: versionMachine,
    layout: layoutMachine,
    phoneSession: phoneSessionMachine,
    screens: screensMachine,
  },
}).createMachine({
  id: 'console',
  // Order matters: auth comes after the actors it notifies, the phone after auth, whose sign-ins it follows.
  invoke: [
    { id: 'notifications', systemId: 'notifications', src: 'notifications' },
    { id: 'layout', systemId: 'layout', src: 'layout' },
    { id: 'tenant', systemId: 'tenant', src: 'tenant' },
    { id: 'roleSwitch', systemId: 'roleSwitch', src: 'roleSwitch' },
    { id: 'version', systemId: 'version', src: 'version' },
    { id: 'auth', systemId: 'auth', src: 'auth' },
    { id: 'phoneSession', systemId: 'phoneSession', src: 'phoneSession' },
    // Every screen's actor is a child of this one (app/screen-actor.ts).
    { id: 'screens', systemId: 'screens', src: 'screens' },
  ],
});
