import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { classPrioritySeverity, emailContent, severityPriorityTimes } from '../../../server/db/schema';
import { workflowAdminPaths as p } from '../../../src/contracts/workflow-admin/paths';
import type {
  EmailContent,
  PrioritySeverityNode,
  TimeMappingAnswer,
} from '../../../src/contracts/workflow-admin/setup';
import { createTestApp, get, post } from '../helpers';
import { addWorkingMinutes } from '../../../src/contracts/workflow-admin/working-time';
import type { CaseRecord } from '../../../src/contracts/workflow/cases';
import { workflowPaths } from '../../../src/contracts/workflow/paths';
import { sessions, workflowWorld } from '../workflow/world';

const t = await createTestApp();
const w = await workflowWorld(t.database.db);
const db = t.database.db;
const s = await sessions(t.app, 'supervisor', 'agent');
const call = <T>(path: string, body: unknown, token = s.supervisor.token) =>
  post<T>(t.app, path, body, token);
const cacheVersion = async () =>
  (await get<{ version: number }>(t.app, '/data/classifications?workflow_type=case', s.supervisor.token)).body
    .data.version;

describe('severity/priority map to classification', () => {
  it('returns the case classification as tree nodes with the seeded mapping of each issue', async () => {
    const a = await call<PrioritySeverityNode[]>(p.prioritySeverityTree, { id: 'case', menu_items: {} });
    expect(a.body.errCode).toBe(0);
    const pmb = a.body.data.find((n) => n.text.startsWith('PMB dispute'));
    expect(pmb).toMatchObject({
      type: 'leaf_class',
      text: 'PMB dispute — Major / High',
      data: { severity: 'Major', priority: 'High', editable: true },
    });
    expect(a.body.data.find((n) => n.text === 'Medical Aid')).toMatchObject({
      parent: '#',
      type: 'root_class',
    });
    const task = await call(p.prioritySeverityTree, { id: 'task', menu_items: {} });
    expect(task.body.errCode).toBe(1);
  });

  it('updates a leaf for the selected tenant and refreshes the classification cache', async () => {
    const tree = (await call<PrioritySeverityNode[]>(p.prioritySeverityTree, {})).body.data;
    const leaf = tree.find((n) => n.text.startsWith('Resignation'));
    const before = await cacheVersion();
    const a = await call(p.prioritySeverityUpdate, {
      classification_id: leaf?.data.classification_id,
      severity: 'Moderate',
      priority: 'Low',
    });
    expect(a.body).toMatchObject({ errCode: 0, msg: 'Severity and priority saved' });
    expect(await cacheVersion()).toBeGreaterThan(before);
    const rows = await db
      .select()
      .from(classPrioritySeverity)
      .where(eq(classPrioritySeverity.tenantId, w.tenantId('Ubuntu Benefits Gauteng')));
    expect(rows).toEqual([expect.objectContaining({ severity: 'Moderate', priority: 'Low' })]);
    const after = (await call<PrioritySeverityNode[]>(p.prioritySeverityTree, {})).body.data;
    expect(after.find((n) => n.data.classification_id === leaf?.data.classification_id)?.text).toBe(
      'Resignation — Moderate / Low',
    );
  });

  it('refuses a group (not a leaf), a bad severity, an unknown value and an Agent', async () => {
    const tree = (await call<PrioritySeverityNode[]>(p.prioritySeverityTree, {})).body.data;
    const group = tree.find((n) => n.text === 'Claims');
    const notLeaf = await call(p.prioritySeverityUpdate, {
      classification_id: group?.data.classification_id,
      severity: 'Major',
      priority: 'High',
    });
    expect(notLeaf.body).toMatchObject({
      errCode: 1,
      msg: 'Choose the last level of the classification (an issue), not a group',
    });
    const bad = await call(p.prioritySeverityUpdate, {
      classification_id: 1,
      severity: 'Huge',
      priority: 'High',
    });
    expect(bad.body.errCode).toBe(1);
    const unknown = await call(p.prioritySeverityUpdate, {
      classification_id: 999999,
      severity: 'Major',
      priority: 'High',
    });
    expect(unknown.body.errCode).toBe(4);
    const agent = await call(
      p.prioritySeverityUpdate,
      { classification_id: group?.data.classification_id, severity: 'Major', priority: 'High' },
      s.agent.token,
    );
    expect(agent.body).toMatchObject({
      errCode: 7,
      msg: 'Your profile does not allow you to change the case set-up',
    });
    const agentTree = await call<PrioritySeverityNode[]>(p.prioritySeverityTree, {}, s.agent.token);
    expect(agentTree.body.data.every((n) => !n.data.editable)).toBe(true);
  });
});

describe('severity/priority time mapping', () => {
  it('reads 16 targets (inherited from the group) and saves the tenant’s own', async () => {
    const a = await call<TimeMappingAnswer>(p.timeGetAll, {});
    expect(a.body.data.rows).toHaveLength(16);
    expect(a.body.data).toMatchObject({ work_start: '09:00', work_end: '18:00' });
    const critical = a.body.data.rows.find((r) => r.severity === 'Critical' && r.priority === 'Urgent');
    expect(critical).toMatchObject({ response_minutes: 30, resolution_minutes: 120 });
    const before = await cacheVersion();
    const saved = await call<TimeMappingAnswer>(p.timeUpdate, {
      rows: [{ severity: 'Critical', priority: 'Urgent', response_minutes: 15, resolution_minutes: 90 }],
    });
    expect(saved.body.errCode).toBe(0);
    expect(
      saved.body.data.rows.find((r) => r.severity === 'Critical' && r.priority === 'Urgent'),
    ).toMatchObject({
      response_minutes: 15,
      resolution_minutes: 90,
    });
    expect(await cacheVersion()).toBeGreaterThan(before);
    // The group's row is untouched: the Gauteng tenant now has its own.
    const group = await db
      .select()
      .from(severityPriorityTimes)
      .where(eq(severityPriorityTimes.tenantId, w.tenantId('Ubuntu Benefits Group')));
    expect(group.find((r) => r.severity === 'Critical' && r.priority === 'Urgent')?.resolutionMinutes).toBe(
      120,
    );
  });

  it('a new case’s deadline is its resolution target in working time, from the nearest tenant’s mapping', async () => {
    const created = await post<CaseRecord>(
      t.app,
      workflowPaths.caseCreate,
      {
        title: 'Debit order failed twice',
        severity: 'Critical',
        priority: 'Urgent',
        wrkgrp_id: w.wg('Pretoria Claims Desk').id,
      },
      s.supervisor.token,
    );
    expect(created.body.errCode).toBe(0);
    const { create_datetime, due_at } = created.body.data;
    // Gauteng's own Critical/Urgent target (90 minutes, saved above) applies to its Pretoria office.
    expect(due_at).toBe(addWorkingMinutes(new Date(create_datetime), 90).toISOString());
  });

  it('takes the creation time and the deadline from one clock reading, however the clock moves between readings', async () => {
    // Every reading of the clock (the service's and the embedded database's) moves it 7 ms on from a Friday
    // afternoon, so two readings in one write always differ: only a write that reads it once can agree with itself.
    const RealDate = Date;
    let ms = RealDate.parse('2026-03-06T14:45:00.000Z');
    class SteppingDate extends RealDate {
      constructor(value?: number | string | Date) {
        super(value ?? (ms += 7));
      }
      static override now(): number {
        return (ms += 7);
      }
    }
    vi.stubGlobal('Date', SteppingDate);
    try {
      const created = await post<CaseRecord>(
        t.app,
        workflowPaths.caseCreate,
        {
          title: 'Debit order failed twice',
          severity: 'Critical',
          priority: 'Urgent',
          wrkgrp_id: w.wg('Pretoria Claims Desk').id,
        },
        s.supervisor.token,
      );
      expect(created.body.errCode).toBe(0);
      const { create_datetime, due_at } = created.body.data;
      expect(create_datetime.slice(0, 10)).toBe('2026-03-06');
      expect(due_at).toBe(addWorkingMinutes(new RealDate(create_datetime), 90).toISOString());
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('refuses resolution before response, zero minutes, a duplicate pair and an Agent', async () => {
    const order = await call<{ issues: { path: string; message: string }[] }>(p.timeUpdate, {
      rows: [{ severity: 'Major', priority: 'High', response_minutes: 120, resolution_minutes: 60 }],
    });
    expect(order.body.errCode).toBe(1);
    expect(order.body.data.issues).toContainEqual({
      path: 'rows.0.resolution_minutes',
      message: 'Resolution cannot come before the response',
    });
    const zero = await call<{ issues: { message: string }[] }>(p.timeUpdate, {
      rows: [{ severity: 'Major', priority: 'High', response_minutes: 0, resolution_minutes: 60 }],
    });
    expect(zero.body.data.issues[0].message).toBe('Value cannot be less than 1');
    const row = { severity: 'Major', priority: 'High', response_minutes: 60, resolution_minutes: 120 };
    expect((await call(p.timeUpdate, { rows: [row, row] })).body.errCode).toBe(1);
    const agent = await call(p.timeUpdate, { rows: [row] }, s.agent.token);
    expect(agent.body.errCode).toBe(7);
  });
});

describe('e-mail case configuration', () => {
  it('lists the templates of a record type, creates and updates one', async () => {
    const cases = await call<EmailContent[]>(p.emailGetAll, { record_type: 'case' });
    expect(cases.body.data.map((e) => e.name)).toEqual(['Case acknowledgement', 'Case resolved']);
    const created = await call<EmailContent>(p.emailCreate, {
      record_type: 'case',
      name: 'Case escalated',
      subject: 'Your query {{case_number}} was escalated',
      body: 'Dear {{customer_name}}, a team lead now handles your query.',
    });
    expect(created.body).toMatchObject({
      errCode: 0,
      data: { tenant_id: w.tenantId('Ubuntu Benefits Gauteng') },
    });
    const updated = await call<EmailContent>(p.emailUpdate, {
      id: created.body.data.id,
      record_type: 'case',
      name: 'Case escalated',
      subject: 'Escalated: {{case_number}}',
      body: 'Dear {{customer_name}}, a team lead now handles your query.',
      active: false,
    });
    expect(updated.body.data).toMatchObject({ subject: 'Escalated: {{case_number}}', active: false });
    const leads = await call<EmailContent[]>(p.emailGetAll, { record_type: 'lead' });
    expect(leads.body.data.map((e) => e.name)).toEqual(['Lead follow-up']);
  });

  it('refuses empty fields, a duplicate name, another tenant’s template and an Agent', async () => {
    const empty = await call<{ issues: { path: string; message: string }[] }>(p.emailCreate, {
      record_type: 'case',
      name: '',
      subject: '',
      body: '',
    });
    expect(empty.body.data.issues).toContainEqual({ path: 'subject', message: 'This field is required' });
    const dup = await call(p.emailCreate, {
      record_type: 'case',
      name: 'case escalated',
      subject: 'x',
      body: 'y',
    });
    expect(dup.body.errCode).toBe(3);
    const [groupTemplate] = await db
      .select()
      .from(emailContent)
      .where(eq(emailContent.name, 'Case resolved'));
    const other = await call(p.emailUpdate, {
      id: groupTemplate.id,
      record_type: 'case',
      name: 'Case resolved',
      subject: 'Hijacked',
      body: 'x',
    });
    expect(other.body).toMatchObject({ errCode: 4, msg: 'That template does not exist in your tenants' });
    const [still] = await db.select().from(emailContent).where(eq(emailContent.id, groupTemplate.id));
    expect(still.subject).toBe(groupTemplate.subject);
    // Issue 37: a create naming a template (here the group's) was taken as a plain create.
    const named = await call(p.emailCreate, {
      ...{ record_type: 'case', subject: 'x', body: 'y' },
      name: 'Named',
      id: groupTemplate.id,
    });
    expect(named.body).toMatchObject({ errCode: 1 });
    expect((await db.select().from(emailContent).where(eq(emailContent.name, 'Named'))).length).toBe(0);
    const agent = await call(
      p.emailCreate,
      { record_type: 'case', name: 'Agent note', subject: 'x', body: 'y' },
      s.agent.token,
    );
    expect(agent.body.errCode).toBe(7);
  });
});
