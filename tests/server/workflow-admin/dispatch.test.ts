import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  classifications,
  severityPriorityTimes,
  users,
  workgroupMembers,
  workgroupRules,
  workgroups,
} from '../../../server/db/schema';
import { addWorkingMinutes } from '../../../src/contracts/workflow-admin/working-time';
import type { CaseHistoryEntry, CaseRecord } from '../../../src/contracts/workflow/cases';
import { workflowPaths } from '../../../src/contracts/workflow/paths';
import { createTestApp, post } from '../helpers';
import { sessions, workflowWorld } from '../workflow/world';

const t = await createTestApp();
const w = await workflowWorld(t.database.db);
const db = t.database.db;
const s = await sessions(t.app, 'supervisor');
const create = async (body: Record<string, unknown>) => {
  const a = await post<CaseRecord>(t.app, workflowPaths.caseCreate, body, s.supervisor.token);
  expect(a.body.errCode).toBe(0);
  return a.body.data;
};
const history = async (id: number) =>
  (await post<CaseHistoryEntry[]>(t.app, workflowPaths.caseHistory, { id }, s.supervisor.token)).body.data;

/** PMB dispute (seeded as Major / High) with its parents, as a case form sends it. */
const clsRows = await db.select().from(classifications).where(eq(classifications.workflowType, 'case'));
const pathOf = (name: string) => {
  const out: number[] = [];
  for (let c = clsRows.find((r) => r.name === name); c; c = clsRows.find((r) => r.id === c?.parentId))
    out.unshift(c.id);
  return out;
};
const pmb = pathOf('PMB dispute');
const pmbClassification = Object.fromEntries(pmb.map((id, i) => [`classification_l${i + 1}`, id]));

const plain = await create({ title: 'Baseline without rules' });
const home = (await db.select().from(workgroups).where(eq(workgroups.id, plain.wrkgrp_id)))[0];
const claims = w.wg('Pretoria Claims Desk');

describe('severity and priority from the classification mapping', () => {
  it('a case with a mapped leaf and no severity/priority gets the mapping and its deadline', async () => {
    const record = await create({ title: 'PMB claim rejected', classification: pmbClassification });
    expect(record).toMatchObject({ severity: 'Major', priority: 'High' });
    const [own] = await db
      .select()
      .from(severityPriorityTimes)
      .where(
        and(
          eq(severityPriorityTimes.tenantId, record.tenant_id),
          eq(severityPriorityTimes.severity, 'Major'),
          eq(severityPriorityTimes.priority, 'High'),
        ),
      );
    if (own)
      expect(record.due_at).toBe(
        addWorkingMinutes(new Date(record.create_datetime), own.resolutionMinutes).toISOString(),
      );
    expect(record.due_at).not.toBe(plain.due_at);
    const [entry] = await history(record.id);
    expect(entry.note).toContain('classification mapping');
  });

  it('explicit severity and priority win; no classification keeps Moderate / Medium', async () => {
    const record = await create({
      title: 'PMB claim, told Low',
      classification: pmbClassification,
      severity: 'Minor',
      priority: 'Low',
    });
    expect(record).toMatchObject({ severity: 'Minor', priority: 'Low' });
    expect(plain).toMatchObject({ severity: 'Moderate', priority: 'Medium' });
  });
});

describe('dispatch rules', () => {
  it('round robin gives matching cases to the workgroup’s enabled members in turn', async () => {
    const members = (
      await db
        .select({ id: workgroupMembers.userId })
        .from(workgroupMembers)
        .innerJoin(users, eq(users.id, workgroupMembers.userId))
        .where(and(eq(workgroupMembers.workgroupId, claims.id), eq(users.disabled, false)))
    )
      .map((m) => m.id)
      .sort((a, b) => a - b);
    expect(members.length).toBeGreaterThan(0);
    const [rule] = await db
      .insert(workgroupRules)
      .values({
        tenantId: claims.tenantId,
        workgroupId: claims.id,
        // Ahead of the seeded Claims rule of the same desk.
        position: -1,
        classificationId: pmb[pmb.length - 1],
        assignment: 'round_robin',
      })
      .returning();
    const owners: (number | null)[] = [];
    for (let i = 0; i < members.length + 1; i++) {
      const r = await create({ title: `PMB dispute ${i}`, classification: pmbClassification });
      expect(r.wrkgrp_id).toBe(claims.id);
      owners.push(r.owner_user_id);
    }
    expect(owners).toEqual([...members, members[0]]);
    const [after] = await db.select().from(workgroupRules).where(eq(workgroupRules.id, rule.id));
    expect(after.lastUserId).toBe(members[0]);
    // An explicit workgroup is left alone.
    const chosen = await create({
      title: 'PMB to home',
      classification: pmbClassification,
      wrkgrp_id: home.id,
    });
    expect(chosen).toMatchObject({ wrkgrp_id: home.id, owner_user_id: null });
    await db.delete(workgroupRules).where(eq(workgroupRules.id, rule.id));
  });

  it('a manual rule leaves the case unowned in the rule’s workgroup, noted in its history', async () => {
    const [rule] = await db
      .insert(workgroupRules)
      .values({
        tenantId: claims.tenantId,
        workgroupId: claims.id,
        position: -1,
        severity: 'Critical',
        assignment: 'manual',
      })
      .returning();
    const r = await create({ title: 'Critical member complaint', severity: 'Critical', priority: 'Urgent' });
    expect(r).toMatchObject({ wrkgrp_id: claims.id, owner_user_id: null });
    const [entry] = await history(r.id);
    // Named as the rules screen and the workgroup list name them: no internal id in the trail.
    expect(entry.note).toContain(
      `Dispatch rule 1 of ${claims.name}: waiting in its queue (manual assignment)`,
    );
    expect(entry.changes).toMatchObject({ wrkgrp_id: [null, claims.id] });
    const other = await create({ title: 'Ordinary complaint' });
    expect(other.wrkgrp_id).toBe(home.id);
    await db.delete(workgroupRules).where(eq(workgroupRules.id, rule.id));
  });

  it('another tenant’s rules never apply', async () => {
    const [foreign] = await db.select().from(workgroups).where(eq(workgroups.wrkgrpType, 'Case'));
    const others = (await db.select().from(workgroups)).filter(
      (g) => g.wrkgrpType === 'Case' && g.tenantId !== home.tenantId,
    );
    const target = others[0] ?? foreign;
    expect(target.tenantId).not.toBe(home.tenantId);
    await db.insert(workgroupRules).values({
      tenantId: target.tenantId,
      workgroupId: target.id,
      position: 0,
      priority: 'Medium',
      assignment: 'manual',
    });
    const r = await create({ title: 'Should stay at home' });
    expect(r.wrkgrp_id).toBe(home.id);
  });
});
