import { describe, expect, it } from 'vitest';
import { matchOptions, nextOpenLevel } from '../../../src/rules/classification-search';

const level = [
  { id: 1, value_name: 'Late payment' },
  { id: 2, value_name: 'Claims' },
  { id: 3, value_name: 'Rejected claim' },
  { id: 4, value_name: 'Membership' },
];
const names = (text: string) => matchOptions(level, text).map((o) => o.value_name);

describe('classification search', () => {
  it('offers the whole level for empty text, in its own order', () => {
    expect(names('  ')).toEqual(['Late payment', 'Claims', 'Rejected claim', 'Membership']);
  });

  it('matches case-insensitively, names starting with the text before names containing it', () => {
    expect(names('CLA')).toEqual(['Claims', 'Rejected claim']);
    expect(names('m')).toEqual(['Membership', 'Late payment', 'Claims', 'Rejected claim']);
    expect(names('zzz')).toEqual([]);
  });

  it('moves on to the first deeper level left to choose, skipping chosen and empty ones', () => {
    // Category and Sub-category were filled by the chain (single children): Issues is next.
    expect(nextOpenLevel([1, 2, 3, null], [[1], [2], [3], [4, 5]], 0)).toBe(3);
    expect(nextOpenLevel([1, null, null, null], [[1], [2, 3], [], []], 0)).toBe(1);
    expect(nextOpenLevel([1, 2, null, null], [[1], [2], [], []], 1)).toBeNull();
  });
});
