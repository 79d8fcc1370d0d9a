import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../../app/screen-actor';
import { useLocation, useSearch } from 'wouter';
import { timelineUrlMachine } from '../../../machines/timeline-url.machine';
import type { TimelineFilter } from '../../../rules/timeline-url-state';

/**
 * The timeline's filters from the URL of the record page it sits on (timeline-url.machine.ts), and the handler
 * that changes them there: each change is a history entry, and back, forward or a link show theirs again.
 */
export function useTimelineUrl() {
  const [route] = useLocation();
  const search = useSearch();
  const url = useScreenActor(timelineUrlMachine, {
    input: { route, query: search.replace(/^\?/, ''), sortable: [] },
  });
  const state = useSelector(url, (s) => s.context.state);
  const restored = useSelector(url, (s) => s.context.restored);
  const filter: TimelineFilter = {
    kinds: state.kinds,
    from: state.from,
    to: state.to,
    q: state.q,
    mine: state.mine,
  };
  return {
    filter,
    /** Counts moves of the address from outside: the search box starts again from the URL's text. */
    restored,
    setFilter: (next: TimelineFilter) => url.send({ type: 'url.change', patch: next }),
  };
}
