import { and, inArray, isNotNull, min, ne, sql } from 'drizzle-orm';
import type { CaseRecord, CaseStatus } from '../../../src/contracts/workflow/cases';
import type { CaseSla } from '../../../src/contracts/workflow/sla';
import { defaultTargets } from '../../../src/contracts/workflow-admin/working-time';
import { computeSla } from '../../../src/rules/sla';
import type { Db } from '../../db/client';
import { caseHistory, caseNotes, severityPriorityTimes, tenants } from '../../db/schema';

type Facts = {
  firstResponseAt: Date | null;
  statusChanges: { at: Date; status: CaseStatus }[];
};
type Targets = (r: CaseRecord) => { response: number; resolution: number };

/** The time mapping of every tenant, nearest tenant first along its ancestors, else the defaults. */
async function loadTargets(db: Db): Promise<Targets> {
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
  const history = await db
    .select({
      caseId: caseHistory.caseId,
      at: caseHistory.at,
      userId: caseHistory.userId,
      status: sql<string | null>`${caseHistory.changes} -> 'status' ->> 1`,
    })
    .from(caseHistory)
    .where(and(inArray(caseHistory.caseId, ids), ne(caseHistory.action, 'create')))
    .orderBy(caseHistory.at, caseHistory.id);
  const notes = await db
    .select({ caseId: caseNotes.caseId, first: min(caseNotes.createdAt) })
    .from(caseNotes)
    .where(and(inArray(caseNotes.caseId, ids), isNotNull(caseNotes.authorUserId)))
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

/** A record's SLA at any `now`, from facts loaded once for a batch (a cached list ranks them again per call). */
export type SlaClock = (r: CaseRecord, now: Date) => CaseSla;

/** Loads the targets and facts of a batch of records (three queries for any batch size). */
export async function slaClock(db: Db, records: readonly CaseRecord[]): Promise<SlaClock> {
  // One after the other: see withSla on why reads never run in parallel on one `db`.
  const targets = await loadTargets(db);
  const facts = await loadFacts(db, [...new Set(records.map((r) => r.id))]);
  return (r, now) => slaOf(r, targets(r), facts.get(r.id), now);
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

function slaOf(
  r: CaseRecord,
  target: { response: number; resolution: number },
  facts: Facts = { firstResponseAt: null, statusChanges: [] },
  now: Date,
): CaseSla {
  const finished = r.status === 'Resolved' || r.status === 'Closed';
  const sla = computeSla({
    createdAt: new Date(r.create_datetime),
    responseMinutes: target.response,
    resolutionMinutes: target.resolution,
    firstResponseAt: facts.firstResponseAt,
    statusChanges: facts.statusChanges,
    status: r.status,
    closedAt: finished ? finishedAt(r, facts) : null,
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
}
