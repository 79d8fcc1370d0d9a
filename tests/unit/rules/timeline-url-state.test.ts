import { describe, expect, it } from 'vitest';
import { interactionListQuery } from '../../../src/contracts/interactions/list';
import {
  parseTimelineUrlState,
  timelineUrlQuery,
  type TimelineUrlState,
} from '../../../src/rules/timeline-url-state';

const bare: TimelineUrlState = { kinds: [], from: '', to: '', q: '', mine: false, view: null, rest: '' };

describe('a record page’s timeline filters in its URL', () => {
  it('reads kinds, days, text and "mine" beside the page’s own parameters', () => {
    expect(
      parseTimelineUrlState('?id=41&kinds=note,call&from=2026-03-01&to=2026-03-31&q=gap+cover&mine=1'),
    ).toEqual({
      kinds: ['call', 'note'],
      from: '2026-03-01',
      to: '2026-03-31',
      q: 'gap cover',
      mine: true,
      view: null,
      rest: 'id=41',
    } satisfies TimelineUrlState);
  });

  it('reads what the service would refuse as no filter, one by one', () => {
    expect(parseTimelineUrlState('kinds=meeting,,case&mine=yes').kinds).toEqual(['case']);
    expect(parseTimelineUrlState('kinds=meeting&mine=yes&from=2026-02-30&to=31-03-2026')).toEqual(bare);
    expect(parseTimelineUrlState('from=9999-99-99')).toEqual(bare);
    // A range that ends before it starts names no days at all.
    expect(parseTimelineUrlState('from=2026-03-02&to=2026-03-01')).toEqual(bare);
    expect(parseTimelineUrlState(`q=${'y'.repeat(300)}`).q).toHaveLength(100);
  });

  it('writes one spelling per state, the page’s parameters first, which reads back as the same state', () => {
    const state: TimelineUrlState = {
      ...bare,
      kinds: ['status_change', 'case'],
      from: '2026-01-01',
      q: 'renewal',
      mine: true,
      rest: 'id=7&employer=3',
    };
    const query = timelineUrlQuery(state);
    expect(query).toBe('id=7&employer=3&kinds=case%2Cstatus_change&from=2026-01-01&q=renewal&mine=1');
    expect(parseTimelineUrlState(query)).toEqual({ ...state, kinds: ['case', 'status_change'] });
    expect(timelineUrlQuery({ ...bare, rest: 'id=7' })).toBe('id=7');
    expect(timelineUrlQuery(bare)).toBe('');
  });

  it('names only filters the service takes', () => {
    const state = parseTimelineUrlState('kinds=email,advice&from=2026-04-01&to=2026-04-30&q=x&mine=1');
    const { view: _view, rest: _rest, ...filters } = state;
    const asked = interactionListQuery.safeParse({ party_type: 'contact', party_id: 1, ...filters });
    expect(asked.success).toBe(true);
  });
});
