import { queryGroupSchema, type QueryGroup } from '../contracts/metadata/query';

/**
 * The query editor as its URL carries it (issue 38): the index, the query that was run (in the service's format)
 * and the first match of the page shown. `#/ls-metadata/query?index=3&run=%7B%22and%22%3A…%7D&offset=20`. The
 * editor has no search box and no saved views in the list sense (a saved query has its own path): q and view stay
 * empty.
 */
export type QueryUrlState = {
  index: number | null;
  run: QueryGroup | null;
  offset: number;
  q: string;
  view: number | null;
};

export const noQueryRun: QueryUrlState = { index: null, run: null, offset: 0, q: '', view: null };

/** The service's own bound on a page's offset (queryRunBody). */
const maxOffset = 1_000_000;
/** Longer than any query the builder writes by hand; a link beyond it is not one the console made. */
const maxRunLength = 8_000;

function parseRun(text: string): QueryGroup | null | undefined {
  if (text.length > maxRunLength) return undefined;
  try {
    const parsed = queryGroupSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The state of a query string. The three values only make sense together (a run is of one index, at one offset),
 * so any value the editor would not write opens the default editor with no run, rather than a part of the link.
 */
export function parseQueryUrlState(search: string): QueryUrlState {
  const q = new URLSearchParams(search.replace(/^\?/, ''));
  const index = q.get('index');
  const run = q.get('run');
  const offset = q.get('offset');
  if (index !== null && !/^[1-9]\d{0,8}$/.test(index)) return noQueryRun;
  if (offset !== null && !(/^(0|[1-9]\d{0,6})$/.test(offset) && Number(offset) <= maxOffset))
    return noQueryRun;
  // A run names its index; an offset pages a run.
  if (run !== null && index === null) return noQueryRun;
  if (offset !== null && run === null) return noQueryRun;
  const parsedRun = run === null ? null : parseRun(run);
  if (parsedRun === undefined) return noQueryRun;
  return {
    index: index === null ? null : Number(index),
    run: parsedRun,
    offset: offset === null ? 0 : Number(offset),
    q: '',
    view: null,
  };
}

/** The query string (without "?") of a state: one spelling per state, compact JSON, the first page left out. */
export function queryUrlQuery(state: QueryUrlState): string {
  const q = new URLSearchParams();
  if (state.index !== null) q.set('index', String(state.index));
  if (state.index !== null && state.run !== null) {
    q.set('run', JSON.stringify(state.run));
    if (state.offset > 0) q.set('offset', String(state.offset));
  }
  return q.toString();
}

/** The service call for the run the URL names, one page of `limit` matches; null when it names none. */
export function queryRunRequest(state: QueryUrlState, limit: number) {
  if (state.index === null || state.run === null) return null;
  return { index_id: state.index, query: state.run, limit, offset: state.offset };
}
