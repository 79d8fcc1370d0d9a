import { describe, expect, it } from 'vitest';
import {
  deviceType,
  excerpt,
  formatDateTime,
  formatTimeTaken,
  generateId,
  lookupById,
  relativeTime,
} from '../../../../src/rules/kit-format';

describe('formatDateTime (dd MMM yyyy HH:mm)', () => {
  it.each([
    [new Date(2024, 2, 5, 14, 7), '05 Mar 2024 14:07'],
    [new Date(2023, 11, 31, 0, 0), '31 Dec 2023 00:00'],
    [new Date(2024, 0, 1, 9, 30).getTime(), '01 Jan 2024 09:30'],
    ['not a date', ''],
    [null, ''],
    ['', ''],
  ])('%s -> %s', (input, expected) => expect(formatDateTime(input)).toBe(expected));
});

describe('formatTimeTaken', () => {
  it.each([
    [0, '0 minutes'],
    [1, '1 minutes'],
    [59, '59 minutes'],
    [60, '1 hours 0 minutes'],
    [61, '1 hours 1 minutes'],
    [135, '2 hours 15 minutes'],
    ['90', '1 hours 30 minutes'],
    [null, ''],
    ['x', ''],
  ])('%s -> %s', (input, expected) => expect(formatTimeTaken(input)).toBe(expected));
});

describe('excerpt', () => {
  it.each([
    ['Medical', 5, 'Medic...'],
    ['Gap', 5, 'Gap'],
    ['Hello', 5, 'Hello'],
    ['Discovery Health', 9, 'Discovery...'],
    ['', 5, ''],
    [null, 5, ''],
  ])('%s (%i) -> %s', (text, n, expected) => expect(excerpt(text, n)).toBe(expected));
  it('defaults to 5 characters', () => expect(excerpt('Bonitas')).toBe('Bonit...'));
});

describe('relativeTime', () => {
  const now = new Date(2024, 5, 1, 12, 0, 0).getTime();
  it.each([
    [now - 500, 'just now'],
    [now - 1000, '1 second ago'],
    [now - 45_000, '45 seconds ago'],
    [now - 60_000, '1 minute ago'],
    [now - 5 * 60_000, '5 minutes ago'],
    [now - 3 * 3600_000, '3 hours ago'],
    [now - 2 * 86400_000, '2 days ago'],
    [now - 40 * 86400_000, '1 month ago'],
    [now - 800 * 86400_000, '2 years ago'],
  ])('%i -> %s', (then, expected) => expect(relativeTime(then, now)).toBe(expected));
});

describe('lookupById', () => {
  const list = [
    { id: 1, name: 'Optical benefit' },
    { id: 2, name: 'Specialized Dentistry' },
  ];
  it('returns the named property of the item with the id', () =>
    expect(lookupById(list, 2, 'name')).toBe('Specialized Dentistry'));
  it('returns empty text when the id is missing', () => expect(lookupById(list, 9, 'name')).toBe(''));
});

describe('generateId', () => {
  it('makes 5 alphanumeric characters', () => {
    for (let i = 0; i < 50; i++) expect(generateId()).toMatch(/^[A-Za-z0-9]{5}$/);
  });
  it('uses the random source', () => expect(generateId(() => 0)).toBe('AAAAA'));
});

describe('deviceType', () => {
  it.each([
    [320, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1024, 'tablet'],
    [1025, 'desktop'],
  ])('%i px -> %s', (w, expected) => expect(deviceType(w)).toBe(expected));
});
