import { describe, expect, it } from 'vitest';
import { trackerPageInput } from '../../../src/contracts/tasks';
import {
  parseTrackerUrlState,
  trackerPageRequest,
  trackerUrlQuery,
  type TrackerUrlState,
} from '../../../src/rules/tracker-url-state';

const bare: TrackerUrlState = { scope: 'all', due: '', status: '', band: '', sort: null, q: '', view: null };

describe('the task tracker state in its URL', () => {
  it('reads filters, sort, search text and saved view from the query', () => {
    expect(
      parseTrackerUrlState(
        '?scope=mine&due=overdue&status=In+Progress&band=red&sort=due_at.desc&q=renewal&view=7',
      ),
    ).toEqual({
      scope: 'mine',
      due: 'overdue',
      status: 'In Progress',
      band: 'red',
      sort: { column: 'due_at', direction: 'desc' },
      q: 'renewal',
      view: 7,
    } satisfies TrackerUrlState);
  });

  it('reads unknown or malformed values as the default, one by one', () => {
    expect(
      parseTrackerUrlState('scope=everyone&due=soon&status=Done&band=blue&sort=description.asc&view=x'),
    ).toEqual(bare);
    expect(parseTrackerUrlState(`q=${'y'.repeat(300)}`).q).toHaveLength(200);
  });

  it('writes one spelling per state, which reads back as the same state', () => {
    const state: TrackerUrlState = {
      ...bare,
      status: 'On Hold',
      sort: { column: 'title', direction: 'asc' },
      q: 'a&b=c ?#',
      view: 3,
    };
    const query = trackerUrlQuery(state);
    expect(parseTrackerUrlState(query)).toEqual(state);
    expect(trackerUrlQuery(parseTrackerUrlState(query))).toBe(query);
    expect(trackerUrlQuery(bare)).toBe('');
  });

  it('asks the service for the page the URL names, in a form its call accepts', () => {
    const state: TrackerUrlState = {
      ...bare,
      band: 'orange',
      q: '  pack ',
      sort: { column: 'title', direction: 'desc' },
    };
    const request = trackerPageRequest(state, 2, 50);
    expect(request).toEqual({
      scope: 'all',
      band: 'orange',
      q: 'pack',
      sort: { column: 'title', direction: 'desc' },
      offset: 100,
      limit: 50,
    });
    expect(trackerPageInput.safeParse(request).success).toBe(true);
  });
});
