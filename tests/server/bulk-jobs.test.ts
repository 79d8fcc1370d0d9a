import { and, eq, inArray, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bulkJobs, cases, roles } from '../../server/db/schema';
import type { BulkJob, BulkStarted } from '../../src/contracts/workflow/bulk';
import type { WorkflowChange } from '../../src/contracts/workflow/cases';
import { workflowPaths } from '../../src/contracts/workflow/paths';
import { createTestApp, post } from './helpers';
import { subscribePush } from './push-stream';
import { sessions, workflowWorld } from './workflow/world';

// Issue 19: a bulk job handles each record on its own, checked like a single action, and reports each outcome.
const t = await createTestApp();
const w = await workflowWorld(t.database.db);
const db = t.database.db;
const s = await sessions(t.app, 'agent', 'supervisor', 'lerato.khumalo', 'admin');
const claims = w.wg('Pretoria Claims Desk');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const start = (body: unknown, token = s.supervisor.token) =>
  post<BulkStarted>(t.app, workflowPaths.bulkStart, body, token);
const read = (jobId: number, token = s.supervisor.token) =>
  post<BulkJob>(t.app, workflowPaths.bulkGet, { job_id: jobId }, token);

/** Starts a job and reads its progress until it has finished, as the console does. */
async function runJob(body: unknown, token = s.supervisor.token): Promise<BulkJob> {
  const started = await start(body, token);
  expect(started.body.errCode, String(started.body.msg)).toBe(0);
  for (;;) {
    const answer = await read(started.body.data.job_id, token);
    expect(answer.body.errCode).toBe(0);
    if (answer.body.data.finished) return answer.body.data;
    await sleep(50);
  }
}

const openIn = async (wrkgrpId: number, n: number) =>
  (
    await db
      .select({ id: cases.id, number: cases.number, priority: cases.priority })
      .from(cases)
      .where(and(eq(cases.workgroupId, wrkgrpId), ne(cases.status, 'Closed')))
      .orderBy(cases.id)
      .limit(n)
  ).map((r) => r);
const assignTo = (ids: number[], login: string) => ({
  ids,
  action: 'assign',
  wrkgrp_id: claims.id,
  owner_user_id: w.userId(login),
});

describe('bulk batch permission and scope checks', () => {
  it('refuses a profile without 17__17003 before doing anything', async () => {
    const [one] = await openIn(claims.id, 1);
    const answer = await start(assignTo([one.id], 'lerato.khumalo'), s.agent.token);
    expect(answer.body.errCode).toBe(7);
    expect(answer.body.msg).toBe('Your profile does not allow you to act on a selection');
  });

  it('refuses a record of another tenant as not found, without naming it or touching it', async () => {
    const [mine] = await openIn(claims.id, 1);
    const [capeTown] = await openIn(w.wg('Cape Town Service Desk').id, 1);
    const job = await runJob({ ids: [capeTown.id, mine.id], action: 'priority', priority: 'Urgent' });
    expect(job).toMatchObject({ total: 2, done: 1, refused: 1, finished: true });
    expect(job.results[0]).toEqual({
      id: capeTown.id,
      number: null,
      outcome: 'refused',
      reason: 'Not found',
    });
    expect(job.results[1]).toMatchObject({ id: mine.id, number: mine.number, outcome: 'done' });
    const [after] = await db.select().from(cases).where(eq(cases.id, capeTown.id));
    expect(after.version).toBe(1);
  });

  it('refuses a closed record with the reason while the others are done', async () => {
    const [a, b, c] = await openIn(claims.id, 3);
    await db.update(cases).set({ status: 'Closed' }).where(eq(cases.id, b.id));
    const job = await runJob(assignTo([a.id, b.id, c.id], 'lerato.khumalo'));
    expect(job).toMatchObject({ done: 2, refused: 1 });
    expect(job.results.map((r) => r.outcome)).toEqual(['done', 'refused', 'done']);
    expect(job.results[1]).toMatchObject({ number: b.number, reason: `${b.number} is closed` });
    const owners = await db
      .select()
      .from(cases)
      .where(inArray(cases.id, [a.id, c.id]));
    expect(owners.map((r) => r.ownerUserId)).toEqual([
      w.userId('lerato.khumalo'),
      w.userId('lerato.khumalo'),
    ]);
  });

  // Issue 37: the target is resolved in the caller's tenants before a job is accepted, as the single action does.
  it('refuses a job assigning to someone outside the workgroup, or to another tenant’s workgroup', async () => {
    const [a] = await openIn(claims.id, 1);
    const jobsBefore = (await db.select({ id: bulkJobs.id }).from(bulkJobs)).length;
    const outsider = await start(assignTo([a.id], 'johan.botha'));
    expect(outsider.body).toMatchObject({ errCode: 1, msg: 'That user is not a member of the workgroup' });
    const capeDesk = await start({
      ...assignTo([a.id], 'lerato.khumalo'),
      wrkgrp_id: w.wg('Cape Town Service Desk').id,
    });
    expect(capeDesk.body).toMatchObject({ errCode: 4, msg: 'That workgroup does not exist in your tenants' });
    expect(JSON.stringify(capeDesk.body)).not.toContain('Cape Town');
    expect((await db.select({ id: bulkJobs.id }).from(bulkJobs)).length).toBe(jobsBefore);
  });

  it('changes priority like assign: only members of the workgroup, with the change in the history', async () => {
    const [a] = await openIn(claims.id, 1);
    // Other tests re-prioritise cases of this desk: choose one this case does not have.
    const next = a.priority === 'Urgent' ? 'Low' : 'Urgent';
    const outsider = await runJob({ ids: [a.id], action: 'priority', priority: next }, s.admin.token);
    expect(outsider.results[0]).toMatchObject({
      outcome: 'refused',
      reason: 'Only members of the workgroup can change its priority',
    });
    const single = await post<WorkflowChange>(
      t.app,
      workflowPaths.action,
      { action: 'priority', id: a.id, priority: next, note: 'Member is in hospital' },
      s.supervisor.token,
    );
    expect(single.body.data).toMatchObject({ action: 'priority', record: { priority: next } });
    const history = await post<{ action: string; changes: Record<string, unknown> }[]>(
      t.app,
      workflowPaths.caseHistory,
      { id: a.id },
      s.supervisor.token,
    );
    expect(history.body.data.at(-1)).toMatchObject({
      action: 'priority',
      changes: { priority: [a.priority, next] },
    });
  });

  it('answers only the user who started the job', async () => {
    const [a] = await openIn(claims.id, 1);
    const started = await start({ ids: [a.id], action: 'priority', priority: 'Low' });
    const other = await read(started.body.data.job_id, s.admin.token);
    expect(other.body.errCode).toBe(4);
    expect(other.body.data).toBeNull();
    // Let it finish here: a change of its still arriving would land in the next test's push stream.
    while (!(await read(started.body.data.job_id)).body.data.finished) await sleep(50);
  });

  it('checks the choices once: a bulk assign without a user is one validation error', async () => {
    const answer = await start({ ids: [1, 2], action: 'assign', wrkgrp_id: claims.id });
    expect(answer.body.errCode).toBe(1);
    expect((await start({ ids: [1, 1], action: 'close' })).body.errCode).toBe(1);
  });

  it('pushes every committed change to the consoles that see the record', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const lerato = await subscribePush(base, s['lerato.khumalo'].token);
    expect(await lerato.waitFor((e) => e.event === 'ready')).toBeDefined();
    const picked = await openIn(claims.id, 2);
    await runJob({ ids: picked.map((p) => p.id), action: 'priority', priority: 'High' });
    for (const p of picked) {
      const heard = await lerato.waitFor(
        (e) => e.event === 'change' && (e.data as WorkflowChange).record.id === p.id,
      );
      expect(heard?.data).toMatchObject({ action: 'priority', record: { priority: 'High' } });
    }
    await lerato.close();
  });

  it('a job left running by a stopped instance is claimed by another and finished', async () => {
    const [a, b] = await openIn(claims.id, 2);
    const [role] = await db.select().from(roles).where(eq(roles.name, 'Supervisor'));
    const [left] = await db
      .insert(bulkJobs)
      .values({
        tenantId: w.tenantId('Ubuntu Benefits Gauteng'),
        userId: w.userId('supervisor'),
        roleId: role.id,
        action: 'priority',
        params: { priority: 'Low' },
        ids: [a.id, b.id],
        heartbeatAt: new Date(Date.now() - 5 * 60_000),
      })
      .returning({ id: bulkJobs.id });
    // A second instance over the same store: it claims the job as it starts.
    const survivor = await createTestApp({ database: t.database });
    for (;;) {
      const answer = await post<BulkJob>(
        survivor.app,
        workflowPaths.bulkGet,
        { job_id: left.id },
        s.supervisor.token,
      );
      expect(answer.body.errCode).toBe(0);
      if (answer.body.data.finished) {
        expect(answer.body.data).toMatchObject({ done: 2, refused: 0 });
        break;
      }
      await sleep(50);
    }
    const after = await db
      .select()
      .from(cases)
      .where(inArray(cases.id, [a.id, b.id]));
    expect(after.map((r) => r.priority)).toEqual(['Low', 'Low']);
    await survivor.close();
  });

  it('handles 1,000 records in one job', { timeout: 180_000 }, async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => ({
      tenantId: claims.tenantId,
      number: `BULK-${String(i).padStart(4, '0')}`,
      title: `Bulk seeded case ${i}`,
      severity: 'Moderate',
      priority: 'Medium',
      status: 'Open',
      workgroupId: claims.id,
      source: 'manual',
    }));
    const inserted = await db.insert(cases).values(rows).returning({ id: cases.id });
    const job = await runJob(
      assignTo(
        inserted.map((r) => r.id),
        'lerato.khumalo',
      ),
    );
    expect(job).toMatchObject({ total: 1000, done: 1000, refused: 0 });
    expect(job.results).toHaveLength(1000);
  });
});
