import { parseTimelineUrlState, timelineUrlQuery, type TimelineUrlState } from '../rules/timeline-url-state';
import { listUrlMachine, type ListUrlEvent } from './list-url.machine';

export type TimelineUrlEvent = ListUrlEvent<TimelineUrlState>;

/** A record page's timeline filters in its URL, beside the page's own parameters (list-url.machine.ts). */
export const timelineUrlMachine = listUrlMachine<TimelineUrlState>('timelineUrl', {
  parse: (query) => parseTimelineUrlState(query),
  query: timelineUrlQuery,
});
