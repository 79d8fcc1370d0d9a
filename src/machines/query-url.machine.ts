import { noQueryRun, parseQueryUrlState, queryUrlQuery, type QueryUrlState } from '../rules/query-url-state';
import { listUrlMachine, type ListUrlEvent } from './list-url.machine';

export type QueryUrlEvent = ListUrlEvent<QueryUrlState>;

/** The query editor's index, run and page in its URL (list-url.machine.ts). */
export const queryUrlMachine = listUrlMachine<QueryUrlState>('queryUrl', {
  parse: (query) => parseQueryUrlState(query),
  query: queryUrlQuery,
  // Another tenant's index (or one since removed) opens the default editor, with nothing run.
  unknown: (state, known) => (state.index !== null && !known.includes(state.index) ? noQueryRun : null),
});
