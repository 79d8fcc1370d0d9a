import { count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cases, classifications, tasks } from '../../../server/db/schema';
import { taskPaths, type TaskHistoryEntry, type TaskRecord } from '../../../src/contracts/tasks';
import { addWorkingMinutes, defaultTargets } from '../../../src/contracts/workflow-admin/working-time';
import type { CaseHistoryEntry, CaseRecord, WorkflowChange } from '../../../src/contracts/workflow/cases';
import type { CaseSearchItem } from '../../../src/contracts/workflow/case-search';
import { workflowPaths } from '../../../src/contracts/workflow/paths';
import { createTestApp, post } from '../helpers';
import { sessions, workflowWorld } from './world';

// Tasks on the case, the case type-ahead and the classification on the case (case-tasks brief).
const t = await createTestApp();
const db = t.database.db;
const w = await workflowWorld(db);
const s = await sessions(t.app, 'agent', 'admin');
const call = <T>(who: 'agent' | 'admin', path: string, body: unknown) =>
  post<T>(t.app, path, body, s[who].token);

const claims = w.wg('Pretoria Claims Desk').id;
const caseValues = await db.select().from(classifications).where(eq(classifications.workflowType, 'case'));
const value = (name: string, parent: number | null) =>
  caseValues.find((c) => c.name === name && c.parentId === parent)!;
const medical = value('Medical Aid', null);
const contributions = value('Contributions', medical.id);
const debitOrder = value('Debit order failed', contributions.id);
const [capeTownCase] = await db
  .select()
  .from(cases)
  .where(eq(cases.tenantId, w.tenantId('Cape Town Office')))
  .limit(1);

const openCase = async (title: string) => {
  const answer = await call<CaseRecord>('agent', workflowPaths.caseCreate, {
    title,
    wrkgrp_id: claims,
    owner_user_id: w.userId('agent'),
  });
  expect(answer.body.errCode).toBe(0);
  return answer.body.data;
};

describe('classification on the case', () => {
  it('a new classification takes its mapped severity and priority and counts the due time again, named in the history', async () => {
    const c = await openCase('Debit order bounced twice');
    // Unclassified: Moderate / Medium, due by that target from creation.
    const created = new Date(c.create_datetime);
    expect(c.due_at).toBe(
      addWorkingMinutes(created, defaultTargets('Moderate', 'Medium').resolution).toISOString(),
    );
    const answer = await call<WorkflowChange>('agent', workflowPaths.caseUpdate, {
      id: c.id,
      version: c.version,
      classification: {
        classification_l1: medical.id,
        classification_l2: contributions.id,
        classification_l3: debitOrder.id,
        classification_l4: null,
      },
    });
    expect(answer.body.errCode).toBe(0);
    // The case set-up maps "Debit order failed" to Critical / Urgent (seed).
    const due = addWorkingMinutes(created, defaultTargets('Critical', 'Urgent').resolution).toISOString();
    expect(answer.body.data.record).toMatchObject({
      classification_l1: medical.id,
      classification_l2: contributions.id,
      classification_l3: debitOrder.id,
      classification_l4: null,
      severity: 'Critical',
      priority: 'Urgent',
      due_at: due,
      version: c.version + 1,
    });
    expect(due).not.toBe(c.due_at);
    const history = await call<CaseHistoryEntry[]>('agent', workflowPaths.caseHistory, { id: c.id });
    expect(history.body.data.at(-1)).toMatchObject({
      action: 'update',
      note: 'Severity and priority from the classification mapping',
      changes: {
        classification: [null, 'Medical Aid › Contributions › Debit order failed'],
        severity: ['Moderate', 'Critical'],
        priority: ['Medium', 'Urgent'],
        due_at: [c.due_at, due],
      },
    });
  });

  it('refuses a level that is not under the level above it, and saves nothing', async () => {
    const c = await openCase('Wrong classification chain');
    const gap = value('Gap Cover', null);
    const answer = await call('agent', workflowPaths.caseUpdate, {
      id: c.id,
      version: c.version,
      classification: { classification_l1: gap.id, classification_l2: contributions.id },
    });
    expect(answer.body).toMatchObject({
      errCode: 1,
      msg: 'Category is not a case classification value under the level above it',
    });
    const read = await call<CaseRecord>('agent', workflowPaths.caseGet, { id: c.id });
    expect(read.body.data).toMatchObject({ classification_l1: null, version: c.version });
  });
});

describe('tasks on the case', () => {
  it('lists the tasks linked to a case with their TSK- numbers; a task linked to another tenant’s case is refused', async () => {
    const c = await openCase('Follow up the member’s broker');
    const saved = await call<TaskRecord>('agent', taskPaths.taskSave, {
      title: 'Call the broker back',
      wrkgrp_id: claims,
      owner_user_id: w.userId('agent'),
      case_id: c.id,
    });
    expect(saved.body.errCode).toBe(0);
    expect(saved.body.data).toMatchObject({ case_number: c.number, case_title: c.title });
    expect(saved.body.data.number).toMatch(/^TSK-\d{6}$/);
    // The task's history names the case by its number, not the id the row holds.
    const trail = await call<TaskHistoryEntry[]>('agent', taskPaths.taskHistory, { id: saved.body.data.id });
    expect(trail.body.data[0].changes).toMatchObject({ case: [null, c.number] });
    expect(trail.body.data[0].changes).not.toHaveProperty('case_id');
    const listed = await call<TaskRecord[]>('agent', taskPaths.caseTasks, { case_id: c.id });
    expect(listed.body.data.map((x) => [x.number, x.title, x.status])).toEqual([
      [saved.body.data.number, 'Call the broker back', 'Open'],
    ]);

    const [{ n: before }] = await db.select({ n: count() }).from(tasks);
    const refused = await call('agent', taskPaths.taskSave, {
      title: 'Linked to a Cape Town case',
      wrkgrp_id: claims,
      case_id: capeTownCase.id,
    });
    expect(refused.body).toMatchObject({ errCode: 4, msg: 'That case does not exist in your tenants' });
    const [{ n: after }] = await db.select({ n: count() }).from(tasks);
    expect(after).toBe(before);
    // Nor can its tasks be listed from outside its tenant.
    const foreign = await call('agent', taskPaths.caseTasks, { case_id: capeTownCase.id });
    expect(foreign.body.errCode).toBe(4);
  });
});

describe('case type-ahead', () => {
  it('finds cases by part of their number or title, only in the caller’s tenants', async () => {
    const digits = capeTownCase.number.slice(4);
    const mine = await call<CaseSearchItem[]>('agent', workflowPaths.caseSearch, { query: digits });
    expect(mine.body.errCode).toBe(0);
    expect(mine.body.data.map((x) => x.id)).not.toContain(capeTownCase.id);
    const theirs = await call<CaseSearchItem[]>('admin', workflowPaths.caseSearch, { query: digits });
    expect(theirs.body.data.map((x) => x.id)).toContain(capeTownCase.id);

    const c = await openCase('Scheme refused the zygomatic implant');
    const byTitle = await call<CaseSearchItem[]>('agent', workflowPaths.caseSearch, { query: 'zygomatic' });
    expect(byTitle.body.data).toEqual([
      { id: c.id, number: c.number, title: c.title, record_type: 'case', status: 'Open' },
    ]);
    // Whatever it answers lies in the agent's tenants.
    const wide = await call<CaseSearchItem[]>('agent', workflowPaths.caseSearch, { query: 'CAS-00' });
    const ids = wide.body.data.map((x) => x.id);
    expect(ids.length).toBeGreaterThan(0);
    const scope = [...w.subtreeOf('Pretoria Office'), ...w.subtreeOf('Johannesburg Office')];
    const rows = await db.select({ tenantId: cases.tenantId }).from(cases).where(inArray(cases.id, ids));
    expect(rows).toHaveLength(ids.length);
    expect(rows.every((r) => scope.includes(r.tenantId))).toBe(true);

    const short = await call('agent', workflowPaths.caseSearch, { query: ' ab ' });
    expect(short.body.errCode).toBe(1);
  });
});
