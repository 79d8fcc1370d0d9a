import { and, isNotNull, min, ne, sql } from 'drizzle-orm';
import type { CaseRecord, CaseStatus } from '../../../src/contracts/workflow/cases';
import type { CaseSla } from '../../../src/contracts/workflow/sla';
import { defaultTargets } from '../../../src/contracts/workflow-admin/working-time';
import { computeSla, duesHold, slaDues, type SlaDues, type SlaInput } from '../../../src/rules/sla';
import type { Db } from '../../db/client';
import { caseHistory, caseNotes, severityPriorityTimes, tenants } from '../../db/schema';

type Facts = {
  firstResponseAt: Date | null;
  statusChanges: { at: Date; status: CaseStatus }[];
};
export type Targets = (r: CaseRecord) => { response: number; resolution: number };

/** The time mapping of every tenant, nearest tenant first along its ancestors, else the defaults. */
export async function loadTargets(db: Db): Promise<Targets> {
  const all = await db.select({ id: tenants.id, parentId: tenants.parentId }).from(tenants);
  const rows = await db.select().from(severityPriorityTimes);
  const parent = new Map(all.map((t) => [t.id, t.parentId]));
  const own = new Map(rows.map((r) => [`${r.tenantId}|${r.severity}|${r.priority}`, r]));
  return (r) => {
    const seen = new Set<number>();
    for (let id: number | null = r.tenant_id; id !== null && !seen.has(id); id = parent.get(id) ?? null) {
      seen.add(id);
      const row = own.get(`${id}|${r.severity}|${r.priority}`);
      if (row) return { response: row.responseMinutes, resolution: row.resolutionMinutes };
    }
    return defaultTargets(r.severity, r.priority);
  };
}

/** First agent action or note, and the status changes, of a batch of cases (two queries for any batch size). */
async function loadFacts(db: Db, ids: number[]): Promise<Map<number, Facts>> {
  const out = new Map<number, Facts>(ids.map((id) => [id, { firstResponseAt: null, statusChanges: [] }]));
  if (ids.length === 0) return out;
  // One array parameter, not a parameter per id: a large tenant's SLA-sorted list holds more ids than a
  // statement takes parameters (65,535), and Drizzle's IN list of 500,000 overflowed the call stack.
  const ofCases = (column: typeof caseHistory.caseId | typeof caseNotes.caseId) =>
    sql`${column} = any(${sql.param(ids)}::int[])`;
  const history = await db
    .select({
      caseId: caseHistory.caseId,
      at: caseHistory.at,
      userId: caseHistory.userId,
      status: sql<string | null>`${caseHistory.changes} -> 'status' ->> 1`,
    })
    .from(caseHistory)
    .where(and(ofCases(caseHistory.caseId), ne(caseHistory.action, 'create')))
    .orderBy(caseHistory.at, caseHistory.id);
  const notes = await db
    .select({ caseId: caseNotes.caseId, first: min(caseNotes.createdAt) })
    .from(caseNotes)
    .where(and(ofCases(caseNotes.caseId), isNotNull(caseNotes.authorUserId)))
    .groupBy(caseNotes.caseId);
  const earlier = (a: Date | null, b: Date | null) => (a && b ? (a < b ? a : b) : (a ?? b));
  for (const h of history) {
    const facts = out.get(h.caseId);
    if (!facts) continue;
    if (h.userId !== null) facts.firstResponseAt = earlier(facts.firstResponseAt, h.at);
    if (h.status) facts.statusChanges.push({ at: h.at, status: h.status as CaseStatus });
  }
  for (const n of notes) {
    const facts = out.get(n.caseId);
    // min() over a timestamp column comes back as text on some drivers.
    if (facts && n.first) facts.firstResponseAt = earlier(facts.firstResponseAt, new Date(n.first));
  }
  return out;
}

/** When a resolved or closed record stopped its clock: its closing time, else its last move to that status. */
function finishedAt(r: CaseRecord, facts: Facts): Date | null {
  if (r.closed_at) return new Date(r.closed_at);
  const last = facts.statusChanges.filter((c) => c.status === r.status).at(-1);
  return last ? last.at : new Date(r.update_datetime);
}

/**
 * A record's SLA at any `now`, from facts loaded once for a batch (a cached list ranks them again per call).
 * `dueAt`, when given, is the due time (epoch ms) of the target a running record's state speaks of, without the
 * rest of its SLA: ranking a kept list of half a million cases needs only that (issue 38).
 */
export type SlaClock = ((r: CaseRecord, now: Date) => CaseSla) & {
  dueAt?: (r: CaseRecord, now: Date) => number;
};

/**
 * Loads the targets and facts of a batch of records (four queries for any batch size). A caller that keeps the
 * targets under the case stamp (they change only with the tenants and the time mapping, which move it) passes
 * them, and only the facts are read.
 */
export async function slaClock(
  db: Db,
  records: readonly CaseRecord[],
  keptTargets?: () => Promise<Targets>,
): Promise<SlaClock> {
  // One after the other: see withSla on why reads never run in parallel on one `db`.
  const targets = await (keptTargets ?? (() => loadTargets(db)))();
  const facts = await loadFacts(db, [...new Set(records.map((r) => r.id))]);
  // A clock lives as long as its facts (a kept list is rebuilt when any case changes), so what does not depend
  // on `now` is worked out once per record: a kept list ranks the same cases at every call.
  const kept = new Map<number, Fixed>();
  const fixed = (r: CaseRecord, now: Date) => {
    let f = kept.get(r.id);
    if (!f) {
      f = fixedOf(r, targets(r), facts.get(r.id), now);
      if (f.dues) kept.set(r.id, f);
    }
    return f;
  };
  // The answers for the last `now` asked: the calls of one second share theirs (listNow), so a kept list asked
  // thousands of times a second works each shown record's SLA out once a second, not once a call (issue 38).
  let memo: { now: Date; slas: Map<number, CaseSla> } | null = null;
  const clock: SlaClock = (r, now) => {
    if (memo?.now !== now) memo = { now, slas: new Map() };
    let sla = memo.slas.get(r.id);
    if (!sla) memo.slas.set(r.id, (sla = slaOf(fixed(r, now), now)));
    return sla;
  };
  clock.dueAt = (r, now) => {
    const { input, dues } = fixed(r, now);
    // computeSla's choice for a record that is not finished: the response until it is met, then the resolution.
    if (!dues || r.status === 'Resolved' || r.status === 'Closed') {
      const sla = slaOf({ input, dues }, now);
      return Date.parse(sla.target === 'response' ? sla.response_due : sla.resolution_due);
    }
    const met = input.firstResponseAt !== null && input.firstResponseAt <= now;
    return (met ? dues.resolutionDue : dues.responseDue).getTime();
  };
  return clock;
}

/** A record's SLA inputs but `now`, and its due times when they hold at any later `now`. */
type Fixed = { input: Omit<SlaInput, 'now'>; dues: (SlaDues & { iso?: [string, string] }) | null };

function fixedOf(
  r: CaseRecord,
  target: { response: number; resolution: number },
  facts: Facts = { firstResponseAt: null, statusChanges: [] },
  now: Date,
): Fixed {
  const finished = r.status === 'Resolved' || r.status === 'Closed';
  const input = {
    createdAt: new Date(r.create_datetime),
    responseMinutes: target.response,
    resolutionMinutes: target.resolution,
    firstResponseAt: facts.firstResponseAt,
    statusChanges: facts.statusChanges,
    status: r.status,
    closedAt: finished ? finishedAt(r, facts) : null,
  };
  // Held at any later `now` only once every recorded status change is behind it (a call may ask for the past).
  const last = facts.statusChanges.at(-1);
  if (!duesHold(r) || (last && last.at > now)) return { input, dues: null };
  // Their text is written at the first answer that shows them: ranking needs none.
  return { input, dues: slaDues({ ...input, now }) };
}

/**
 * Attaches the SLA (src/rules/sla.ts) to records read from the database: targets from the time mapping, the
 * first response and pauses from the case's history and notes. One `now` for the batch, so a list agrees with
 * itself. Its four reads run one after the other: `db` is often a transaction (an action answers its record from
 * inside it), one PostgreSQL connection, on which node-postgres deprecates queueing queries (pg 9 refuses it);
 * on PGlite, one connection anyway, parallel reads only queued.
 */
export async function withSla(db: Db, records: CaseRecord[], now = new Date()): Promise<CaseRecord[]> {
  if (records.length === 0) return records;
  const clock = await slaClock(db, records);
  return records.map((r) => ({ ...r, sla: clock(r, now) }));
}

let sharedNow: Date | null = null;

/**
 * The `now` of a list's answer: the next whole second, one Date for all the calls within it, so their SLAs are
 * worked out once (see the clock's memo). Rounded up, never down: no answer is timed before a change it shows.
 */
export function listNow(): Date {
  const next = Math.ceil(Date.now() / 1000) * 1000;
  if (sharedNow?.getTime() !== next) sharedNow = new Date(next);
  return sharedNow;
}

// A list asks for fifty SLAs at one `now` (one Date object): its ISO text is written once, not fifty times.
let lastNow: Date | null = null;
let lastIso = '';
const isoOf = (now: Date): string => {
  if (now !== lastNow) [lastNow, lastIso] = [now, now.toISOString()];
  return lastIso;
};

function slaOf({ input, dues }: Fixed, now: Date): CaseSla {
  const sla = computeSla({ ...input, now }, dues ?? undefined);
  const iso = dues ? (dues.iso ??= [dues.responseDue.toISOString(), dues.resolutionDue.toISOString()]) : null;
  return {
    state: sla.state,
    target: sla.target,
    response_due: iso ? iso[0] : sla.responseDue.toISOString(),
    resolution_due: iso ? iso[1] : sla.resolutionDue.toISOString(),
    response_met: sla.responseMet,
    minutes_left: sla.minutesLeft,
    at: isoOf(now),
  };
}
