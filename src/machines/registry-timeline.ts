import type { InteractionPage } from '../contracts/interactions/list';
import { done, failed, type RegistryEntry } from './registry-entry';
import { timelinePagesMachine, type TimelinePagesEvent } from './timeline-pages.machine';
import { timelineUrlMachine, type TimelineUrlEvent } from './timeline-url.machine';

const route = '/busorg/bus-home/customer';
const page = (next: string | null): InteractionPage => ({
  entries: [],
  page: 1,
  has_more: next !== null,
  next,
  kinds: ['case', 'call', 'note'],
});
const pagesEvents: TimelinePagesEvent[] = [
  { type: 'timeline.show', request: { party_type: 'employer', party_id: 7 } },
  { type: 'timeline.more' },
  { type: 'timeline.show', request: { party_type: 'employer', party_id: 7, kinds: ['call'] } },
];
const urlEvents: TimelineUrlEvent[] = [
  { type: 'url.change', patch: { kinds: ['call'] } },
  { type: 'url.type', q: 'gap' },
  { type: 'url.type', q: 'gap cover' },
  { type: 'url.commit' },
  { type: 'url.address', route, query: 'id=7&mine=1' },
];

/** A record page's timeline: its pages read after a cursor, and its filters in the page's URL (issue 38). */
export const timelineEntries: RegistryEntry[] = [
  {
    id: 'timelinePages',
    machine: timelinePagesMachine,
    purpose:
      'A record’s timeline: the first page of its filters, then each “Show more” reads only the page after the last entry',
    sampleEvents: [
      ...pagesEvents,
      done('read', page('1700000000000000.note.3')),
      done('readMore', page(null)),
      failed('read'),
      failed('readMore'),
    ],
  },
  {
    id: 'timelineUrl',
    machine: timelineUrlMachine,
    purpose:
      'A record page’s timeline filters in its URL beside the page’s own: an entry per change; back, forward and links restore them',
    sampleEvents: [...urlEvents, { type: 'xstate.after.typingPause.timelineUrl.typing' }],
    input: { route, query: 'id=7', sortable: [] },
  },
];
