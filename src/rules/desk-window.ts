import type { CaseRecord, WorkflowChange } from '../contracts/workflow/cases';
import type { DeskCounts, DeskPageAnswer, DeskPageInput } from '../contracts/workflow/desk-page';
import { matchesDeskFilter, type DeskFilter } from './desk-url-filter';
import { operationFor, type Viewer } from './workflow-lists';

/**
 * The rows of one desk tab the console holds (issue 38): a sparse window over the service's order, filled as the
 * grid scrolls, with the tab's total and the four counts. Pushed changes and the user's own actions are applied
 * to it at once (a row on screen updates, leaves, or arrives at the top of the newest-first order); what cannot be
 * placed without the service (a row entering a column order, the other tabs' counts under a filter) is set right
 * by the next window read, which the machine asks for shortly after.
 */
export type DeskWindow = {
  /** Position in the tab's order → record; holes are rows not read yet. */
  rows: (CaseRecord | undefined)[];
  total: number;
  counts: DeskCounts | null;
};

export const emptyWindow: DeskWindow = { rows: [], total: 0, counts: null };

/** What the desk asks for: the tab, its filters, search and sort, as the page call takes them. */
export type DeskQuery = Required<Pick<DeskFilter, 'list' | 'sla' | 'owner' | 'status' | 'cls'>> & {
  q: string;
  sort: DeskPageInput['sort'] | null;
};

/** The page call's input for a query and a window of it. */
export function pageInput(
  query: DeskQuery,
  recordType: DeskPageInput['record_type'],
  wrkgrpId: number | undefined,
  offset: number,
  limit: number,
  counts: boolean,
): DeskPageInput {
  return {
    record_type: recordType,
    wrkgrp_id: wrkgrpId,
    list: query.list,
    sla: query.sla || undefined,
    owner: query.owner === '' ? undefined : query.owner,
    status: query.status || undefined,
    cls: query.cls ?? undefined,
    q: query.q.trim() || undefined,
    sort: query.sort ?? undefined,
    offset,
    limit,
    counts,
  };
}

/** A read window put into what is held (a fresh read of the first window replaces everything). */
export function mergeWindow(held: DeskWindow, answer: DeskPageAnswer, fresh: boolean): DeskWindow {
  const rows = fresh ? [] : held.rows.slice(0, answer.total);
  answer.rows.forEach((r, i) => (rows[answer.offset + i] = r));
  return { rows, total: answer.total, counts: answer.counts ?? held.counts };
}

/** The first position in [from, to) not held yet, or -1. */
export function firstHole(window: DeskWindow, from: number, to: number): number {
  for (let i = Math.max(0, from); i < Math.min(to, window.total); i++)
    if (window.rows[i] === undefined) return i;
  return -1;
}

const searchable = (r: CaseRecord) => [
  r.number,
  r.title,
  r.party_name,
  r.status,
  r.owner_name,
  r.wrkgrp_name,
];
/** The service's search, as far as the console can tell: the text in one of the columns it searches. */
const matchesSearch = (r: CaseRecord, q: string) =>
  q.trim() === '' || searchable(r).some((v) => v?.toLowerCase().includes(q.trim().toLowerCase()));

/**
 * A change applied to the held rows through spec §4's list-update table (the same table every console applied to
 * its whole lists): the record is replaced where it stands, or taken out when the table removes it from the tab or
 * it no longer matches the filter and search; one the table adds goes to the top when the order is newest change
 * first (where the service would put it). The other tabs' counts, and a row a column order would place, are left
 * to the next read of the window from the service.
 */
export function applyToWindow(
  window: DeskWindow,
  change: WorkflowChange,
  viewer: Viewer,
  query: DeskQuery,
): DeskWindow {
  const record = change.record;
  const at = window.rows.findIndex((r) => r?.id === record.id);
  const op = operationFor(change, query.list, viewer);
  // No row of the table for this tab: the record stays where it is (or away), as it was.
  const inTab = op === null ? at >= 0 : op !== 'remove';
  const belongs = inTab && matchesDeskFilter(record, query) && matchesSearch(record, query.q);
  const rows = window.rows.slice();
  let total = window.total;
  if (at >= 0 && belongs && query.sort === null) {
    // The newest change first: the record moves to the top.
    rows.splice(at, 1);
    rows.unshift(record);
  } else if (at >= 0 && belongs) rows[at] = record;
  else if (at >= 0) {
    rows.splice(at, 1);
    total -= 1;
  } else if (belongs && query.sort === null && (rows[0] !== undefined || total === 0)) {
    rows.unshift(record);
    total += 1;
  }
  const counts = window.counts && { ...window.counts, [query.list]: total };
  return { rows, total, counts };
}
