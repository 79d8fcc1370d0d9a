import { describe, expect, it } from 'vitest';
import { interactionListQuery, interactionQueryString } from '../../../src/contracts/interactions/list';

const parse = (query: string) =>
  interactionListQuery.safeParse(Object.fromEntries(new URLSearchParams(query)));

describe('the /interaction/list query string', () => {
  it('writes what was chosen and leaves out the rest, and the service reads back the same request', () => {
    const text = interactionQueryString({
      party_type: 'employee',
      party_id: 42,
      kinds: ['call', 'email'],
      from: '2026-11-01',
      q: 'gap cover',
      mine: true,
      page_size: 5,
    });
    expect(text).toBe(
      'party_type=employee&party_id=42&kinds=call%2Cemail&from=2026-11-01&q=gap+cover&mine=1&page_size=5',
    );
    const read = parse(text);
    expect(read.success && read.data).toEqual({
      party_type: 'employee',
      party_id: 42,
      kinds: ['call', 'email'],
      from: '2026-11-01',
      q: 'gap cover',
      mine: true,
      page: 1,
      pages: 1,
      page_size: 5,
    });
    expect(
      interactionQueryString({ party_type: 'employer', party_id: 7, kinds: [], mine: false, q: '' }),
    ).toBe('party_type=employer&party_id=7');
  });

  it('refuses days that do not exist, a range that ends before it starts, and unknown kinds', () => {
    expect(parse('party_type=employer&party_id=7&from=2026-02-29').success).toBe(false);
    expect(parse('party_type=employer&party_id=7&from=2026-03-02&to=2026-03-01').success).toBe(false);
    expect(parse('party_type=employer&party_id=7&kinds=call,visit').success).toBe(false);
    expect(parse('party_type=employer&party_id=7&from=2028-02-29').success).toBe(true);
  });
});
