import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createDatabase, type Db } from '../../../server/db/client';
import { seedDatabase } from '../../../server/db/seed';

/** Whose desk is measured: the agent's "My cases" in their default case workgroup is where the cases land. */
export const deskAccount = { username: 'agent', password: 'Console@2026' };

/** The agent and their default case workgroup: the desk's default filters name both. */
export type DeskOwner = { userId: number; workgroupId: number };

/**
 * `count` open cases owned by the agent in their default case workgroup, inserted in one statement through the
 * database layer: a service call per case would take minutes and measure the service, not the desk. Each copy
 * takes the shape (tenant, customer, classification) of one of the agent's seeded cases, with its own number,
 * title and spread of due dates, so the desk's SLA states and the search box have something to tell apart.
 */
export async function insertDeskCases(db: Db, count: number): Promise<DeskOwner> {
  await db.execute(sql`
    with agent as (select id from users where login_name = ${deskAccount.username}),
    home as (
      select m.workgroup_id from workgroup_members m
      join workgroups w on w.id = m.workgroup_id
      where m.user_id = (select id from agent) and m.is_default and w.wrkgrp_type = 'Case'
      limit 1
    ),
    model as (
      select * from cases
      where owner_user_id = (select id from agent) and workgroup_id = (select workgroup_id from home)
        and record_type = 'case' and closed_at is null
      order by id limit 1
    )
    insert into cases (
      tenant_id, record_type, number, title, description, classification_l1, classification_l2,
      classification_l3, classification_l4, severity, priority, status, workgroup_id, owner_user_id,
      party_type, party_id, party_name, source, due_at, created_by, created_at, updated_at
    )
    select m.tenant_id, m.record_type, 'BEN-' || lpad(g::text, 6, '0'), m.title || ' (' || g || ')',
      m.description, m.classification_l1, m.classification_l2, m.classification_l3, m.classification_l4,
      m.severity, m.priority, m.status, m.workgroup_id, m.owner_user_id, m.party_type, m.party_id,
      m.party_name, m.source, now() + ((g % 21) - 7) * interval '1 day', m.created_by,
      now() - g * interval '1 minute', now() - g * interval '1 minute'
    from model m cross join generate_series(1, ${count}) g
  `);
  const rows = (await db.execute(sql`
    select count(*)::int as n, min(owner_user_id) as user_id, min(workgroup_id) as workgroup_id
    from cases where number like 'BEN-%'
  `)) as unknown as { rows: { n: number; user_id: number; workgroup_id: number }[] };
  const row = rows.rows[0];
  if (row?.n !== count) throw new Error(`the desk bench inserted ${row?.n ?? 0} cases, not ${count}`);
  return { userId: Number(row.user_id), workgroupId: Number(row.workgroup_id) };
}

/** A fresh data directory as `npm start` makes it (migrated, seeded), plus `count` open cases of the agent. */
export async function deskDataDir(count: number): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'staff-console-bench-desk-'));
  // The server keeps its PGlite store in <DATA_DIR>/pglite (server/main.ts).
  const database = await createDatabase({ dataDir: join(dataDir, 'pglite') });
  try {
    await database.migrate();
    await seedDatabase(database.db);
    await insertDeskCases(database.db, count);
  } finally {
    await database.close();
  }
  return dataDir;
}
