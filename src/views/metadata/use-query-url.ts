import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { QueryGroup } from '../../contracts/metadata/query';
import { queryUrlMachine } from '../../machines/query-url.machine';
import { noQueryRun } from '../../rules/query-url-state';

/**
 * The query editor's index, run and page from its URL (query-url.machine.ts), and the handlers that change them
 * there: Run, a page and a picked index are a history entry each; back, forward, a reload or a colleague's link
 * show theirs again. The route is the one the editor opened on: a saved query's own path keeps its query too.
 */
export function useQueryUrl() {
  const search = useSearch();
  const [route] = useLocation();
  const url = useActorRef(queryUrlMachine, {
    input: { route: route.split('?')[0] ?? route, query: search.replace(/^\?/, ''), sortable: [] },
  });
  const state = useSelector(url, (s) => s.context.state);
  /** Bumps on every opening from outside: the editor starts again from the address, as a reload would. */
  const restored = useSelector(url, (s) => s.context.restored);
  /** The indexes the caller may see, once read. */
  const known = useRef<readonly { id: number }[] | null>(null);
  // A link naming another tenant's index (or one since removed) opens the default editor, in the same entry.
  const dropUnknownIndex = () => {
    const { index } = url.getSnapshot().context.state;
    if (known.current && index !== null && !known.current.some((i) => i.id === index))
      url.send({ type: 'url.change', patch: noQueryRun, history: 'replace' });
  };
  useEffect(() => {
    const sub = url.on('url.restored', dropUnknownIndex);
    return () => sub.unsubscribe();
    // dropUnknownIndex reads only the actor and the ref, both stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url]);
  return {
    state,
    restored,
    /** The index the address names, once it is known to be the caller's. */
    pick: (index: number) => url.send({ type: 'url.change', patch: { index, run: null, offset: 0 } }),
    ran: (index: number, run: QueryGroup) =>
      url.send({ type: 'url.change', patch: { index, run, offset: 0 } }),
    paged: (offset: number) => url.send({ type: 'url.change', patch: { offset } }),
    /** The indexes the caller may see, as read (again). */
    knowIndexes: (indexes: readonly { id: number }[]) => {
      known.current = indexes;
      dropUnknownIndex();
    },
  };
}

export type QueryUrl = ReturnType<typeof useQueryUrl>;
