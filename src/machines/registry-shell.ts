import type { EventObject } from 'xstate';
import { notificationsMachine } from './notifications.machine';
import { versionMachine } from './version.machine';
import { layoutMachine } from './layout.machine';
import { notificationFeedMachine, notificationFeedSampleEvents } from './notification-feed.machine';
import type { RegistryEntry } from './registry-entry';
import { screensMachine } from './screens.machine';

/** The shell around every screen: toasts, the version check, the sidebar, the notification feed. */
export const shellEntries: RegistryEntry[] = [
  {
    id: 'notifications',
    machine: notificationsMachine,
    purpose: 'Toasts raised by the error catalogue and by screens',
    sampleEvents: [
      { type: 'toast.show', kind: 'error', text: 'Some Internal Error Occurred' } as EventObject,
      { type: 'toast.dismiss', id: 'toast-1' } as EventObject,
    ],
  },
  {
    id: 'version',
    machine: versionMachine,
    purpose: 'Build version check every 30 s; a mismatch stores the new version and reloads',
    sampleEvents: [{ type: 'version.mismatch', version: '1.2.40' } as EventObject],
  },
  {
    id: 'layout',
    machine: layoutMachine,
    purpose: 'Sidebar: open on wide screens, closed on mobile, the three-step toggle cycle',
    sampleEvents: [
      { type: 'layout.toggle' },
      { type: 'layout.resize', width: 375 } as EventObject,
      { type: 'layout.resize', width: 1280 } as EventObject,
      { type: 'layout.openChild', name: 'Customers' } as EventObject,
      { type: 'layout.navigated' },
    ],
  },
  {
    id: 'notificationFeed',
    machine: notificationFeedMachine,
    purpose: 'The user’s notifications: hourly, pushed and local refresh; mark one or all read',
    sampleEvents: notificationFeedSampleEvents,
    input: {},
  },
  {
    id: 'screens',
    machine: screensMachine,
    purpose: "The parent of every screen's own actor: a screen that ends or fails leaves the console running",
    // One state, and its only events are its children's ends (by wildcard), which no sample can name.
    sampleEvents: [],
  },
];
