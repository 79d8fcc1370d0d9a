import type { SavedViewState } from '../../contracts/saved-views';
import { filtersQuery, queryFilters } from '../../rules/saved-view-link';
import { parseTrackerFilters, trackerFiltersQuery, type TrackerFilters } from '../../rules/tracker-url-state';
import { ViewsMenu } from '../kit/views-menu/views-menu';

type TrackerViewsMenuProps = {
  filters: TrackerFilters;
  /** The sort the tracker shows (its URL's). */
  sort: SavedViewState['sort'];
  /** The query the tracker was last opened with (tracker-url.machine.ts). */
  opened: string;
  onApply: (
    filters: TrackerFilters,
    sort: SavedViewState['sort'],
    view: { id: number; opening: boolean },
  ) => void;
  onSaved: (view: { id: number }) => void;
};

/** Saved views of the task tracker: its four filters and its sort (it has no column choice). */
export const TrackerViewsMenu = ({ filters, sort, opened, onApply, onSaved }: TrackerViewsMenuProps) => {
  const handleCurrent = (): SavedViewState => ({
    filters: queryFilters(trackerFiltersQuery(filters)),
    sort,
    columns: {},
  });
  const handleApply = (state: SavedViewState, view: { id: number; opening: boolean }) =>
    onApply(parseTrackerFilters(filtersQuery(state.filters)), state.sort, view);
  return (
    <ViewsMenu list="task" current={handleCurrent} onApply={handleApply} onSaved={onSaved} opened={opened} />
  );
};
