import { dashboardMachine } from './dashboard.machine';
import { homeMachine } from './home.machine';
import { done, failed, type RegistryEntry } from './registry-entry';

/** The home page's machines (issue 18): the persona sections, the administrators' system figures. */
export const homeEntries: RegistryEntry[] = [
  {
    id: 'dashboard',
    machine: dashboardMachine,
    purpose: 'Live counts of the home page',
    sampleEvents: [
      done('loadSummary', { tenant_name: 'Pretoria Office', counts: [], recent_sign_ins: [] }),
      failed('loadSummary'),
      { type: 'dashboard.refresh' },
    ],
  },
  {
    id: 'home',
    machine: homeMachine,
    purpose: 'Home by persona: my work and my team, reloaded shortly after each push and every minute',
    sampleEvents: [
      done('loadHome', { sections: ['work'], work: null, team: null, at: '2026-11-26T08:00:00.000Z' }),
      failed('loadHome'),
      { type: 'home.push' },
      { type: 'home.refresh' },
    ],
  },
];
