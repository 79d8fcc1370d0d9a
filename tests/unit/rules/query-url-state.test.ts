import { describe, expect, it } from 'vitest';
import { queryRunBody } from '../../../src/contracts/metadata/payloads';
import type { QueryGroup } from '../../../src/contracts/metadata/query';
import {
  noQueryRun,
  parseQueryUrlState,
  queryRunRequest,
  queryUrlQuery,
  type QueryUrlState,
} from '../../../src/rules/query-url-state';

const over3000: QueryGroup = {
  and: [
    { operator: 'equal', type: 'str', data_type: 'STRING', op1: 'scheme', op2: 'Discovery Health' },
    { operator: 'greater', type: 'str', data_type: 'FLOAT', op1: 'premium', op2: 3000 },
  ],
};
const ran: QueryUrlState = { ...noQueryRun, index: 3, run: over3000, offset: 20 };
const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

describe('the query editor in its URL', () => {
  it('writes the index, the run as compact JSON and the offset, which read back as the same state', () => {
    const text = queryUrlQuery(ran);
    expect(text).toBe(
      `index=3&run=${encodeURIComponent(JSON.stringify(over3000)).replace(/%20/g, '+')}&offset=20`,
    );
    expect(text).not.toMatch(/[{}":\s]/);
    expect(parseQueryUrlState(text)).toEqual(ran);
    expect(parseQueryUrlState(`?${text}`)).toEqual(ran);
  });

  it('leaves out the first page, and writes an index picked without a run alone', () => {
    expect(queryUrlQuery({ ...ran, offset: 0 })).toBe(query({ index: '3', run: JSON.stringify(over3000) }));
    expect(queryUrlQuery({ ...noQueryRun, index: 3 })).toBe('index=3');
    expect(parseQueryUrlState('index=3')).toEqual({ ...noQueryRun, index: 3 });
    expect(queryUrlQuery(noQueryRun)).toBe('');
    expect(parseQueryUrlState('')).toEqual(noQueryRun);
  });

  it('opens the default editor with no run for any value the editor would not write', () => {
    const good = { index: '3', run: JSON.stringify(over3000), offset: '20' };
    const bad: Record<string, string>[] = [
      { ...good, run: '{"and":[' },
      { ...good, run: 'null' },
      { ...good, run: '{"or":"everything"}' },
      // A rule alone is not a query: the service runs groups.
      { ...good, run: JSON.stringify(over3000.and[0]) },
      { ...good, run: JSON.stringify({ and: [{ operator: 'sounds_like', op1: 'scheme', op2: 'x' }] }) },
      { ...good, offset: '-20' },
      { ...good, offset: '2e1' },
      { ...good, offset: '1000001' },
      { ...good, index: '0' },
      { ...good, index: '-3' },
      { ...good, index: 'member_search' },
      { run: good.run },
      { index: '3', offset: '20' },
      { ...good, run: JSON.stringify({ and: ['x'.repeat(9000)] }) },
    ];
    for (const params of bad)
      expect(parseQueryUrlState(query(params)), JSON.stringify(params)).toEqual(noQueryRun);
  });

  it('asks the service for the page the URL names, in a body its contract accepts', () => {
    const body = queryRunRequest(ran, 20);
    expect(body).toEqual({ index_id: 3, query: over3000, limit: 20, offset: 20 });
    expect(queryRunBody.safeParse(body).success).toBe(true);
    expect(queryRunRequest({ ...noQueryRun, index: 3 }, 20)).toBeNull();
    expect(queryRunRequest(noQueryRun, 20)).toBeNull();
  });
});
