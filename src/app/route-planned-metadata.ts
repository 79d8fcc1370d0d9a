import type { PlannedScreen } from './route-types';

/** Metadata administration screens (spec §2) that later issues build. */
export const plannedMetadataScreens: PlannedScreen[] = [
  {
    path: '/ls-metadata/search-graph',
    summary: 'the search graph: how message types, transforms and indexes connect',
  },
  { path: '/ls-metadata/message-type', summary: 'the message types with their attributes and datatypes' },
  { path: '/ls-metadata/json-transform', summary: 'the JSON transforms applied to messages before indexing' },
  {
    path: '/ls-metadata/search-idx',
    summary: 'the mapping of message types to search indexes, with bulk loads',
  },
  { path: '/ls-metadata/query', summary: 'the saved queries with the query builder' },
  { path: '/ls-metadata/manage-search-index-attributes', summary: 'the attributes of each search index' },
  {
    path: '/ls-metadata/message-history',
    summary: 'the history of received messages with their processing status',
  },
  { path: '/ls-metadata/load-guid', summary: 'loading one message again by its GUID' },
];
