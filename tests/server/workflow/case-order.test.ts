import { describe, expect, it } from 'vitest';
import { orderCases, slaPage } from '../../../server/domain/workflow/case-order';
import type { SlaClock } from '../../../server/domain/workflow/sla';
import type { CaseRecord, CaseStatus } from '../../../src/contracts/workflow/cases';
import type { SlaState } from '../../../src/contracts/workflow/sla';
import { computeSla, slaRank } from '../../../src/rules/sla';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** A deterministic generator, so a failure names a case that can be run again. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

type Facts = {
  targets: [number, number];
  firstResponseAt: Date | null;
  changes: { at: Date; status: CaseStatus }[];
};

/**
 * `count` cases created within the last `spanDays`, many in the same minute or outside working hours (ties), with
 * pauses, answered and unanswered, resolved and closed; and the SLA clock the service would build for them.
 */
function world(seed: number, count: number, spanDays: number, base: number) {
  const next = random(seed);
  const facts = new Map<number, Facts>();
  const records: CaseRecord[] = [];
  const statuses: CaseStatus[] = ['Open', 'In Progress', 'Pending Customer', 'Resolved', 'Closed'];
  for (let id = 1; id <= count; id++) {
    // Rounded to 10 minutes: plenty of equal creation times and due times.
    const created = base - Math.round((next() * spanDays * day) / (10 * minute)) * 10 * minute;
    const status = statuses[Math.floor(next() * statuses.length)];
    const changes: Facts['changes'] = [];
    if (status === 'Pending Customer' || next() < 0.3) {
      const at = created + next() * (base - created);
      changes.push({ at: new Date(at), status: 'Pending Customer' });
      if (status !== 'Pending Customer') changes.push({ at: new Date(at + next() * (base - at)), status });
    }
    const response = [30, 60, 240, 480][Math.floor(next() * 4)];
    facts.set(id, {
      targets: [response, response * [2, 4, 8][Math.floor(next() * 3)]],
      firstResponseAt: next() < 0.5 ? new Date(created + next() * (base - created)) : null,
      changes,
    });
    records.push({
      id,
      status,
      create_datetime: new Date(created).toISOString(),
      update_datetime: new Date(base - minute).toISOString(),
      closed_at: status === 'Closed' ? new Date(base - hour).toISOString() : null,
      sla: null,
    } as CaseRecord);
  }
  // The list's own order: newest first, then the higher id.
  records.sort((a, b) => b.create_datetime.localeCompare(a.create_datetime) || b.id - a.id);
  const clock: SlaClock = (r, now) => {
    const f = facts.get(r.id) as Facts;
    const finished = r.status === 'Resolved' || r.status === 'Closed';
    const sla = computeSla({
      createdAt: new Date(r.create_datetime),
      responseMinutes: f.targets[0],
      resolutionMinutes: f.targets[1],
      firstResponseAt: f.firstResponseAt,
      statusChanges: f.changes,
      status: r.status,
      closedAt: finished ? new Date(r.closed_at ?? r.update_datetime) : null,
      now,
    });
    return {
      state: sla.state,
      target: sla.target,
      response_due: sla.responseDue.toISOString(),
      resolution_due: sla.resolutionDue.toISOString(),
      response_met: sla.responseMet,
      minutes_left: sla.minutesLeft,
      at: now.toISOString(),
    };
  };
  return { records, clock };
}

/** What the service answered before the ordered cache: rank everything at `now`, stable sort, slice. */
function reference(
  records: CaseRecord[],
  clock: SlaClock,
  q: { page_number: number; size: number; sla_state?: SlaState; sort: 'created' | 'sla' },
  now: Date,
) {
  const all = records.map((r) => ({ ...r, sla: clock(r, now) }));
  const kept = q.sla_state === undefined ? all : all.filter((r) => r.sla.state === q.sla_state);
  const rank = (r: (typeof kept)[number]) => slaRank({ state: r.sla.state, minutesLeft: r.sla.minutes_left });
  if (q.sort === 'sla') kept.sort((a, b) => rank(a) - rank(b));
  return {
    ids: kept.slice(q.page_number * q.size, (q.page_number + 1) * q.size).map((r) => r.id),
    total: kept.length,
  };
}

describe('the SLA order kept for a list, paged at a later moment', () => {
  const base = Date.UTC(2026, 10, 20, 9, 17);
  const states: (SlaState | undefined)[] = [undefined, 'overdue', 'due-today', 'due-later', 'paused', 'met'];

  it('answers every page exactly as ranking the whole list at that moment would', () => {
    for (const seed of [1, 2, 3, 4]) {
      const { records, clock } = world(seed, 600, 12, base);
      const ordered = orderCases(records, clock, new Date(base));
      // Later moments: minutes on, across the end of the working day, the weekend and a week.
      for (const later of [0, 7 * minute, 3 * hour, 9 * hour, 2 * day + 5 * hour, 8 * day]) {
        const now = new Date(base + later);
        for (const sla_state of states)
          for (const sort of ['sla', 'created'] as const)
            for (const [page_number, size] of [
              [0, 50],
              [1, 50],
              [3, 37],
              [0, 1000],
            ]) {
              const q = { page_number, size, sla_state, sort };
              const got = slaPage(ordered, q, now);
              const want = reference(records, clock, q, now);
              expect({ seed, later, ...q, ids: got.rows.map((r) => r.id) }).toEqual({
                seed,
                later,
                ...q,
                ids: want.ids,
              });
              expect(got.page.totalElements).toBe(want.total);
            }
      }
    }
  });

  it('gives each row its SLA as at the call, and an empty page past the end', () => {
    const { records, clock } = world(9, 120, 5, base);
    const ordered = orderCases(records, clock, new Date(base));
    const now = new Date(base + 90 * minute);
    const page = slaPage(ordered, { page_number: 0, size: 20, sort: 'sla' }, now);
    for (const row of page.rows) expect(row.sla).toEqual(clock(row, now));
    const past = slaPage(ordered, { page_number: 7, size: 20, sort: 'sla' }, now);
    expect(past).toEqual({ rows: [], page: { pageNumber: 7, size: 20, totalElements: 120, totalPages: 6 } });
  });
});
