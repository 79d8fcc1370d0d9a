import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { deskAccount, type DeskOwner } from './desk-data';
import { insertScaleTrail } from './scale-trail';

/**
 * The large tenant of issue 38: `count` cases in the agent's tenant (Pretoria Office), spread as a busy contact
 * centre's backlog would be, with their history, notes, tasks and calls. Every table is filled by one
 * INSERT … SELECT over generate_series: a row per statement would take hours at a million cases.
 *
 * The spread (per case, drawn from hashes of its position, so every run makes the same tenant):
 *  - workgroups: the agent's default case workgroup (the main claims queue) takes 75 %, the tenant's other case
 *    workgroups (its own and three the seed adds here) share the rest;
 *  - statuses: Closed 30 %, Resolved 10 %, Pending Customer 10 %, In Progress 30 %, Open 20 % (40 % of the open
 *    ones unassigned): 70 % not closed, so the main queue's open list holds over half the tenant, enough for
 *    the desk's scroll to row 100 000 at 200 000 cases;
 *  - owners: the members of the case's workgroup (the seeded staff and 24 bench agents);
 *  - severity and priority lean to the routine (Minor/Low most, Critical/Urgent 7 %), so the SLA targets run
 *    from 2 working hours to 8 working days; open cases were opened over the last six days and closed ones over
 *    the last year, which spreads the open ones over overdue, due today, due later and paused.
 */
export type ScaleTenant = DeskOwner & { tenantId: number; cases: number; myOpen: number; groupOpen: number };

/** Numbers of the cases this seed adds; the trail's statements find them by it. */
export const scalePrefix = 'SCL-';
const benchAgents = 24;
const benchGroups = ['Scale Escalations', 'Scale Underwriting', 'Scale Complaints'];

/** A stable draw in [0, m) for position `g` and salt `s` (hashint8 is PostgreSQL's, so PGlite has it too). */
export const draw = (g: string, s: number, m: number) =>
  sql.raw(`(abs(hashint8(${g}::bigint * 16 + ${s})) % ${m})`);

/** The agent's tenant and default case workgroup, which the desk's default list names. */
async function homeOf(db: Db): Promise<{ userId: number; workgroupId: number; tenantId: number }> {
  const result = (await db.execute(sql`
    select u.id as user_id, w.id as workgroup_id, w.tenant_id
    from users u join workgroup_members m on m.user_id = u.id join workgroups w on w.id = m.workgroup_id
    where u.login_name = ${deskAccount.username} and m.is_default and w.wrkgrp_type = 'Case'
    order by w.id limit 1
  `)) as unknown as { rows: { user_id: number; workgroup_id: number; tenant_id: number }[] };
  const row = result.rows[0];
  if (!row) throw new Error('the seed has no default case workgroup for the agent');
  return {
    userId: Number(row.user_id),
    workgroupId: Number(row.workgroup_id),
    tenantId: Number(row.tenant_id),
  };
}

/**
 * Bench agents (who never sign in: their password hash matches nothing) and three more case workgroups in the
 * tenant; each agent joins one workgroup, two thirds of them the main queue, as its staffing would be.
 */
async function insertStaff(db: Db, home: { workgroupId: number; tenantId: number }): Promise<void> {
  await db.execute(sql`
    insert into workgroups (tenant_id, name, wrkgrp_type, description)
    select ${home.tenantId}, name, 'Case', 'Bench workgroup of the large tenant'
    from unnest(${sql.raw(`array[${benchGroups.map((n) => `'${n}'`).join(',')}]`)}::text[]) name
    on conflict do nothing
  `);
  await db.execute(sql`
    insert into users (login_name, full_name, email, password_hash)
    select 'scale.agent' || lpad(i::text, 2, '0'), 'Bench Agent ' || i,
      'scale.agent' || i || '@bench.invalid', '!'
    from generate_series(1, ${benchAgents}) i
    on conflict do nothing
  `);
  await db.execute(sql`
    insert into user_tenants (user_id, tenant_id)
    select id, ${home.tenantId} from users where login_name like 'scale.agent%'
    on conflict do nothing
  `);
  await db.execute(sql`
    with other as (
      select id, row_number() over (order by id) - 1 as k, count(*) over () as n from workgroups
      where tenant_id = ${home.tenantId} and wrkgrp_type = 'Case' and id <> ${home.workgroupId}
    ),
    agents as (
      select id, row_number() over (order by login_name) - 1 as k from users where login_name like 'scale.agent%'
    )
    insert into workgroup_members (workgroup_id, user_id, is_default)
    select case when a.k % 3 < 2 then ${home.workgroupId} else o.id end, a.id, true
    from agents a left join other o on o.k = a.k % o.n
    on conflict do nothing
  `);
}

/** The cases themselves: shape (title, text, party, classification) from the tenant's seeded cases. */
async function insertCases(db: Db, home: { workgroupId: number; tenantId: number }, count: number) {
  const g = 'g';
  await db.execute(sql`
    with groups as (
      select w.id, row_number() over (order by (w.id = ${home.workgroupId}) desc, w.id) - 1 as k,
        count(*) over () as n,
        (select array_agg(m.user_id order by m.user_id) from workgroup_members m where m.workgroup_id = w.id) as members
      from workgroups w where w.tenant_id = ${home.tenantId} and w.wrkgrp_type = 'Case'
    ),
    model as (
      select c.*, row_number() over (order by c.id) - 1 as k, count(*) over () as n from cases c
      where c.tenant_id = ${home.tenantId} and c.record_type = 'case' and c.number not like ${`${scalePrefix}%`}
    ),
    drawn as (
      select ${sql.raw(g)} as g,
        ${draw(g, 1, 100)} as st, ${draw(g, 2, 20)} as slot, ${draw(g, 3, 1000)} as who,
        ${draw(g, 4, 100)} as sev, ${draw(g, 5, 100)} as pri, ${draw(g, 6, 525600)} as age,
        ${draw(g, 7, 4320)} as took
      from generate_series(1, ${count}) ${sql.raw(g)}
    ),
    shaped as (
      select d.*, gr.id as workgroup_id, gr.members,
        case when d.st < 30 then 'Closed' when d.st < 40 then 'Resolved' when d.st < 50 then 'Pending Customer'
          when d.st < 80 then 'In Progress' else 'Open' end as status,
        case when d.sev < 40 then 'Minor' when d.sev < 75 then 'Moderate' when d.sev < 93 then 'Major'
          else 'Critical' end as severity,
        case when d.pri < 35 then 'Low' when d.pri < 75 then 'Medium' when d.pri < 93 then 'High'
          else 'Urgent' end as priority,
        (case when d.sev < 40 then 3 when d.sev < 75 then 2 when d.sev < 93 then 1 else 0 end)
          + (case when d.pri < 35 then 3 when d.pri < 75 then 2 when d.pri < 93 then 1 else 0 end) as weight
      from drawn d join groups gr
        on gr.k = case when d.slot < 15 then 0 else 1 + (d.slot - 15) % greatest(gr.n - 1, 1) end
    ),
    timed as (
      select s.*,
        now() - case when s.status in ('Closed', 'Resolved') then s.age else s.age % 8640 end
          * interval '1 minute' - interval '1 minute' as created_at,
        case when s.status = 'Open' and s.who < 400 then null
          else s.members[1 + s.who % cardinality(s.members)] end as owner_user_id
      from shaped s
    )
    insert into cases (
      tenant_id, record_type, number, title, description, classification_l1, classification_l2,
      classification_l3, classification_l4, severity, priority, status, workgroup_id, owner_user_id,
      party_type, party_id, party_name, source, caller_phone, due_at, created_by, created_at, updated_at,
      closed_at, resolved_at, resolution_code, pending_reason, remind_at
    )
    select ${home.tenantId}, 'case', ${scalePrefix} || lpad(t.g::text, 7, '0'), m.title, m.description,
      m.classification_l1, m.classification_l2, m.classification_l3, m.classification_l4,
      t.severity, t.priority, t.status, t.workgroup_id, t.owner_user_id,
      m.party_type, m.party_id, m.party_name, m.source, m.caller_phone,
      -- Its resolution target (the default mapping's) in calendar time: a working day is 9 of 24 hours.
      t.created_at + (array[30, 60, 120, 240, 480, 540, 1080])[1 + t.weight] * 4 * 24 / 9 * interval '1 minute',
      coalesce(t.owner_user_id, m.created_by), t.created_at,
      least(now(), t.created_at + (60 + t.took) * interval '1 minute'),
      case when t.status = 'Closed' then least(now(), t.created_at + (1500 + t.took * 3) * interval '1 minute') end,
      case when t.status in ('Closed', 'Resolved') then least(now(), t.created_at + (60 + t.took) * interval '1 minute') end,
      case when t.status in ('Closed', 'Resolved') then 'Information given' end,
      case when t.status = 'Pending Customer' then 'Signed claim form and the member''s ID copy' end,
      -- A day or more ahead: the reminder sweep must not touch the tenant while the bench measures it.
      case when t.status = 'Pending Customer' then now() + (1 + t.g % 5) * interval '1 day' end
    from timed t join model m on m.k = t.g % m.n
  `);
}

const countOf = async (db: Db, query: ReturnType<typeof sql>): Promise<number> => {
  const result = (await db.execute(query)) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]?.n ?? 0);
};

/** The whole tenant into a migrated, seeded database; answers whose desk the bench opens, with its sizes. */
export async function seedScaleTenant(db: Db, count: number): Promise<ScaleTenant> {
  const home = await homeOf(db);
  await insertStaff(db, home);
  await insertCases(db, home, count);
  await insertScaleTrail(db, scalePrefix);
  // Fresh statistics and visibility maps, as autovacuum gives these tables soon after a load like this (an insert
  // of this size triggers it): without them an index-only walk (the desk's far windows) still visits the table.
  for (const table of ['cases', 'case_history', 'case_notes', 'tasks', 'telephony_call_logs'])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  const like = `${scalePrefix}%`;
  const cases = await countOf(db, sql`select count(*) as n from cases where number like ${like}`);
  if (cases !== count) throw new Error(`the large tenant has ${cases} cases, not ${count}`);
  const open = sql`number like ${like} and status <> 'Closed' and workgroup_id = ${home.workgroupId}`;
  return {
    ...home,
    cases,
    myOpen: await countOf(
      db,
      sql`select count(*) as n from cases where ${open} and owner_user_id = ${home.userId}`,
    ),
    groupOpen: await countOf(db, sql`select count(*) as n from cases where ${open}`),
  };
}
