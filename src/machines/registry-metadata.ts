import { done, failed, type RegistryEntry } from './registry-entry';
import { bulkLoadMachine, bulkLoadSampleEvents } from './bulk-load.machine';
import { metaCallMachine, metaCallSampleEvents } from './meta-call.machine';
import { messageImportMachine, messageImportSampleEvents } from './message-import.machine';
import { metaCollectionMachine, metaCollectionSampleEvents } from './meta-collection.machine';
import { fieldHelpMachine } from './field-help.machine';
import { messageHistoryUrlMachine, type MessageHistoryUrlEvent } from './message-history-url.machine';
import { queryUrlMachine, type QueryUrlEvent } from './query-url.machine';

const messageHistoryRoute = '/ls-metadata/message-history';
const messageHistoryUrlEvents: MessageHistoryUrlEvent[] = [
  { type: 'url.change', patch: { status: 'rejected', page: 0 } },
  { type: 'url.change', patch: { page: 2 } },
  { type: 'url.address', route: messageHistoryRoute, query: 'type=3&page=4' },
  // The factory's typing states: message history has no search box, but the machine is the shared one.
  { type: 'url.type', q: 'x' },
  { type: 'url.commit' },
];

const queryRoute = '/ls-metadata/query';
const queryUrlEvents: QueryUrlEvent[] = [
  { type: 'url.change', patch: { index: 2, run: null, offset: 0 } },
  { type: 'url.change', patch: { run: { and: [] }, offset: 0 } },
  { type: 'url.change', patch: { offset: 20 } },
  { type: 'url.address', route: queryRoute, query: 'index=2&run=%7B%22or%22%3A%5B%5D%7D&offset=40' },
  // The factory's typing states: the editor has no search box, but the machine is the shared one.
  { type: 'url.type', q: 'x' },
  { type: 'url.commit' },
];

/** The machines of the metadata screens (issue 4): collections, calls, bulk loads, message import, field help. */
export const metadataEntries: RegistryEntry[] = [
  {
    id: 'metaCollection',
    machine: metaCollectionMachine,
    purpose: 'A metadata list (message types, transforms, indexes, queries): load, save, remove, reload',
    sampleEvents: metaCollectionSampleEvents(done, failed),
    input: { list: 'messageTypeGetAll', deferred: true },
    unreachable: {
      boot: 'A choice, not a place: its eventless transitions pick waiting or loading from the input in the step that starts the machine, so no snapshot (and no screen) is ever in it',
    },
  },
  {
    id: 'metaCall',
    machine: metaCallMachine,
    purpose: 'One metadata call on demand: run a query, check or load a GUID, read a detail',
    sampleEvents: metaCallSampleEvents(done, failed),
  },
  {
    id: 'bulkLoad',
    machine: bulkLoadMachine,
    purpose: 'Bulk load: start after confirmation, watch progress every 500 ms, cancel, finish',
    sampleEvents: bulkLoadSampleEvents(done, failed),
  },
  {
    id: 'messageImport',
    machine: messageImportMachine,
    purpose:
      'Message import: a file of messages sent 1000 a call, with received, rejected and duplicate counts',
    sampleEvents: messageImportSampleEvents,
  },
  {
    id: 'fieldHelp',
    machine: fieldHelpMachine,
    purpose: 'The metadata field help: read once per page load, no help (not an error) when the read fails',
    sampleEvents: [done('loadTooltips', { 'index.status': 'Ready: searchable' }), failed('loadTooltips')],
  },
  {
    id: 'messageHistoryUrl',
    machine: messageHistoryUrlMachine,
    purpose:
      'Message history’s filters and page in its URL: an entry per change; back, forward and links restore them',
    sampleEvents: [...messageHistoryUrlEvents, { type: 'xstate.after.typingPause.messageHistoryUrl.typing' }],
    input: { route: messageHistoryRoute, query: '', sortable: [] },
  },
  {
    id: 'queryUrl',
    machine: queryUrlMachine,
    purpose:
      'The query editor’s index, run query and page in its URL: an entry per run and page; back, forward and links re-run them',
    sampleEvents: [...queryUrlEvents, { type: 'xstate.after.typingPause.queryUrl.typing' }],
    input: { route: queryRoute, query: '', sortable: [] },
  },
];
