import { describe, expect, it } from 'vitest';
import {
  buildSearchIndex,
  emptyMessage,
  emptyMessages,
  filterIndex,
  filterRows,
  nextSort,
  pageInfo,
  pageRange,
  parseSortSetting,
  replaceEmptyValues,
  sortPositions,
  tableHeight,
} from '../../../../src/rules/kit-table';

const rows = [
  { id: 1, name: 'Discovery Health', city: 'Sandton', status: 'Open' },
  { id: 2, name: 'Bonitas', city: 'Cape Town', status: '' },
  { id: 3, name: 'Momentum', city: 'Centurion', status: null },
  { id: 4, name: 'Bestmed', city: 'Pretoria', status: 'Closed' },
];

describe('filterRows', () => {
  it.each([
    ['', ['name'], [1, 2, 3, 4]],
    ['   ', ['name'], [1, 2, 3, 4]],
    ['bon', ['name'], [2]],
    ['BON', ['name'], [2]],
    ['  health  ', ['name'], [1]],
    ['town', ['name'], []],
    ['town', ['name', 'city'], [2]],
    ['cent', ['city'], [3]],
    ['e', ['status'], [1, 4]],
    ['1', ['id'], [1]],
    ['health sand', ['name', 'city'], []],
  ])('%j on %j', (text, columns, expectedIds) =>
    expect(filterRows(rows, columns, text).map((r) => r.id)).toEqual(expectedIds),
  );

  it('walks a given order, so a sorted order survives filtering', () => {
    const index = buildSearchIndex(rows, ['name']);
    expect(filterIndex(index, 'b', [3, 2, 1, 0])).toEqual([3, 1]);
    expect(filterIndex(index, '', [2, 0])).toEqual([2, 0]);
  });

  it('searches what the user sees when given a text accessor', () => {
    const index = buildSearchIndex(rows, ['id'], (row) => `#${String(row.id).padStart(3, '0')}`);
    expect(filterIndex(index, '#004')).toEqual([3]);
  });

  it('does not match across column boundaries', () => {
    const index = buildSearchIndex([{ a: 'ab', b: 'cd' }], ['a', 'b']);
    expect(filterIndex(index, 'bc')).toEqual([]);
  });
});

describe('replaceEmptyValues', () => {
  it('fills empty, null and missing values only in chosen columns', () => {
    const out = replaceEmptyValues(rows, { columns: ['status'], replacement: 'N/A' });
    expect(out.map((r) => r.status)).toEqual(['Open', 'N/A', 'N/A', 'Closed']);
    expect(out[0]).toBe(rows[0]);
    expect(rows[1].status).toBe('');
  });
});

describe('empty messages', () => {
  it.each([
    [0, '', emptyMessages.noRecords],
    [0, '   ', emptyMessages.noRecords],
    [0, 'zzz', emptyMessages.noMatch],
    [0, ' abc ', emptyMessages.noMatch],
    [2, 'a', null],
    [5, '', null],
  ])('%i shown, text %j', (shown, text, expected) => expect(emptyMessage(shown, text)).toBe(expected));
  it('uses the spec wording', () => {
    expect(emptyMessages.noRecords).toBe('There are no records.');
    expect(emptyMessages.noMatch).toBe(
      'No records matched for entered search criteria. Please try a new search.',
    );
  });
});

describe('page info', () => {
  it.each([
    [0, 0, { pageNumber: 0, size: 10, totalElements: 0, totalPages: 1 }, [0, 0]],
    [25, 0, { pageNumber: 0, size: 10, totalElements: 25, totalPages: 3 }, [0, 10]],
    [25, 2, { pageNumber: 2, size: 10, totalElements: 25, totalPages: 3 }, [20, 25]],
    [25, 7, { pageNumber: 2, size: 10, totalElements: 25, totalPages: 3 }, [20, 25]],
    [25, -1, { pageNumber: 0, size: 10, totalElements: 25, totalPages: 3 }, [0, 10]],
    [30, 2, { pageNumber: 2, size: 10, totalElements: 30, totalPages: 3 }, [20, 30]],
  ])('%i rows, page %i', (total, page, info, range) => {
    expect(pageInfo(total, page)).toEqual(info);
    expect(pageRange(pageInfo(total, page))).toEqual(range);
  });
});

describe('sorting', () => {
  it('cycles asc, desc, none', () => {
    const a = nextSort(null, 'name');
    expect(a).toEqual({ column: 'name', direction: 'asc' });
    const b = nextSort(a, 'name');
    expect(b).toEqual({ column: 'name', direction: 'desc' });
    expect(nextSort(b, 'name')).toBeNull();
    expect(nextSort(b, 'city')).toEqual({ column: 'city', direction: 'asc' });
  });
  it('sorts positions by text case-insensitively and numbers numerically, stable on ties', () => {
    const data = [{ v: 'b' }, { v: 'A' }, { v: 'c' }, { v: 'a' }];
    expect(sortPositions([0, 1, 2, 3], data, { column: 'v', direction: 'asc' })).toEqual([1, 3, 0, 2]);
    expect(sortPositions([0, 1, 2, 3], data, { column: 'v', direction: 'desc' })).toEqual([2, 0, 1, 3]);
    const nums = [{ n: 10 }, { n: 9 }, { n: 100 }];
    expect(sortPositions([0, 1, 2], nums, { column: 'n', direction: 'asc' })).toEqual([1, 0, 2]);
  });
  it.each([
    ['{"column":"name","direction":"desc"}', { column: 'name', direction: 'desc' }],
    ['{"column":"name","direction":"up"}', null],
    ['not json', null],
    [null, null],
  ])('parses stored %j', (raw, expected) => expect(parseSortSetting(raw)).toEqual(expected));
});

describe('tableHeight', () => {
  it('is the viewport minus 340 px for long tables', () => expect(tableHeight(900, 1000)).toBe(560));
  it('shrinks to a short page', () => expect(tableHeight(900, 10)).toBe(35 + 300 + 2));
  it('keeps a usable minimum', () => expect(tableHeight(400, 1000)).toBe(200));
});

describe('100 000 rows', () => {
  it('filters with a prebuilt index in well under a frame budget', () => {
    const big = Array.from({ length: 100_000 }, (_, i) => ({
      id: i,
      name: `Employer ${i}`,
      city: i % 2 ? 'Durban' : 'Cape Town',
    }));
    const index = buildSearchIndex(big, ['name', 'city']);
    const t0 = performance.now();
    const hits = filterIndex(index, 'employer 9999');
    const elapsed = performance.now() - t0;
    expect(hits.length).toBe(11);
    // Generous bound for a loaded CI box; the bench measures the real figure.
    expect(elapsed).toBeLessThan(250);
  });
});
