import { and, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cases, workgroups } from '../../../server/db/schema';
import { createCase } from '../../../server/domain/workflow/cases';
import type { WorkgroupLine } from '../../../src/contracts/telephony/details';
import type { FilterUser, WorkgroupStatuses } from '../../../src/contracts/workflow/filters';
import { workflowPaths } from '../../../src/contracts/workflow/paths';
import type { WorkflowActionsAnswer } from '../../../src/rules/workflow-actions-by-status';
import { createTestApp, post } from '../helpers';
import { sessions, workflowWorld } from './world';

const t = await createTestApp();
const w = await workflowWorld(t.database.db);
const db = t.database.db;
const s = await sessions(t.app, 'agent', 'johan.botha');
const lerato = w.caller('lerato.khumalo', 'Agent', ['Pretoria Office']);
const claims = w.wg('Pretoria Claims Desk').id;

describe('/get_all_workflow_actions', () => {
  it('answers the status→actions map of an object type: closed only reopens, resolved no priority change', async () => {
    const { body } = await post<WorkflowActionsAnswer>(
      t.app,
      workflowPaths.allWorkflowActions,
      { object_type: 'lead' },
      s.agent.token,
    );
    expect(body.errCode).toBe(0);
    expect(body.data.object_type).toBe('lead');
    expect(Object.keys(body.data.statuses)).toEqual([
      'Open',
      'In Progress',
      'Pending Customer',
      'Resolved',
      'Closed',
    ]);
    expect(body.data.statuses.Closed).toEqual(['reopen']);
    expect(body.data.statuses.Open).toContain('priority');
    expect(body.data.statuses.Resolved).not.toContain('priority');
    expect(body.data.statuses.Resolved).toContain('close');
  });

  it('refuses an unknown object type, and a caller without a session', async () => {
    const bad = await post(
      t.app,
      workflowPaths.allWorkflowActions,
      { object_type: 'invoice' },
      s.agent.token,
    );
    expect(bad.body.errCode).toBe(1);
    expect((await post(t.app, workflowPaths.allWorkflowActions, { object_type: 'case' })).body.errCode).toBe(
      96,
    );
  });

  it('the service refuses what the map does not offer: no priority change on a resolved case, accepting it still works', async () => {
    const c = await createCase(db, lerato, { title: 'Gap cover claim paid', wrkgrp_id: claims });
    await db.update(cases).set({ status: 'Resolved' }).where(eq(cases.id, c.id));
    const { body } = await post(
      t.app,
      workflowPaths.action,
      { action: 'priority', id: c.id, priority: 'Urgent' },
      s.agent.token,
    );
    expect(body.errCode).toBe(1);
    expect(body.msg).toBe(`${c.number} is Resolved: priority is not possible`);
    const accept = await post(t.app, workflowPaths.action, { action: 'accept', id: c.id }, s.agent.token);
    expect(accept.body).toMatchObject({ errCode: 0 });
  });
});

describe('/workflow/user/workgroups/object_status', () => {
  it('gives each of the caller’s workgroups the statuses its records are in, counted, in workflow order', async () => {
    const { body } = await post<WorkgroupStatuses[]>(
      t.app,
      workflowPaths.objectStatus,
      { wrkgrp_type: 'Case' },
      s.agent.token,
    );
    expect(body.errCode).toBe(0);
    const pretoria = body.data.find((g) => g.wrkgrp_id === claims);
    expect(pretoria?.wrkgrp_name).toBe('Pretoria Claims Desk');
    const stored = await db
      .select({ status: cases.status, n: count() })
      .from(cases)
      .where(and(eq(cases.workgroupId, claims), eq(cases.recordType, 'case')))
      .groupBy(cases.status);
    expect(pretoria?.statuses).toHaveLength(stored.length);
    for (const row of stored)
      expect(pretoria?.statuses).toContainEqual({ status: row.status, count: Number(row.n) });
    const order = ['Open', 'In Progress', 'Pending Customer', 'Resolved', 'Closed'];
    const seen = (pretoria?.statuses ?? []).map((x) => order.indexOf(x.status));
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });

  it('names only the caller’s own workgroups, never another tenant’s', async () => {
    const agent = await post<WorkgroupStatuses[]>(t.app, workflowPaths.objectStatus, {}, s.agent.token);
    const capeTown = await post<WorkgroupStatuses[]>(
      t.app,
      workflowPaths.objectStatus,
      {},
      s['johan.botha'].token,
    );
    const ids = (rows: WorkgroupStatuses[]) => rows.map((g) => g.wrkgrp_id);
    expect(ids(agent.body.data).length).toBeGreaterThan(0);
    expect(ids(agent.body.data).filter((id) => ids(capeTown.body.data).includes(id))).toEqual([]);
    const tenantsOf = await db
      .select({ tenantId: workgroups.tenantId })
      .from(workgroups)
      .where(inArray(workgroups.id, ids(agent.body.data)));
    const scope = [...w.subtreeOf('Pretoria Office'), ...w.subtreeOf('Johannesburg Office')];
    for (const row of tenantsOf) expect(scope).toContain(row.tenantId);
  });

  it('refuses a wrong workgroup type', async () => {
    const { body } = await post(t.app, workflowPaths.objectStatus, { wrkgrp_type: 'Task' }, s.agent.token);
    expect(body.errCode).toBe(1);
  });
});

describe('/get_all_users_for_filters', () => {
  it('lists the staff of the caller’s tenants and of the tenants above, not of a sibling region', async () => {
    const { body } = await post<FilterUser[]>(t.app, workflowPaths.usersForFilters, {}, s.agent.token);
    expect(body.errCode).toBe(0);
    const names = body.data.map((u) => u.user_name);
    // The agent's session works the Pretoria Office (the first of their tenants, spec §4 tenant choice).
    expect(names).toEqual(expect.arrayContaining(['Naledi Mokoena', 'Lerato Khumalo']));
    expect(names).toEqual(expect.arrayContaining(['Pieter van der Merwe', 'Thandiwe Nkosi']));
    expect(names).not.toContain('Sipho Dlamini');
    expect(names).not.toContain('Johan Botha');
    expect(names).not.toContain('Marius Pretorius');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('a Cape Town adviser sees Cape Town staff and not Pretoria’s', async () => {
    const { body } = await post<FilterUser[]>(
      t.app,
      workflowPaths.usersForFilters,
      {},
      s['johan.botha'].token,
    );
    const names = body.data.map((u) => u.user_name);
    expect(names).toContain('Ayesha Patel');
    expect(names).not.toContain('Lerato Khumalo');
  });

  it('refuses a body that is not an object, and a caller without a session', async () => {
    expect((await post(t.app, workflowPaths.usersForFilters, [1], s.agent.token)).body.errCode).toBe(1);
    expect((await post(t.app, workflowPaths.usersForFilters, {})).body.errCode).toBe(96);
  });
});

describe('/get_all_case_status', () => {
  it('answers every case status in workflow order', async () => {
    const { body } = await post<{ id: number; value_name: string }[]>(
      t.app,
      workflowPaths.allCaseStatus,
      {},
      s.agent.token,
    );
    expect(body.data.map((x) => x.value_name)).toEqual([
      'Open',
      'In Progress',
      'Pending Customer',
      'Resolved',
      'Closed',
    ]);
  });
});

describe('/workflow/user/workgroups/default telephony_details', () => {
  type Default = { wrkgrp_name: string; telephony_details: WorkgroupLine | null };
  const defaultOf = (token: string, body: unknown = { wrkgrp_type: 'Case' }) =>
    post<Default | null>(t.app, workflowPaths.userDefaultWorkgroup, body, token);

  it('gives the default workgroup’s line: its tenant’s queue the caller answers, the caller id, the extension', async () => {
    const { body } = await defaultOf(s.agent.token);
    expect(body.errCode).toBe(0);
    const [first] = body.msg as unknown as Default[];
    expect(first.wrkgrp_name).toBe('Pretoria Claims Desk');
    expect(first.telephony_details).toEqual({
      queue: { id: expect.any(Number), name: 'Member Services – Pretoria', number: '5001' },
      caller_id: '5001',
      sip_ext: '1003',
      ring_timeout_seconds: 20,
      wrap_up_seconds: 0,
      member_of_queue: true,
    });
  });

  it('names only a line of the caller’s own tenant', async () => {
    const { body } = await defaultOf(s['johan.botha'].token);
    const [first] = body.msg as unknown as Default[];
    expect(first.telephony_details?.queue?.name).toBe('Member Services – Cape Town');
    expect(first.telephony_details?.caller_id).toBe('5004');
  });

  it('refuses a wrong workgroup type and a caller without a session', async () => {
    expect((await defaultOf(s.agent.token, { wrkgrp_type: 'Task' })).body.errCode).toBe(1);
    expect(
      (await post(t.app, workflowPaths.userDefaultWorkgroup, { wrkgrp_type: 'Case' })).body.errCode,
    ).toBe(96);
  });
});

describe('/get_classification_value_data_dropdown', () => {
  type Entry = { id: number | string; value_name: string; classification_type: number };
  it('answers the entries of each asked type with its classification_type, in the order asked', async () => {
    const { body } = await post<Entry[]>(
      t.app,
      workflowPaths.dropdownValues,
      { classification_type_id: [215, 214, 999] },
      s.agent.token,
    );
    expect(body.errCode).toBe(0);
    const types = body.data.map((e) => e.classification_type);
    expect(types.indexOf(214)).toBeGreaterThan(types.lastIndexOf(215));
    expect(types).not.toContain(999);
    expect(body.data).toContainEqual({
      id: '1.5',
      value_name: '150% of scheme rate',
      classification_type: 215,
    });
    expect(body.data.filter((e) => e.classification_type === 214).map((e) => e.id)).toEqual([1, 2, 3]);
  });

  it('refuses an empty or malformed list and a caller without a session', async () => {
    for (const bad of [{ classification_type_id: [] }, { classification_type_id: ['214'] }, {}])
      expect((await post(t.app, workflowPaths.dropdownValues, bad, s.agent.token)).body.errCode).toBe(1);
    expect(
      (await post(t.app, workflowPaths.dropdownValues, { classification_type_id: [214] })).body.errCode,
    ).toBe(96);
  });
});
