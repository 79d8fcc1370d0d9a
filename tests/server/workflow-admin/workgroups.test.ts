import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, workgroupMembers, workgroups } from '../../../server/db/schema';
import { workflowAdminPaths as p } from '../../../src/contracts/workflow-admin/paths';
import type {
  AdminUser,
  AdminWorkgroup,
  RulesAnswer,
} from '../../../src/contracts/workflow-admin/workgroups';
import { createTestApp, post } from '../helpers';
import { sessions, workflowWorld } from '../workflow/world';

const t = await createTestApp();
const w = await workflowWorld(t.database.db);
const db = t.database.db;
const s = await sessions(t.app, 'supervisor', 'agent');
const sup = s.supervisor.token;
const capeDesk = w.wg('Cape Town Service Desk');
const claims = w.wg('Pretoria Claims Desk');

const call = <T>(path: string, body: unknown, token = sup) => post<T>(t.app, path, body, token);

describe('workgroups: create, update, remove', () => {
  it('creates a workgroup with members in the selected tenant and audits it', async () => {
    const a = await call<AdminWorkgroup>(p.workgroupSave, {
      name: 'Gauteng Escalations',
      wrkgrp_type: 'Case',
      description: 'Complaints escalated by team leads',
      email: 'escalations@ubuntubenefits.co.za',
      tenant_id: w.tenantId('Pretoria Office'),
      members: [w.userId('agent'), w.userId('lerato.khumalo')],
    });
    expect(a.body.errCode).toBe(0);
    expect(a.body.data).toMatchObject({
      wrkgrp_name: 'Gauteng Escalations',
      tenant_id: w.tenantId('Pretoria Office'),
      open_count: 0,
    });
    expect(a.body.data.members.map((m) => m.login_name).sort()).toEqual(['agent', 'lerato.khumalo']);
    const trail = await db.select().from(auditLog).where(eq(auditLog.action, 'workgroup.create'));
    expect(trail).toHaveLength(1);

    const renamed = await call<AdminWorkgroup>(p.workgroupSave, {
      wrkgrp_id: a.body.data.wrkgrp_id,
      name: 'Gauteng Complaints',
      wrkgrp_type: 'Case',
      active: false,
    });
    expect(renamed.body.data).toMatchObject({ wrkgrp_name: 'Gauteng Complaints', active: false });
    const removed = await call(p.workgroupRemove, { wrkgrp_id: a.body.data.wrkgrp_id });
    expect(removed.body.errCode).toBe(0);
    expect(await db.select().from(workgroups).where(eq(workgroups.id, a.body.data.wrkgrp_id))).toEqual([]);
  });

  it('refuses bad input with the field messages, a duplicate name, and removing a workgroup that holds cases', async () => {
    const bad = await call<{ issues: { path: string; message: string }[] }>(p.workgroupSave, {
      name: 'ab',
      wrkgrp_type: 'Ticket',
      email: 'not-mail',
    });
    expect(bad.body.errCode).toBe(1);
    expect(bad.body.data.issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'The min number of characters is 3' },
        { path: 'email', message: 'Enter a valid email address' },
      ]),
    );
    const dup = await call(p.workgroupSave, {
      name: 'pretoria claims desk',
      wrkgrp_type: 'Case',
      tenant_id: claims.tenantId,
    });
    expect(dup.body).toMatchObject({
      errCode: 3,
      msg: 'A case workgroup named pretoria claims desk already exists',
    });
    const held = await call(p.workgroupRemove, { wrkgrp_id: claims.id });
    expect(held.body.errCode).toBe(1);
    expect(held.body.msg).toMatch(/holds \d+ records: make it inactive instead/);
  });

  it('reads details with members and open counts', async () => {
    const a = await call<AdminWorkgroup>(p.workgroupGet, { wrkgrp_id: claims.id });
    expect(a.body.errCode).toBe(0);
    expect(a.body.data.open_count).toBeGreaterThan(0);
    const agent = a.body.data.members.find((m) => m.login_name === 'agent');
    expect(agent).toMatchObject({ is_default: true });
    expect(a.body.data.members.reduce((n, m) => n + m.open_count, 0) + a.body.data.unassigned_count).toBe(
      a.body.data.open_count,
    );
  });
});

describe('members and default workgroups', () => {
  it('adds and removes a member; refuses a user without access to the tenant and a member with open work', async () => {
    const outsider = await call(p.memberAdd, { wrkgrp_id: claims.id, user_id: w.userId('sipho.dlamini') });
    expect(outsider.body).toMatchObject({
      errCode: 1,
      msg: 'That user has no access to the workgroup’s tenant',
    });
    const added = await call<AdminWorkgroup>(p.memberAdd, {
      wrkgrp_id: claims.id,
      user_id: w.userId('thabo.molefe'),
    });
    expect(added.body.errCode).toBe(0);
    expect(added.body.data.members.some((m) => m.login_name === 'thabo.molefe')).toBe(true);
    const again = await call(p.memberAdd, { wrkgrp_id: claims.id, user_id: w.userId('thabo.molefe') });
    expect(again.body).toMatchObject({ errCode: 3, msg: 'That user is already a member' });
    const gone = await call<AdminWorkgroup>(p.memberRemove, {
      wrkgrp_id: claims.id,
      user_id: w.userId('thabo.molefe'),
    });
    expect(gone.body.data.members.some((m) => m.login_name === 'thabo.molefe')).toBe(false);
    const busy = await call(p.memberRemove, { wrkgrp_id: claims.id, user_id: w.userId('agent') });
    expect(busy.body.errCode).toBe(1);
    expect(busy.body.msg).toMatch(/owns \d+ open records of Pretoria Claims Desk: reassign them first/);
  });

  it('sets a default workgroup, clearing the other default of the type', async () => {
    const members = w.wg('Pretoria Member Services');
    const a = await call<AdminUser[]>(p.defaultWorkgroupSet, {
      user_id: w.userId('agent'),
      wrkgrp_id: members.id,
    });
    expect(a.body.errCode).toBe(0);
    expect(a.body.data.find((u) => u.login_name === 'agent')?.default_case).toBe(members.id);
    const defaults = await db
      .select()
      .from(workgroupMembers)
      .where(eq(workgroupMembers.userId, w.userId('agent')));
    expect(
      defaults.filter((d) => d.isDefault && [claims.id, members.id].includes(d.workgroupId)),
    ).toHaveLength(1);
    const notMember = await call(p.defaultWorkgroupSet, {
      user_id: w.userId('thabo.molefe'),
      wrkgrp_id: members.id,
    });
    expect(notMember.body).toMatchObject({
      errCode: 1,
      msg: 'Add the user to the workgroup before making it their default',
    });
    await call(p.defaultWorkgroupSet, { user_id: w.userId('agent'), wrkgrp_id: claims.id });
  });

  it('lists the users of the tenant with their defaults', async () => {
    const a = await call<AdminUser[]>(p.users, {});
    expect(a.body.data.map((u) => u.login_name)).toEqual(
      expect.arrayContaining(['agent', 'supervisor', 'admin']),
    );
    const lerato = a.body.data.find((u) => u.login_name === 'lerato.khumalo');
    expect(lerato?.tenant_ids).toEqual([w.tenantId('Pretoria Office')]);
    const tenants = await call<{ tenant_name: string; level: number }[]>(p.tenants, {});
    expect(tenants.body.data).toEqual([
      expect.objectContaining({ tenant_name: 'Ubuntu Benefits Gauteng', level: 0 }),
      expect.objectContaining({ tenant_name: 'Pretoria Office', level: 1 }),
      expect.objectContaining({ tenant_name: 'Johannesburg Office', level: 1 }),
    ]);
  });
});

describe('rules', () => {
  it('saves ordered rules and reads them back with classification paths', async () => {
    const before = await call<RulesAnswer>(p.rulesGet, { wrkgrp_id: claims.id });
    const leaf = before.body.data.classifications.find((c) => c.path.endsWith('Late payment'));
    const a = await call<RulesAnswer>(p.rulesSave, {
      wrkgrp_id: claims.id,
      rules: [
        { classification_id: leaf?.id ?? null, severity: null, priority: null, assignment: 'round_robin' },
        { classification_id: null, severity: 'Critical', priority: 'Urgent', assignment: 'manual' },
      ],
    });
    expect(a.body.errCode).toBe(0);
    expect(a.body.data.rules[0]).toMatchObject({
      classification_name: 'Medical Aid / Claims / Late payment',
      assignment: 'round_robin',
    });
  });

  it('refuses a rule without conditions, duplicate rules and an unknown classification', async () => {
    const empty = await call(p.rulesSave, {
      wrkgrp_id: claims.id,
      rules: [{ classification_id: null, severity: null, priority: null, assignment: 'manual' }],
    });
    expect(empty.body.errCode).toBe(1);
    const rule = { classification_id: null, severity: 'Major', priority: null, assignment: 'manual' };
    const dup = await call(p.rulesSave, { wrkgrp_id: claims.id, rules: [rule, rule] });
    expect(dup.body.errCode).toBe(1);
    const unknown = await call(p.rulesSave, {
      wrkgrp_id: claims.id,
      rules: [{ ...rule, classification_id: 999999 }],
    });
    expect(unknown.body).toMatchObject({
      errCode: 1,
      msg: 'Rule 1: that classification does not exist in your tenants',
    });
  });
});

describe('tenants and permissions', () => {
  it('another tenant’s workgroup reads as not found and nothing changes', async () => {
    const before = await db
      .select()
      .from(workgroupMembers)
      .where(eq(workgroupMembers.workgroupId, capeDesk.id));
    for (const [path, body] of [
      [p.workgroupGet, { wrkgrp_id: capeDesk.id }],
      [p.workgroupSave, { wrkgrp_id: capeDesk.id, name: 'Taken over', wrkgrp_type: 'Case' }],
      [p.memberAdd, { wrkgrp_id: capeDesk.id, user_id: w.userId('agent') }],
      [p.rulesSave, { wrkgrp_id: capeDesk.id, rules: [] }],
      [p.workgroupRemove, { wrkgrp_id: capeDesk.id }],
    ] as const) {
      const a = await call(path, body);
      expect(a.body, path).toMatchObject({
        errCode: 4,
        msg: 'That workgroup does not exist in your tenants',
      });
    }
    const [row] = await db.select().from(workgroups).where(eq(workgroups.id, capeDesk.id));
    expect(row.name).toBe('Cape Town Service Desk');
    expect(
      await db.select().from(workgroupMembers).where(eq(workgroupMembers.workgroupId, capeDesk.id)),
    ).toEqual(before);
  });

  it('an Agent is refused every change', async () => {
    for (const [path, body] of [
      [p.workgroupList, {}],
      [p.workgroupSave, { name: 'Agent group', wrkgrp_type: 'Case' }],
      [p.memberAdd, { wrkgrp_id: claims.id, user_id: w.userId('sipho.dlamini') }],
      [p.defaultWorkgroupSet, { user_id: w.userId('agent'), wrkgrp_id: claims.id }],
      [p.rulesSave, { wrkgrp_id: claims.id, rules: [] }],
    ] as const) {
      const a = await call(path, body, s.agent.token);
      expect(a.body, path).toMatchObject({
        errCode: 7,
        msg: 'Your profile does not allow you to administer workgroups',
      });
    }
    expect(await db.select().from(workgroups).where(eq(workgroups.name, 'Agent group'))).toEqual([]);
  });
});
