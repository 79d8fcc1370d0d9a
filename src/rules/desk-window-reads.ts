import {
  deskPageMaxRows,
  deskSortColumns,
  type DeskPageInput,
  type DeskSortColumn,
} from '../contracts/workflow/desk-page';
import type { RecordType } from '../contracts/workflow/cases';
import { parseDeskUrlState, type DeskUrlState } from './desk-url-state';
import { pageInput, type DeskQuery } from './desk-window';
import type { SortSetting } from './kit-table';

/** Rows the first read asks for: a tall screen's first rows (two-line rows on 1440 px show about 20). */
export const firstWindow = 40;
/**
 * Rows read beyond each side of what the grid shows, so a scroll of a screen or so finds them there. The first
 * read (window and margin, 70 rows) stays under 100 KB on the wire.
 */
export const readMargin = 30;

export const defaultDeskQuery: DeskQuery = {
  list: 'my',
  sla: '',
  owner: '',
  status: '',
  cls: null,
  q: '',
  sort: null,
};

/** The read [offset, limit] around the rows shown [from, to), within the tab and the call's limit. */
export function windowAround(shown: { from: number; to: number }, total: number): [number, number] {
  const offset = Math.max(0, shown.from - readMargin);
  const end = Math.min(
    Math.max(shown.to + readMargin, offset + firstWindow),
    Math.max(total, offset + firstWindow),
  );
  return [offset, Math.min(deskPageMaxRows, end - offset)];
}

/** The desk's two addresses, by the record type each lists. */
const deskRoutes = { '/case-management/case-management': 'case', '/case-management/leads': 'lead' } as const;

/**
 * The first window's call for a desk address (a reload or a link), as the desk will ask for it: the URL's tab,
 * filters, search, sort (else the tab's stored sort) and workgroup; null for any other address.
 */
export function deskFirstRead(
  address: string,
  storedSort: (viewId: string) => SortSetting,
): DeskPageInput | null {
  const [route, search = ''] = address.split('?');
  const recordType = deskRoutes[route as keyof typeof deskRoutes];
  if (!recordType) return null;
  const state = parseDeskUrlState(search, deskSortColumns);
  return firstRead(deskQueryFrom(state, recordType, storedSort), recordType, state.wrkgrp ?? undefined);
}

/** The first window's call of a query: the rows a screen shows and a margin, with the four counts. */
export const firstRead = (query: DeskQuery, recordType: RecordType, wrkgrpId: number | undefined) =>
  pageInput(query, recordType, wrkgrpId, 0, firstWindow + readMargin, true);

const isDeskSortColumn = (column: string): column is DeskSortColumn =>
  (deskSortColumns as readonly string[]).includes(column);

/** Where the table keeps a desk tab's sort in the browser (kit-table.ts sortStorageKey). */
export const deskSortViewId = (recordType: RecordType, list: DeskQuery['list']) =>
  `workflow-${recordType}-${list}`;

/** What the service reads for a desk's URL state: the tab's own stored sort when the URL names none. */
export function deskQueryFrom(
  state: DeskUrlState,
  recordType: RecordType,
  storedSort: (viewId: string) => SortSetting,
): DeskQuery {
  const sort = state.sort ?? storedSort(deskSortViewId(recordType, state.list));
  return {
    list: state.list,
    sla: state.sla,
    owner: state.owner,
    status: state.status,
    cls: state.cls,
    q: state.q.trim(),
    sort: sort && isDeskSortColumn(sort.column) ? { column: sort.column, direction: sort.direction } : null,
  };
}
