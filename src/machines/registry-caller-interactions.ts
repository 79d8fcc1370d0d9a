import type { InteractionPage } from '../contracts/interactions/list';
import { callCaseMachine } from './call-case.machine';
import { callerInteractionsMachine, type CallerInteractionsEvent } from './caller-interactions.machine';
import { callCaseSampleEvents } from './telephony/sample-events';
import { done, failed, type RegistryEntry } from './registry-entry';

const thabo = { kind: 'contact', id: 41, name: 'Thabo Nkosi' } as const;
const history: InteractionPage = {
  entries: [
    {
      kind: 'case',
      id: 3,
      at: '2026-11-20T08:00:00.000Z',
      title: 'Hospital claim rejected twice',
      summary: 'Discovery rejected the PMB claim for the second time',
      status: 'Open',
      case_number: 'CAS-000003',
      target: { kind: 'case', id: 3 },
      party_name: 'Thabo Nkosi',
      by: 'Naledi Mokoena',
    },
  ],
  page: 1,
  has_more: false,
  next: null,
  kinds: ['case', 'lead', 'call'],
};
const events: CallerInteractionsEvent[] = [
  { type: 'interactions.load', party: thabo },
  { type: 'interactions.retry' },
  { type: 'interactions.load', party: { kind: 'employer', id: 7, name: 'Jacaranda Logistics (Pty) Ltd' } },
  { type: 'interactions.clear' },
];

/** The caller's recent interactions beside a ringing call (issue 22), a child of the call-to-case flow. */
const callerInteractionsEntry: RegistryEntry = {
  id: 'callerInteractions',
  machine: callerInteractionsMachine,
  purpose:
    "The identified caller's latest interactions while the call rings and is connected; quiet on failure",
  sampleEvents: [...events, done('fetchRecent', history), failed('fetchRecent')],
};

/** The call-to-case flow and its child, the caller's recent interactions. */
export const callEntries: RegistryEntry[] = [
  {
    id: 'callCase',
    machine: callCaseMachine,
    purpose:
      'Guided call-to-case flow: caller lookup, identified or Unidentified-Customer, classification, case, disposition',
    sampleEvents: callCaseSampleEvents,
    input: { userId: 7 },
  },
  callerInteractionsEntry,
];
