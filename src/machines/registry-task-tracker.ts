import type { RegistryEntry } from './registry-entry';
import { trackerPageMachine, trackerPageSampleEvents } from './tracker-page.machine';
import { trackerUrlMachine, type TrackerUrlEvent } from './tracker-url.machine';

const route = '/task/task-tracker';
const trackerUrlSamples: TrackerUrlEvent[] = [
  { type: 'url.change', patch: { status: 'In Progress' } },
  { type: 'url.type', q: 'renewal' },
  { type: 'url.type', q: 'renewals' },
  { type: 'url.commit' },
  { type: 'url.address', route, query: 'scope=mine&band=red' },
];

/** The task tracker's page reads and its URL state (issue 38). */
export const taskTrackerEntries: RegistryEntry[] = [
  {
    id: 'trackerPage',
    machine: trackerPageMachine,
    purpose:
      'The task tracker’s rows a page at a time from the service; a newer filter or page drops the read under way',
    sampleEvents: trackerPageSampleEvents,
    input: { size: 50 },
  },
  {
    id: 'trackerUrl',
    machine: trackerUrlMachine,
    purpose:
      'The tracker’s filters, sort, search and saved view in its URL: an entry per change, one per burst of typing; back, forward and links restore them',
    sampleEvents: [...trackerUrlSamples, { type: 'xstate.after.typingPause.trackerUrl.typing' }],
    input: { route, query: '', sortable: ['title'] },
  },
];
