import type { SavedViewState } from '../../contracts/saved-views';
import { taskStatuses } from '../../contracts/tasks';
import type { CompletionBand } from '../../rules/task-band';
import { filtersQuery, queryFilters } from '../../rules/saved-view-link';
import { parseTaskFilter, type TaskFilter } from '../../rules/work-filters';
import { readTableState, writeTableState } from '../kit/datatable/table-state';
import { ViewsMenu } from '../kit/views-menu/views-menu';

export type TrackerFilters = TaskFilter & { status: string; band: string };
const sortViewId = 'task-tracker';
const bands: readonly CompletionBand['band'][] = ['dark', 'orange', 'red'];

/** A view's filters as the tracker's; a value the tracker does not offer (any more) reads as "any". */
function trackerFilters(filters: Record<string, string>): TrackerFilters {
  const { status = '', band = '' } = filters;
  return {
    ...parseTaskFilter(filtersQuery(filters)),
    status: (taskStatuses as readonly string[]).includes(status) ? status : '',
    band: (bands as readonly string[]).includes(band) ? band : '',
  };
}

type TrackerViewsMenuProps = { filters: TrackerFilters; onApply: (filters: TrackerFilters) => void };

/** Saved views of the task tracker: its four filters and the table's sort (it has no column choice). */
export const TrackerViewsMenu = ({ filters, onApply }: TrackerViewsMenuProps) => {
  const handleCurrent = (): SavedViewState => ({
    filters: queryFilters(filtersQuery(filters)),
    ...readTableState(sortViewId, undefined),
  });
  const handleApply = (state: SavedViewState) => {
    writeTableState(sortViewId, undefined, state);
    onApply(trackerFilters(state.filters));
  };
  return <ViewsMenu list="task" current={handleCurrent} onApply={handleApply} />;
};
