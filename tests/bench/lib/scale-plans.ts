import { and, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../../server/db/client';
import { caseHistory, cases } from '../../../server/db/schema';
import { windowStatement } from '../../../server/domain/workflow/desk-page-window';
import { selectCases } from '../../../server/domain/workflow/records';
import type { ScaleTenant } from './scale-data';

export type Plan = { name: string; ms: number; text: string };

/** The agent's tenant scope as the service computes it: each granted tenant with its descendants. */
async function scopeOf(db: Db, userId: number): Promise<number[]> {
  const result = (await db.execute(sql`
    with recursive tree as (
      select tenant_id as id from user_tenants where user_id = ${userId}
      union select t.id from tenants t join tree on t.parent_id = tree.id
    ) select id from tree
  `)) as unknown as { rows: { id: number }[] };
  return result.rows.map((r) => Number(r.id));
}

/**
 * The queries behind the desk's first page, built with the service's own query code and filters (case-list.ts,
 * case-list-cache.ts, sla.ts), so the plans are of the statements it sends: the SLA list's read of the whole
 * filtered set (once per change of the cases), the history its SLA clock reads, and the newest-first page
 * with its count.
 */
async function statements(db: Db, tenant: ScaleTenant, owner: boolean) {
  const scope = await scopeOf(db, tenant.userId);
  const where: SQL | undefined = and(
    inArray(cases.tenantId, scope),
    eq(cases.recordType, 'case'),
    eq(cases.workgroupId, tenant.workgroupId),
    owner ? eq(cases.ownerUserId, tenant.userId) : undefined,
    ne(cases.status, 'Closed'),
  );
  const newest = [desc(cases.createdAt), desc(cases.id)] as const;
  const far = Math.min(100_000, Math.max(0, tenant.groupOpen - 100));
  const ids = (
    await db
      .select({ id: cases.id })
      .from(cases)
      .where(where)
      .limit(owner ? 65_000 : 1000)
  ).map((r) => r.id);
  return [
    {
      name: 'SLA list read (whole filtered set)',
      query: selectCases(db)
        .where(where)
        .orderBy(...newest),
    },
    {
      name: `SLA facts: history of ${ids.length.toLocaleString('en-ZA')} cases`,
      query: db
        .select({ caseId: caseHistory.caseId, at: caseHistory.at })
        .from(caseHistory)
        .where(and(inArray(caseHistory.caseId, ids), ne(caseHistory.action, 'create')))
        .orderBy(caseHistory.at, caseHistory.id),
    },
    {
      name: 'newest-first page of 50',
      query: selectCases(db)
        .where(where)
        .orderBy(...newest)
        .limit(50),
    },
    { name: 'count of the filtered set', query: db.select({ n: count() }).from(cases).where(where) },
    // The desk's window far down the tab (desk-page-window.ts): its ids by an index-only walk, then those rows.
    ...(owner
      ? []
      : [
          {
            name: `desk window of 70 at row ${far.toLocaleString('en-ZA')}`,
            query: windowStatement(db, { where }, undefined, { offset: far, limit: 70 }),
          },
        ]),
  ];
}

/** EXPLAIN (ANALYZE, BUFFERS) of each statement on PostgreSQL, with the parameters the service would bind. */
export async function explainList(db: Db, url: string, tenant: ScaleTenant, owner: boolean): Promise<Plan[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const plans: Plan[] = [];
    for (const { name, query } of await statements(db, tenant, owner)) {
      const { sql: text, params } = query.toSQL();
      const result = await client.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${text}`,
        params as unknown[],
      );
      const lines = result.rows.map((r) => r['QUERY PLAN']);
      const ms = Number(/Execution Time: ([\d.]+)/.exec(lines.join('\n'))?.[1] ?? NaN);
      // The history's id list would fill pages: each line is cut at 240 characters.
      const shown = lines.map((l) => (l.length > 240 ? `${l.slice(0, 240)}…` : l));
      plans.push({ name, ms, text: shown.join('\n') });
    }
    return plans;
  } finally {
    await client.end();
  }
}
