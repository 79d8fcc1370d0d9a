import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../app/screen-actor';
import { useState } from 'react';
import { useSearch } from 'wouter';
import type { SavedViewState } from '../../contracts/saved-views';
import { trackerUrlMachine } from '../../machines/tracker-url.machine';
import type { SearchEvent } from '../../rules/kit-search-box';
import type { SortSetting } from '../../rules/kit-table';
import { viewListPaths } from '../../rules/saved-view-link';
import { trackerSortable, type TrackerFilters } from '../../rules/tracker-url-state';

/**
 * The tracker's filters, sort, search and saved view from its URL (tracker-url.machine.ts), and the handlers that
 * change them there. A home page link (?scope=mine&due=overdue) is such a URL too.
 */
export function useTrackerUrl() {
  const search = useSearch();
  const url = useScreenActor(trackerUrlMachine, {
    input: { route: viewListPaths.task, query: search.replace(/^\?/, ''), sortable: trackerSortable },
  });
  const state = useSelector(url, (s) => s.context.state);
  const opened = useSelector(url, (s) => s.context.opened);
  const restored = useSelector(url, (s) => s.context.restored);
  // A view's sort shows by mounting the table afresh; so do a URL's from outside (restored).
  const [viewRevision, setViewRevision] = useState(0);
  const change = (patch: Partial<typeof state>) => url.send({ type: 'url.change', patch });
  return {
    state,
    opened,
    tableKey: `${viewRevision}|${restored}`,
    setFilter: (patch: Partial<TrackerFilters>) => change(patch),
    setSort: (sort: SortSetting) => change({ sort }),
    search: (event: SearchEvent) => {
      url.send({ type: 'url.type', q: event.type === 'clear' ? '' : event.data });
      if (event.type === 'search') url.send({ type: 'url.commit' });
    },
    /** A view saved from what the tracker shows: the same entry now names it, so a reload opens on it. */
    keepView: (view: { id: number }) =>
      url.send({ type: 'url.change', patch: { view: view.id }, history: 'replace' }),
    /** A saved view: its filters and sort, and its id so a reload or a link opens it again. */
    applyView: (
      filters: TrackerFilters,
      sort: SavedViewState['sort'],
      view: { id: number; opening: boolean },
    ) => {
      setViewRevision((n) => n + 1);
      url.send({
        type: 'url.change',
        // A view saved when the browser sorted may name a column the service does not sort on: no sort then.
        patch: {
          ...filters,
          sort: sort && trackerSortable.includes(sort.column) ? sort : null,
          view: view.id,
        },
        // Opening on a view the URL names (or the default) is the same entry, not a new one.
        history: view.opening ? 'replace' : 'push',
      });
    },
  };
}
