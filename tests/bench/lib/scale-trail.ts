import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';

/**
 * What the large tenant's cases carry besides their rows, each kind in one INSERT … SELECT over the cases the
 * seed added (found by their number's prefix), derived from each case's own status and times:
 *  - history: its creation; the first answer of every case past Open (the SLA's first response); the move to
 *    Pending Customer; the resolve and the close. That is what the SLA clock reads, so the SLA states the
 *    desk shows follow from the statuses (about 2.6 rows per case);
 *  - notes: one on every third assigned case, written after its first answer;
 *  - tasks: a follow-up on every fifth case, done when the case is;
 *  - calls (the interactions timeline): the inbound call that logged each phoned-in case.
 */
export async function insertScaleTrail(db: Db, prefix: string): Promise<void> {
  const ours = sql`c.number like ${`${prefix}%`}`;
  // The first answer, a minute to an hour after the case was opened, never after now.
  const answered = sql`least(now(), c.created_at + (1 + c.id % 59) * interval '1 minute')`;
  const status = (from: string, to: string) => sql.raw(`'{"status": ["${from}", "${to}"]}'::jsonb`);
  await db.execute(sql`
    insert into case_history (case_id, tenant_id, user_id, action, changes, at)
    select c.id, c.tenant_id, c.created_by, 'create', '{}'::jsonb, c.created_at from cases c where ${ours}
  `);
  await db.execute(sql`
    insert into case_history (case_id, tenant_id, user_id, action, changes, at)
    select c.id, c.tenant_id, c.owner_user_id, 'accept', ${status('Open', 'In Progress')}, ${answered}
    from cases c where ${ours} and c.status <> 'Open' and c.owner_user_id is not null
  `);
  await db.execute(sql`
    insert into case_history (case_id, tenant_id, user_id, action, changes, note, at)
    select c.id, c.tenant_id, c.owner_user_id, 'status', ${status('In Progress', 'Pending Customer')},
      'Waiting for the member''s documents', c.updated_at
    from cases c where ${ours} and c.status = 'Pending Customer'
  `);
  await db.execute(sql`
    insert into case_history (case_id, tenant_id, user_id, action, changes, at)
    select c.id, c.tenant_id, c.owner_user_id, 'resolve', ${status('In Progress', 'Resolved')}, c.resolved_at
    from cases c where ${ours} and c.status in ('Resolved', 'Closed')
  `);
  await db.execute(sql`
    insert into case_history (case_id, tenant_id, user_id, action, changes, at)
    select c.id, c.tenant_id, c.owner_user_id, 'close', ${status('Resolved', 'Closed')}, c.closed_at
    from cases c where ${ours} and c.status = 'Closed'
  `);
  await db.execute(sql`
    insert into case_notes (tenant_id, case_id, body, author_user_id, created_at)
    select c.tenant_id, c.id,
      (array['Called the member back; documents promised by Friday.',
        'Scheme confirmed the claim is in assessment.',
        'Employer HR asked for the member''s start date.',
        'Explained the gap cover shortfall to the member.'])[1 + c.id % 4],
      c.owner_user_id, ${answered} + interval '1 minute'
    from cases c where ${ours} and c.owner_user_id is not null and c.id % 3 = 0
  `);
  await db.execute(sql`
    insert into tasks (tenant_id, title, description, workgroup_id, owner_user_id, due_at, status, completion,
      case_id, created_by, created_at, updated_at)
    select c.tenant_id, 'Follow up: ' || c.title, 'Call the member back with the outcome of ' || c.number || '.',
      c.workgroup_id, c.owner_user_id, c.created_at + interval '2 days',
      case when c.status in ('Resolved', 'Closed') then 'Completed' when c.status = 'Pending Customer'
        then 'On Hold' when c.status = 'Open' then 'Open' else 'In Progress' end,
      case when c.status in ('Resolved', 'Closed') then 100 else 0 end,
      c.id, c.created_by, ${answered}, coalesce(c.resolved_at, ${answered})
    from cases c where ${ours} and c.id % 5 = 0
  `);
  await db.execute(sql`
    insert into telephony_call_logs (tenant_id, user_id, direction, number, sip_call_id, status, started_at,
      answered_at, ended_at, disposition_code, note, case_id)
    select c.tenant_id, coalesce(c.owner_user_id, c.created_by), 'inbound', c.caller_phone,
      'scale-' || c.id, 'Completed', c.created_at - interval '6 minutes',
      c.created_at - interval '5 minutes 40 seconds', c.created_at - interval '1 minute', 'CASE_LOGGED',
      coalesce(c.party_name, 'The caller') || ': ' || lower(c.title), c.id
    from cases c
    where ${ours} and c.source = 'call' and c.caller_phone is not null
      and coalesce(c.owner_user_id, c.created_by) is not null
  `);
}
