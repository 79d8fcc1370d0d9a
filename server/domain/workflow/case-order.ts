import type { CasePage, CaseRecord } from '../../../src/contracts/workflow/cases';
import type { SlaState } from '../../../src/contracts/workflow/sla';
import { slaRank } from '../../../src/rules/sla';
import type { SlaClock } from './sla';

/**
 * A filtered set of cases in SLA order, ready to page without ranking the whole set at every call (issue 21).
 *
 * The SLA rank (most overdue first, then least time left; paused, then met last) depends on `now`, but only
 * through a function that never decreases along one fixed order:
 *  - class 0, running cases, by the due time of their target: a case that runs keeps its due time (pauses and
 *    the first response are in the past), and minutes left only grow with the due time;
 *  - class 1, paused cases whose target passed before the pause, by that due time (minutes over grow alike);
 *  - class 2, other paused cases, by their working minutes left (frozen while paused);
 *  - class 3, resolved and closed cases (rank "met", all equal).
 * Within equal keys the list keeps newest first, as the stable sort it replaces did. Equal keys give equal
 * ranks, so a "group" is ranked once per call; distinct keys can still tie on rank (rounding to the minute, a
 * due time at the end of one working day and one at the start of the next), so a page is widened to whole runs
 * of equal rank and that window sorted exactly as before: the answer is the one the full sort would give.
 */
export type OrderedCases = {
  /** In SLA order as above. */
  records: CaseRecord[];
  /** Position of each record in the newest-first order (the tie-break). */
  newest: number[];
  /** Index of the first record of each record's group (equal class and key). */
  groupStart: number[];
  groupEnd: number[];
  classStart: [number, number, number, number, number];
  clock: SlaClock;
};

const classOf = (r: CaseRecord, now: Date, clock: SlaClock): { cls: number; key: number } => {
  if (r.status === 'Resolved' || r.status === 'Closed') return { cls: 3, key: 0 };
  if (r.status !== 'Pending Customer' && clock.dueAt) return { cls: 0, key: clock.dueAt(r, now) };
  const sla = clock(r, now);
  const due = Date.parse(sla.target === 'response' ? sla.response_due : sla.resolution_due);
  if (r.status !== 'Pending Customer') return { cls: 0, key: due };
  return due <= now.getTime() ? { cls: 1, key: due } : { cls: 2, key: sla.minutes_left };
};

/** `newestFirst` in the list's own order (created desc, id desc); `clock` has the facts of all of them. */
export function orderCases(
  newestFirst: readonly CaseRecord[],
  clock: SlaClock,
  now = new Date(),
): OrderedCases {
  const keyed = newestFirst.map((r, i) => ({ r, i, ...classOf(r, now, clock) }));
  keyed.sort((a, b) => a.cls - b.cls || a.key - b.key || a.i - b.i);
  const n = keyed.length;
  const groupStart = new Array<number>(n);
  const groupEnd = new Array<number>(n);
  const classStart: OrderedCases['classStart'] = [n, n, n, n, n];
  for (let i = 0; i < n; i++) {
    const same = i > 0 && keyed[i - 1].cls === keyed[i].cls && keyed[i - 1].key === keyed[i].key;
    groupStart[i] = same ? groupStart[i - 1] : i;
  }
  for (let i = n - 1; i >= 0; i--) {
    const same = i < n - 1 && keyed[i + 1].cls === keyed[i].cls && keyed[i + 1].key === keyed[i].key;
    groupEnd[i] = same ? groupEnd[i + 1] : i + 1;
  }
  for (let i = n - 1; i >= 0; i--) classStart[keyed[i].cls] = i;
  for (let c = 3; c >= 0; c--) classStart[c] = Math.min(classStart[c], classStart[c + 1]);
  return {
    records: keyed.map((k) => k.r),
    newest: keyed.map((k) => k.i),
    groupStart,
    groupEnd,
    classStart,
    clock,
  };
}

/** One call's view: SLA of a record at this call's `now`, computed once per record. */
function ranker(o: OrderedCases, now: Date) {
  const slas = new Map<number, NonNullable<CaseRecord['sla']>>();
  const sla = (i: number) => {
    let s = slas.get(i);
    if (!s) slas.set(i, (s = o.clock(o.records[i], now)));
    return s;
  };
  const rank = (i: number) => {
    const s = sla(o.groupStart[i]);
    return slaRank({ state: s.state, minutesLeft: s.minutes_left });
  };
  return { sla, rank };
}

/** The range [from, to) of records in `state` (running states are consecutive in due time order). */
function rangeOf(o: OrderedCases, state: SlaState | undefined, stateAt: (i: number) => SlaState) {
  const [running, pausedOver, , met, end] = o.classStart;
  if (state === undefined) return [0, end];
  if (state === 'met') return [met, end];
  if (state === 'paused') return [pausedOver, met];
  const order: SlaState[] = ['overdue', 'due-today', 'due-later'];
  const firstFrom = (k: number) => {
    // The first record of class 0 whose state comes at or after order[k] (states ascend along class 0).
    let lo = running;
    let hi = pausedOver;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (order.indexOf(stateAt(mid)) >= k) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
  const k = order.indexOf(state);
  return [firstFrom(k), k === order.length - 1 ? pausedOver : firstFrom(k + 1)];
}

type PageQuery = { page_number: number; size: number; sla_state?: SlaState; sort: 'created' | 'sla' };

/** A page of the list sorted by SLA (and kept to `state` when given), with SLA as at `now`. */
export function slaPage(o: OrderedCases, q: PageQuery, now = new Date()): CasePage {
  const { picked, page, sla } = slaPick(o, q, now);
  return { rows: picked.map((i) => ({ ...o.records[i], sla: sla(i) })), page };
}

/** slaPage's choice: positions in `o.records` and each one's SLA, for callers that write the answer themselves. */
export function slaPick(o: OrderedCases, q: PageQuery, now = new Date()) {
  const { sla, rank } = ranker(o, now);
  const [from, to] = rangeOf(o, q.sla_state, (i) => sla(o.groupStart[i]).state);
  const total = to - from;
  const page = {
    pageNumber: q.page_number,
    size: q.size,
    totalElements: total,
    totalPages: Math.ceil(total / q.size),
  };
  const start = from + q.page_number * q.size;
  const stop = Math.min(start + q.size, to);
  if (start >= stop) return { picked: [], page, sla };
  let picked: number[];
  if (q.sort === 'created') {
    // A state filter with the newest-first order: the state's range, back in that order.
    picked = range(from, to)
      .sort((a, b) => o.newest[a] - o.newest[b])
      .slice(start - from, stop - from);
  } else {
    let lo = o.groupStart[start];
    while (lo > from && rank(lo - 1) === rank(start)) lo = o.groupStart[lo - 1];
    let hi = o.groupEnd[stop - 1];
    while (hi < to && rank(hi) === rank(stop - 1)) hi = o.groupEnd[hi];
    lo = Math.max(lo, from);
    hi = Math.min(hi, to);
    const window = range(lo, hi);
    if (o.groupStart[lo] !== o.groupStart[hi - 1])
      window.sort((a, b) => rank(a) - rank(b) || o.newest[a] - o.newest[b]);
    picked = window.slice(start - lo, stop - lo);
  }
  return { picked, page, sla };
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from }, (_, k) => from + k);
