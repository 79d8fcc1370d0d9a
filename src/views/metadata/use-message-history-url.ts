import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../app/screen-actor';
import { useSearch } from 'wouter';
import { messageHistoryUrlMachine } from '../../machines/message-history-url.machine';
import type { MessageHistoryFilters } from '../../rules/message-history-url-state';

const route = '/ls-metadata/message-history';

/**
 * Message history's filters and page from its URL (message-history-url.machine.ts), and the handlers that change
 * them there: each change is a history entry; back, forward, a reload or a colleague's link show theirs again.
 */
export function useMessageHistoryUrl() {
  const search = useSearch();
  const url = useScreenActor(messageHistoryUrlMachine, {
    input: { route, query: search.replace(/^\?/, ''), sortable: [] },
  });
  const state = useSelector(url, (s) => s.context.state);
  return {
    state,
    /** A filter change starts again at the first page. */
    setFilters: (filters: MessageHistoryFilters) =>
      url.send({ type: 'url.change', patch: { ...filters, page: 0 } }),
    setPage: (page: number) => url.send({ type: 'url.change', patch: { page } }),
    /** The message types the caller may see, as read (again). */
    knowTypes: (types: readonly { id: number }[]) =>
      url.send({ type: 'url.known', ids: types.map((t) => t.id) }),
  };
}
