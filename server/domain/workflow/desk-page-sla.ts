import type { SQL } from 'drizzle-orm';
import type { CaseRecord } from '../../../src/contracts/workflow/cases';
import type { DeskPageQuery } from '../../../src/contracts/workflow/desk-page';
import { breachedToday } from '../../../src/rules/desk-url-filter';
import type { Db } from '../../db/client';
import { currentNames, orderedCases } from './case-list-cache';
import { slaPick, type OrderedCases } from './case-order';
import { compareRecords } from './desk-page-order';
import { keptRow } from './record-text';
import { listNow } from './sla';

type Spec = { key: string; condition: SQL | undefined };
type Window = { offset: number; limit: number };
type Sla = DeskPageQuery['sla'];
/** The SLA states slaPick ranges over directly; "breached today" is a part of the overdue range. */
const stateOf = (sla: Sla) => (sla === 'breached-today' ? 'overdue' : sla);

/** Every record of the state's range, in SLA order, with its SLA as at `now`. */
function inState(o: OrderedCases, sla: Sla, now: Date): CaseRecord[] {
  const q = { page_number: 0, size: 1, sla_state: stateOf(sla), sort: 'sla' as const };
  const total = slaPick(o, q, now).page.totalElements;
  if (total === 0) return [];
  const { picked, sla: slaOf } = slaPick(o, { ...q, size: total }, now);
  // Plain copies: a state's whole range may be large, and only the window's rows are written (keptRow below).
  const rows = picked.map((i) => ({ ...o.records[i], sla: slaOf(i) }));
  return sla === 'breached-today' ? rows.filter((r) => r.sla && breachedToday(r.sla)) : rows;
}

/**
 * A window of an SLA-filtered or SLA-ordered desk tab. The plain SLA order pages the kept list directly (two
 * slaPick pages at most cover any window); a column order, or "breached today", sorts the state's range here.
 */
export async function slaWindow(
  db: Db,
  spec: Spec,
  q: Pick<DeskPageQuery, 'sla' | 'sort'>,
  window: Window,
): Promise<{ total: number; rows: CaseRecord[] }> {
  const ordered = await orderedCases(db, spec.key, spec.condition);
  const named = await currentNames(db);
  const now = listNow();
  const withNames = (r: CaseRecord) => keptRow(r, named(r));
  if (q.sort?.column !== 'sla_rank' || q.sla === 'breached-today') {
    const all = inState(ordered, q.sla, now);
    if (q.sort?.column === 'sla_rank') {
      if (q.sort.direction === 'desc') all.reverse();
    } else all.sort(compareRecords(q.sort));
    return { total: all.length, rows: all.slice(window.offset, window.offset + window.limit).map(withNames) };
  }
  const base = { sla_state: stateOf(q.sla), sort: 'sla' as const };
  const total = slaPick(ordered, { ...base, page_number: 0, size: 1 }, now).page.totalElements;
  // Most urgent last when descending: the same window counted from the other end, reversed.
  const descending = q.sort.direction === 'desc';
  const from = descending ? Math.max(0, total - window.offset - window.limit) : window.offset;
  const to = Math.min(total, descending ? total - window.offset : window.offset + window.limit);
  const rows: CaseRecord[] = [];
  if (to > from && window.limit > 0) {
    const size = to - from;
    for (let page = Math.floor(from / size); page * size < to; page++) {
      const { picked, sla } = slaPick(ordered, { ...base, page_number: page, size }, now);
      picked.forEach((i, k) => {
        const at = page * size + k;
        if (at >= from && at < to)
          rows.push(keptRow(ordered.records[i], { ...named(ordered.records[i]), sla: sla(i) }));
      });
    }
  }
  if (descending) rows.reverse();
  return { total, rows };
}

/** How many records of a tab are in the SLA state (the tab's count under an SLA filter). */
export async function slaCount(db: Db, spec: Spec, sla: Sla): Promise<number> {
  const ordered = await orderedCases(db, spec.key, spec.condition);
  const now = listNow();
  if (sla === 'breached-today') return inState(ordered, sla, now).length;
  return slaPick(ordered, { page_number: 0, size: 1, sla_state: sla, sort: 'sla' }, now).page.totalElements;
}
