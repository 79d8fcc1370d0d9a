/** Datatable rules of spec §3, §4, §5 and §9: paging, text filter, empty messages, sorting. Plain loops only:
 * these run over 100 000 rows on every keystroke. */

export const tablePageSize = 10;
export const tableHeaderHeight = 35;
export const tableFooterHeight = 35;
export const tableRowHeight = 30;
/** A row of a table whose cells wrap to two lines (the case desk: its columns wrap rather than cut). */
export const tableTwoLineRowHeight = 48;
export const tableViewportOffset = 340;

export type PageInfo = { pageNumber: number; size: number; totalElements: number; totalPages: number };
export const defaultPageInfo: PageInfo = {
  pageNumber: 0,
  size: tablePageSize,
  totalElements: 10,
  totalPages: 1,
};

export function pageInfo(totalElements: number, pageNumber: number, size = tablePageSize): PageInfo {
  const totalPages = Math.max(1, Math.ceil(totalElements / size));
  const clamped = Math.min(Math.max(0, pageNumber), totalPages - 1);
  return { pageNumber: clamped, size, totalElements, totalPages };
}

/** Index range [start, end) of the rows on a page. */
export function pageRange(info: PageInfo): [number, number] {
  const start = info.pageNumber * info.size;
  return [start, Math.min(info.totalElements, start + info.size)];
}

export const emptyMessages = {
  noRecords: 'There are no records.',
  noMatch: 'No records matched for entered search criteria. Please try a new search.',
} as const;

/**
 * The one empty-table rule of the kit (spec §5): null while there is something to show; with search text the
 * no-match message, even when the unfiltered table is empty too (the user searched, so the search is what they
 * must hear about); without it, no records. Tables searched locally and on the service alike.
 */
export function emptyMessage(shownRows: number, searchText: string): string | null {
  if (shownRows > 0) return null;
  return searchText.trim() === '' ? emptyMessages.noRecords : emptyMessages.noMatch;
}

export type EmptyValueRule = { columns: readonly string[]; replacement: string };

/** Fills empty values of chosen fields with a replacement (spec §5), copying only the rows it changes. */
export function replaceEmptyValues<R extends Record<string, unknown>>(
  rows: readonly R[],
  rule: EmptyValueRule,
): R[] {
  const out: R[] = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    let copy: R | null = null;
    for (const column of rule.columns) {
      const v = row[column];
      if (v === undefined || v === null || v === '') {
        copy ??= { ...row };
        (copy as Record<string, unknown>)[column] = rule.replacement;
      }
    }
    out[i] = copy ?? row;
  }
  return out;
}

/** One lower-case haystack per row over the chosen columns, built once per data set, not per keystroke. */
export function buildSearchIndex<R extends Record<string, unknown>>(
  rows: readonly R[],
  columns: readonly string[],
  /** What the user sees in a cell (formatted dates, durations); the raw value by default. */
  text: (row: R, column: string) => unknown = (row, column) => row[column],
): string[] {
  const index: string[] = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    let haystack = '';
    for (const column of columns) {
      const v = text(rows[i], column);
      if (v !== undefined && v !== null) haystack += `${String(v).toLowerCase()}\u0000`;
    }
    index[i] = haystack;
  }
  return index;
}

/**
 * Row positions whose chosen columns contain the trimmed text, case-insensitively. Empty text keeps all. `order`
 * (e.g. positions already sorted) is walked instead of 0..n-1, so a sort need not be redone per keystroke.
 */
export function filterIndex(index: readonly string[], text: string, order?: readonly number[]): number[] {
  const needle = text.trim().toLowerCase();
  const out: number[] = [];
  const n = order ? order.length : index.length;
  for (let k = 0; k < n; k++) {
    const i = order ? order[k] : k;
    if (needle === '' || index[i].includes(needle)) out.push(i);
  }
  return out;
}

export function filterRows<R extends Record<string, unknown>>(
  rows: readonly R[],
  columns: readonly string[],
  text: string,
): R[] {
  return filterIndex(buildSearchIndex(rows, columns), text).map((i) => rows[i]);
}

export type SortDirection = 'asc' | 'desc';
export type SortSetting = { column: string; direction: SortDirection } | null;

/** Header clicks cycle ascending, descending, unsorted. */
export function nextSort(current: SortSetting, column: string): SortSetting {
  if (!current || current.column !== column) return { column, direction: 'asc' };
  return current.direction === 'asc' ? { column, direction: 'desc' } : null;
}

/** Sorts positions (not rows) by precomputed keys: numbers numerically, everything else as lower-case text. */
export function sortPositions(
  positions: readonly number[],
  rows: readonly Record<string, unknown>[],
  sort: SortSetting,
): number[] {
  if (!sort) return positions as number[];
  const keys: (number | string)[] = new Array(rows.length);
  for (const p of positions) {
    const v = rows[p][sort.column];
    keys[p] = typeof v === 'number' ? v : v === null || v === undefined ? '' : String(v).toLowerCase();
  }
  const sign = sort.direction === 'asc' ? 1 : -1;
  return positions.slice().sort((a, b) => {
    const ka = keys[a];
    const kb = keys[b];
    if (ka === kb) return a - b;
    return (ka < kb ? -1 : 1) * sign;
  });
}

export const sortStorageKey = (viewId: string) => `staff-console.sort.${viewId}`;

export function parseSortSetting(raw: string | null): SortSetting {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as { column?: unknown; direction?: unknown };
    if (typeof v.column === 'string' && (v.direction === 'asc' || v.direction === 'desc')) {
      return { column: v.column, direction: v.direction };
    }
  } catch {
    // A corrupted entry is treated as no setting; the next sort overwrites it.
  }
  return null;
}

/**
 * The sort a table keeps in the browser for a view, read through `read` (storage may be unavailable: private mode,
 * quota; then no sort is remembered). The tables and the desk's early read (services/desk-reads.ts) both use it.
 */
export function storedSort(read: (key: string) => string | null, viewId: string): SortSetting {
  try {
    return parseSortSetting(read(sortStorageKey(viewId)));
  } catch {
    return null;
  }
}

/** Default table height: viewport minus 340 px, never below a few rows so the grid stays usable. */
export function tableHeight(
  viewportHeight: number,
  rowCount: number,
  minHeight = 200,
  rowHeight = tableRowHeight,
): number {
  const content = tableHeaderHeight + Math.max(1, rowCount) * rowHeight + 2;
  return Math.min(content, Math.max(minHeight, viewportHeight - tableViewportOffset));
}
