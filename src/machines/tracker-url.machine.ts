import { parseTrackerUrlState, trackerUrlQuery, type TrackerUrlState } from '../rules/tracker-url-state';
import { listUrlMachine, type ListUrlEvent } from './list-url.machine';

export type TrackerUrlEvent = ListUrlEvent<TrackerUrlState>;

/** The task tracker's filters, sort, search text and saved view in its URL (list-url.machine.ts). */
export const trackerUrlMachine = listUrlMachine<TrackerUrlState>('trackerUrl', {
  parse: parseTrackerUrlState,
  query: trackerUrlQuery,
});
