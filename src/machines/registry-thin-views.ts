import type { EventObject } from 'xstate';
import { queryMachine } from './query.machine';
import { done, failed, type RegistryEntry } from './registry-entry';
import { stateReportMachine } from './state-report.machine';

/** The machines the thin views of issue 17 load through (kept apart so registry.ts stays one list of imports). */
export const thinViewEntries: RegistryEntry[] = [
  {
    id: 'query',
    machine: queryMachine,
    purpose:
      'One named read of a screen (advice, customers, sales history, debug): run with parameters, ready or failed, run again, optional refresh and redirect',
    sampleEvents: [
      { type: 'query.run', params: 7 } as EventObject,
      done('fetch', { advice_id: 41 }),
      failed('fetch'),
    ],
    input: { read: 'advice.create', redirect: '/advice/document/:advice_id' },
  },
  {
    id: 'stateReport',
    machine: stateReportMachine,
    purpose: "A signed-in console's actor states reported to the service every 10 s for the team view",
    sampleEvents: [],
    input: { collect: () => ({}) },
  },
];
