import type { EventObject } from 'xstate';
import { passwordReuseMachine, type PasswordReuseEvent } from './password-reuse.machine';
import { queryMachine } from './query.machine';
import { done, failed, type RegistryEntry } from './registry-entry';
import { stateReportMachine } from './state-report.machine';
import { treeSearchMachine, type TreeSearchEvent } from './tree-search.machine';
import { typeaheadMachine, type TypeaheadEvent } from './typeahead.machine';

/** Sample events checked against the machine's own event type. */
const typed = <E extends EventObject>(events: E[]): EventObject[] => events;

/** The machines the thin views of issue 17 load through. */
export const thinViewEntries: RegistryEntry[] = [
  {
    id: 'passwordReuse',
    machine: passwordReuseMachine,
    purpose:
      'The new-password field asks /check_password_already_used 400 ms after typing or on leaving it; the used message shown under it',
    sampleEvents: [
      ...typed<PasswordReuseEvent>([
        { type: 'password.typed', password: 'Karoo#Sunrise4' },
        { type: 'password.blurred' },
      ]),
      done('checkPassword', { password: 'Karoo#Sunrise4', used: true, message: 'Used before' }),
      failed('checkPassword'),
    ],
    input: { resetToken: null },
  },
  {
    id: 'query',
    machine: queryMachine,
    purpose:
      'One named read of a screen (advice, customers, sales history, debug): run with parameters, ready or failed, run again, optional refresh and redirect',
    sampleEvents: [
      { type: 'query.run', params: null } as EventObject,
      done('fetch', [
        {
          session_id: 3,
          user_name: 'Naledi Mokoena',
          login_name: 'agent',
          profile: 'Agent',
          tenant: 'Medscheme',
          states: { auth: 'signedIn.ready' },
          reported_at: '2026-03-02T08:15:00.000Z',
        },
      ]),
      failed('fetch'),
    ],
    // The debug panel's Team tab: a read that refreshes on a timer, so the refresh transitions are on the paths
    // (a redirecting read is the same graph: the redirect is an action of the answer).
    input: { read: 'debug.team', refreshMs: 5000 },
  },
  {
    id: 'stateReport',
    machine: stateReportMachine,
    purpose: "A signed-in console's actor states reported to the service every 10 s for the team view",
    sampleEvents: [],
    input: { collect: () => ({}) },
  },
  {
    id: 'typeahead',
    machine: typeaheadMachine,
    purpose:
      'Type-ahead: typed text to the debounced search stream, busy while a search runs, the latest usable answer shown',
    sampleEvents: typed<TypeaheadEvent>([
      { type: 'typeahead.input', text: 'bon' },
      { type: 'typeahead.loading', text: 'bon' },
      { type: 'typeahead.results', text: 'bon', items: [{ id: 'p1', name: 'Bonitas BonClassic' }] },
      { type: 'typeahead.ignored', text: 'bonz' },
      { type: 'typeahead.idle' },
    ]),
    input: { keywords: ['name'] },
  },
  {
    id: 'treeSearch',
    machine: treeSearchMachine,
    purpose:
      "Tree search: typed text settles into the term 250 ms after the last key; filtering while there's a term",
    sampleEvents: typed<TreeSearchEvent>([
      { type: 'tree.search', text: 'claims' },
      { type: 'tree.term', term: 'claims' },
      { type: 'tree.term', term: '' },
    ]),
  },
];
