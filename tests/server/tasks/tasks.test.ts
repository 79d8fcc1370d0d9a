import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, classifications, taskHistory, tasks } from '../../../server/db/schema';
import {
  taskPaths as p,
  type TaskConfig,
  type TaskGroupDetail,
  type TaskGroupRecord,
  type TaskHistoryEntry,
  type TaskRecord,
} from '../../../src/contracts/tasks';
import { createTestApp, post } from '../helpers';
import { sessions, workflowWorld } from '../workflow/world';

const t = await createTestApp();
const db = t.database.db;
const w = await workflowWorld(db);
const s = await sessions(t.app, 'admin', 'agent', 'supervisor');
const call = <T>(who: string, path: string, body?: unknown) => post<T>(t.app, path, body ?? {}, s[who].token);

const pretoria = w.wg('Pretoria Claims Desk').id;
const capeTown = w.wg('Cape Town Service Desk').id;
const taskClass = await db.select().from(classifications).where(eq(classifications.workflowType, 'task'));
const na = taskClass.find((c) => c.level === 1 && c.name === 'NA')!;
const onboarding = taskClass.find((c) => c.level === 1 && c.name === 'Onboarding')!;
const collectIds = taskClass.find((c) => c.name === 'Collect ID copies')!;

const newTask = (extra: Record<string, unknown> = {}) => ({
  title: 'Collect ID copies for new members',
  wrkgrp_id: pretoria,
  owner_user_id: w.userId('agent'),
  ...extra,
});

describe('task configuration and seed', () => {
  it('answers the cached configuration: approval fields, the external reference tag, page 50, no documents', async () => {
    const { body } = await call<TaskConfig>('agent', p.config);
    expect(body.errCode).toBe(0);
    expect(body.data.task_approval_fields).toEqual([
      'requires_approval',
      'approver_user_id',
      'approval_status',
      'approval_comment',
    ]);
    expect(body.data.tags_list.external_reference_number_task.max_length).toBe(60);
    expect(body.data.page_size).toBe(50);
    expect(body.data.send_documents_with_notification).toBe(false);
  });

  it('seeds a few hundred tasks in task groups across the workgroups', async () => {
    const [{ n }] = await db.select({ n: count() }).from(tasks);
    expect(n).toBeGreaterThanOrEqual(250);
    const groups = await call<TaskGroupRecord[]>('admin', p.groupList);
    expect(groups.body.data.length).toBeGreaterThanOrEqual(10);
    expect(groups.body.data.every((g) => g.task_count === 25)).toBe(true);
  });
});

describe('task groups', () => {
  it('lets an administrator create and update a group; the Agent is refused and nothing is written', async () => {
    const made = await call<TaskGroupDetail>('admin', p.groupSave, {
      name: 'Year-end tax certificates',
      description: 'IRP5 and medical tax certificates for every member',
      wrkgrp_id: pretoria,
      checklist: ['Request certificates', 'E-mail members'],
    });
    expect(made.body).toMatchObject({ errCode: 0, msg: 'Task group saved' });
    expect(made.body.data).toMatchObject({ wrkgrp_name: 'Pretoria Claims Desk', task_count: 0, tasks: [] });
    const renamed = await call<TaskGroupDetail>('admin', p.groupSave, {
      id: made.body.data.id,
      name: 'Year-end tax certificates 2026',
      wrkgrp_id: pretoria,
    });
    expect(renamed.body.data.name).toBe('Year-end tax certificates 2026');
    const before = await db.select({ n: count() }).from(auditLog);
    const refused = await call('agent', p.groupSave, { name: 'Agent group', wrkgrp_id: pretoria });
    expect(refused.body).toMatchObject({
      errCode: 7,
      msg: 'Your profile does not allow you to manage task groups or reassign tasks',
    });
    expect(await db.select({ n: count() }).from(auditLog)).toEqual(before);
  });

  it('refuses bad input with the field messages', async () => {
    const bad = await call('admin', p.groupSave, { name: 'ab', wrkgrp_id: pretoria, checklist: [''] });
    expect(bad.body.errCode).toBe(1);
    expect(bad.body.msg).toContain('name: The min number of characters is 3');
    expect(bad.body.msg).toContain('checklist.0: This field is required');
    const missing = await call('admin', p.groupSave, { name: 'Fine name' });
    expect(missing.body).toMatchObject({ errCode: 1, msg: 'wrkgrp_id: This field is required' });
  });
});

describe('tasks', () => {
  it('creates a task with level 1 defaulting to NA, keeps history and an audit line', async () => {
    const made = await call<TaskRecord>('agent', p.taskSave, newTask({ completion: 10 }));
    expect(made.body.errCode).toBe(0);
    expect(made.body.data).toMatchObject({
      classification_l1: na.id,
      classification_name: 'NA',
      status: 'In Progress',
      completion: 10,
      owner_name: 'Naledi Mokoena',
      approval_status: 'Not Required',
    });
    const classified = await call<TaskRecord>(
      'agent',
      p.taskSave,
      newTask({
        classification: { classification_l1: onboarding.id, classification_l2: collectIds.id },
        external_reference_number: 'HR-2026-0042',
        documents: [{ document_name: 'ids.txt', document_data: 'data:text/plain;base64,SUQgY29weQ==' }],
      }),
    );
    expect(classified.body.data).toMatchObject({
      classification_name: 'Onboarding > Collect ID copies',
      external_reference_number: 'HR-2026-0042',
      documents: [{ document_name: 'ids.txt', size: 7 }],
    });
    const history = await call<TaskHistoryEntry[]>('agent', p.taskHistory, { id: classified.body.data.id });
    expect(history.body.data).toHaveLength(1);
    expect(history.body.data[0]).toMatchObject({ action: 'create', user_name: 'Naledi Mokoena' });
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'task'), eq(auditLog.entityId, String(classified.body.data.id))));
    expect(audits.map((a) => a.action)).toEqual(['task.create']);
  });

  it('refuses bad input with errCode 1 and the reason', async () => {
    const over = await call('agent', p.taskSave, newTask({ completion: 150 }));
    expect(over.body).toMatchObject({ errCode: 1, msg: 'completion: Value cannot be greater than 100' });
    const short = await call('agent', p.taskSave, newTask({ title: 'ab' }));
    expect(short.body).toMatchObject({ errCode: 1, msg: 'title: The min number of characters is 3' });
    const gap = await call('agent', p.taskSave, newTask({ classification: { classification_l3: 5 } }));
    expect(gap.body).toMatchObject({
      errCode: 1,
      msg: 'classification: A classification level needs the level above it',
    });
    const wrongBranch = await call(
      'agent',
      p.taskSave,
      newTask({ classification: { classification_l1: na.id, classification_l2: collectIds.id } }),
    );
    expect(wrongBranch.body).toMatchObject({
      errCode: 1,
      msg: 'Level 2 is not a task classification value under the level above',
    });
    const noApprover = await call('agent', p.taskSave, newTask({ requires_approval: true }));
    expect(noApprover.body).toMatchObject({
      errCode: 1,
      msg: 'Choose the approver of a task that needs approval',
    });
    const stranger = await call('agent', p.taskSave, newTask({ owner_user_id: w.userId('sipho.dlamini') }));
    expect(stranger.body).toMatchObject({ errCode: 1, msg: 'The owner is not a member of the workgroup' });
  });

  it('lets the Agent update their own task but not give it away or touch another’s', async () => {
    const own = (await call<TaskRecord>('agent', p.taskSave, newTask())).body.data;
    const moved = await call<TaskRecord>('agent', p.progress, {
      id: own.id,
      completion: 60,
      note: 'Half done',
    });
    expect(moved.body.data).toMatchObject({ completion: 60, status: 'In Progress' });
    const away = await call('agent', p.taskSave, {
      ...newTask({ owner_user_id: w.userId('lerato.khumalo') }),
      id: own.id,
    });
    expect(away.body).toMatchObject({ errCode: 7 });
    const theirs = (
      await call<TaskRecord>('admin', p.taskSave, newTask({ owner_user_id: w.userId('lerato.khumalo') }))
    ).body.data;
    const refused = await call('agent', p.progress, { id: theirs.id, completion: 90 });
    expect(refused.body).toMatchObject({ errCode: 7, msg: 'You can only update your own tasks' });
    const [row] = await db.select().from(tasks).where(eq(tasks.id, theirs.id));
    expect(row.completion).toBe(0);
    const history = await db.select().from(taskHistory).where(eq(taskHistory.taskId, own.id));
    expect(history.map((h) => h.action)).toEqual(['create', 'progress']);
    expect(history[1].changes).toMatchObject({ completion: [0, 60] });
  });

  it('waits for approval before completing, and the approver decides', async () => {
    const made = (
      await call<TaskRecord>(
        'agent',
        p.taskSave,
        newTask({ requires_approval: true, approver_user_id: w.userId('supervisor') }),
      )
    ).body.data;
    expect(made.approval_status).toBe('Pending');
    const done = await call<TaskRecord>('agent', p.progress, { id: made.id, completion: 100 });
    expect(done.body.data).toMatchObject({ status: 'In Progress', approval_status: 'Pending' });
    const early = await call('agent', p.progress, { id: made.id, completion: 100, status: 'Completed' });
    expect(early.body).toMatchObject({
      errCode: 1,
      msg: 'This task needs approval before it can be completed',
    });
    const byAgent = await call('agent', p.approve, { id: made.id, decision: 'Approved' });
    expect(byAgent.body).toMatchObject({ errCode: 7 });
    const waiting = await call<TaskRecord[]>('supervisor', p.approvals);
    expect(waiting.body.data.some((x) => x.id === made.id)).toBe(true);
    const approved = await call<TaskRecord>('supervisor', p.approve, {
      id: made.id,
      decision: 'Approved',
      comment: 'Checked',
    });
    expect(approved.body).toMatchObject({ errCode: 0, msg: 'Task approved' });
    expect(approved.body.data).toMatchObject({
      status: 'Completed',
      approval_status: 'Approved',
      approval_comment: 'Checked',
    });
    const again = await call('supervisor', p.approve, { id: made.id, decision: 'Rejected' });
    expect(again.body).toMatchObject({ errCode: 1, msg: 'This task is not waiting for approval (Approved)' });
  });

  it('shows the tracker the caller’s and their workgroups’ tasks only', async () => {
    const { body } = await call<TaskRecord[]>('agent', p.tracker, {});
    expect(body.errCode).toBe(0);
    expect(body.data.length).toBeGreaterThan(50);
    const agentId = w.userId('agent');
    const mine = [w.wg('Pretoria Claims Desk').id, w.wg('Pretoria Member Services').id];
    expect(body.data.every((x) => x.owner_user_id === agentId || mine.includes(x.wrkgrp_id))).toBe(true);
    const own = await call<TaskRecord[]>('agent', p.tracker, { scope: 'mine', status: 'In Progress' });
    expect(own.body.data.every((x) => x.owner_user_id === agentId && x.status === 'In Progress')).toBe(true);
  });
});

describe('tenant scoping and administrator actions', () => {
  it('refuses another tenant’s task and changes nothing', async () => {
    const [far] = await db.select().from(tasks).where(eq(tasks.workgroupId, capeTown)).limit(1);
    const read = await call('agent', p.taskGet, { id: far.id });
    expect(read.body).toMatchObject({ errCode: 4, msg: 'That task does not exist' });
    const update = await call('agent', p.progress, { id: far.id, completion: 77 });
    expect(update.body.errCode).toBe(4);
    const move = await call('supervisor', p.bulkReassign, {
      ids: [far.id],
      wrkgrp_id: pretoria,
      owner_user_id: null,
    });
    expect(move.body.errCode).toBe(4);
    const inCape = await call('agent', p.taskSave, newTask({ wrkgrp_id: capeTown }));
    expect(inCape.body).toMatchObject({ errCode: 4 });
    const [after] = await db.select().from(tasks).where(eq(tasks.id, far.id));
    expect(after).toEqual(far);
  });

  it('bulk reassigns for an administrator and refuses the Agent', async () => {
    const two = await db.select().from(tasks).where(eq(tasks.workgroupId, pretoria)).limit(2);
    const ids = two.map((x) => x.id);
    const refused = await call('agent', p.bulkReassign, { ids, wrkgrp_id: pretoria, owner_user_id: null });
    expect(refused.body).toMatchObject({
      errCode: 7,
      msg: 'Your profile does not allow you to manage task groups or reassign tasks',
    });
    const target = w.wg('Pretoria Member Services').id;
    const moved = await call<TaskRecord[]>('supervisor', p.bulkReassign, {
      ids,
      wrkgrp_id: target,
      owner_user_id: w.userId('lerato.khumalo'),
    });
    expect(moved.body).toMatchObject({ errCode: 0, msg: '2 tasks reassigned' });
    expect(moved.body.data.every((x) => x.wrkgrp_id === target && x.owner_name === 'Lerato Khumalo')).toBe(
      true,
    );
    const empty = await call('supervisor', p.bulkReassign, {
      ids: [],
      wrkgrp_id: target,
      owner_user_id: null,
    });
    expect(empty.body).toMatchObject({ errCode: 1, msg: 'ids: This field is required' });
  });
});
