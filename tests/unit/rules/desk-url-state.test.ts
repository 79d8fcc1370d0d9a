import { describe, expect, it } from 'vitest';
import {
  defaultDeskUrlState,
  deskUrlQuery,
  parseDeskUrlState,
  type DeskUrlState,
} from '../../../src/rules/desk-url-state';

const sortable = ['title', 'due_at', 'number'];

describe('the desk state in its URL', () => {
  it('reads tab, filters, sort, search text and saved view from the query', () => {
    expect(
      parseDeskUrlState(
        '?list=wg&sla=overdue&owner=unassigned&status=Open&cls=4&wrkgrp=2&sort=due_at.desc&q=gap%20cover&view=12',
        sortable,
      ),
    ).toEqual({
      list: 'wg',
      sla: 'overdue',
      owner: 'unassigned',
      status: 'Open',
      cls: 4,
      wrkgrp: 2,
      sort: { column: 'due_at', direction: 'desc' },
      q: 'gap cover',
      view: 12,
    } satisfies DeskUrlState);
  });

  it('writes one spelling per state, which reads back as the same state', () => {
    const state: DeskUrlState = {
      ...defaultDeskUrlState,
      list: 'my_all',
      owner: 7,
      sort: { column: 'title', direction: 'asc' },
      q: 'a&b=c ?#',
      view: 3,
    };
    const query = deskUrlQuery(state);
    expect(query).toBe('list=my_all&owner=7&sort=title.asc&q=a%26b%3Dc+%3F%23&view=3');
    expect(parseDeskUrlState(query, sortable)).toEqual(state);
    expect(deskUrlQuery(parseDeskUrlState(query, sortable))).toBe(query);
  });

  it('leaves defaults out: the plain desk is only its tab', () => {
    expect(deskUrlQuery(defaultDeskUrlState)).toBe('list=my');
    expect(deskUrlQuery({ ...defaultDeskUrlState, q: '   ' })).toBe('list=my');
  });

  it('ignores unknown and malformed values one by one, keeping the rest', () => {
    const state = parseDeskUrlState(
      'list=everything&sla=late&owner=-3&status=Lost&cls=0&wrkgrp=abc&sort=password.asc&view=x&tab=1&q=ok',
      sortable,
    );
    expect(state).toEqual({ ...defaultDeskUrlState, q: 'ok' });
    expect(parseDeskUrlState('sort=title.sideways', sortable).sort).toBeNull();
    expect(parseDeskUrlState('sort=title', sortable).sort).toBeNull();
    expect(parseDeskUrlState('', sortable)).toEqual(defaultDeskUrlState);
    expect(parseDeskUrlState('%%%&&==', sortable)).toEqual(defaultDeskUrlState);
  });

  it('cuts an overlong search text rather than refusing the link', () => {
    expect(parseDeskUrlState(`q=${'x'.repeat(5000)}`, sortable).q).toHaveLength(200);
  });
});
