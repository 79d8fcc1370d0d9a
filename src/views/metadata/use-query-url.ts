import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../app/screen-actor';
import { useLocation, useSearch } from 'wouter';
import type { QueryGroup } from '../../contracts/metadata/query';
import { queryUrlMachine } from '../../machines/query-url.machine';

/**
 * The query editor's index, run and page from its URL (query-url.machine.ts), and the handlers that change them
 * there: Run, a page and a picked index are a history entry each; back, forward, a reload or a colleague's link
 * show theirs again. The route is the one the editor opened on: a saved query's own path keeps its query too.
 */
export function useQueryUrl() {
  const search = useSearch();
  const [route] = useLocation();
  const url = useScreenActor(queryUrlMachine, {
    input: { route: route.split('?')[0] ?? route, query: search.replace(/^\?/, ''), sortable: [] },
  });
  const state = useSelector(url, (s) => s.context.state);
  /** Bumps on every opening from outside: the editor starts again from the address, as a reload would. */
  const restored = useSelector(url, (s) => s.context.restored);
  return {
    state,
    restored,
    /** The index the address names, once it is known to be the caller's. */
    pick: (index: number) => url.send({ type: 'url.change', patch: { index, run: null, offset: 0 } }),
    ran: (index: number, run: QueryGroup) =>
      url.send({ type: 'url.change', patch: { index, run, offset: 0 } }),
    paged: (offset: number) => url.send({ type: 'url.change', patch: { offset } }),
    /** The indexes the caller may see, as read (again). */
    knowIndexes: (indexes: readonly { id: number }[]) =>
      url.send({ type: 'url.known', ids: indexes.map((i) => i.id) }),
  };
}

export type QueryUrl = ReturnType<typeof useQueryUrl>;
