import { describe, expect, it } from 'vitest';
import { messageHistoryBody } from '../../../src/contracts/metadata/payloads';
import {
  messageHistoryRequest,
  messageHistoryUrlQuery,
  parseMessageHistoryUrlState,
  type MessageHistoryUrlState,
} from '../../../src/rules/message-history-url-state';

const bare: MessageHistoryUrlState = {
  typeId: null,
  status: '',
  from: '',
  to: '',
  page: 0,
  q: '',
  view: null,
};

describe('message history in its URL', () => {
  it('reads the type, status, times and page (1-based in the URL) from the query', () => {
    expect(
      parseMessageHistoryUrlState('?type=3&status=rejected&from=2026-03-01T08:00&to=2026-03-31T17:30&page=4'),
    ).toEqual({
      ...bare,
      typeId: 3,
      status: 'rejected',
      from: '2026-03-01T08:00',
      to: '2026-03-31T17:30',
      page: 3,
    } satisfies MessageHistoryUrlState);
  });

  it('reads values the screen does not offer as the default, one by one', () => {
    expect(
      parseMessageHistoryUrlState('type=0&status=lost&from=2026-02-30T08:00&to=yesterday&page=-1'),
    ).toEqual(bare);
    expect(parseMessageHistoryUrlState('type=abc&page=0&from=2026-03-01T25:00')).toEqual(bare);
    expect(parseMessageHistoryUrlState('page=1e3').page).toBe(0);
    expect(parseMessageHistoryUrlState('type=3&page=9999999')).toEqual({ ...bare, typeId: 3 });
    // A range that ends before it starts (the service refuses it) opens on every time.
    expect(parseMessageHistoryUrlState('from=2026-03-02T00:00&to=2026-03-01T00:00')).toEqual(bare);
  });

  it('writes one spelling per state, without the first page, which reads back as the same state', () => {
    const state: MessageHistoryUrlState = {
      ...bare,
      typeId: 12,
      status: 'received',
      to: '2026-05-01T00:00',
      page: 1,
    };
    const query = messageHistoryUrlQuery(state);
    expect(query).toBe('type=12&status=received&to=2026-05-01T00%3A00&page=2');
    expect(parseMessageHistoryUrlState(query)).toEqual(state);
    expect(messageHistoryUrlQuery({ ...state, page: 0 })).toBe(
      'type=12&status=received&to=2026-05-01T00%3A00',
    );
    expect(messageHistoryUrlQuery(bare)).toBe('');
  });

  it('asks the service for the page the URL names, in a body it takes', () => {
    const state = parseMessageHistoryUrlState('type=3&status=rejected&from=2026-03-01T08:00&page=3');
    const body = messageHistoryRequest(state, 10);
    expect(body).toMatchObject({ message_type_id: 3, status: 'rejected', page: 2, size: 10 });
    expect(Date.parse(body.from as string)).toBe(new Date('2026-03-01T08:00').getTime());
    expect(messageHistoryBody.safeParse(body).success).toBe(true);
    expect(messageHistoryRequest(bare, 10)).toEqual({ page: 0, size: 10 });
  });
});
