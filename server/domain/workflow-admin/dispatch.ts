import { and, count, eq, lt } from 'drizzle-orm';
import type { CasePriority, CaseSeverity } from '../../../src/contracts/workflow/cases';
import { matchRule, nextInTurn } from '../../../src/contracts/workflow-admin/dispatch';
import type { Db } from '../../db/client';
import {
  classPrioritySeverity,
  tenants,
  users,
  workgroupMembers,
  workgroupRules,
  workgroups,
} from '../../db/schema';
import { nearest } from './scope';
import { inTenant, inTenants } from '../caller';

/** The tenant first, then its ancestors (nearest first). */
export async function tenantChain(db: Db, tenantId: number): Promise<number[]> {
  const all = await db.select({ id: tenants.id, parentId: tenants.parentId }).from(tenants);
  const chain: number[] = [];
  for (let id: number | null = tenantId; id !== null && !chain.includes(id);) {
    chain.push(id);
    id = all.find((t) => t.id === id)?.parentId ?? null;
  }
  return chain;
}

/** The severity and priority the case set-up gives a classification leaf in a tenant (own, else nearest ancestor). */
export async function mappedSeverityPriority(
  db: Db,
  tenantId: number,
  leafId: number | null,
): Promise<{ severity: CaseSeverity; priority: CasePriority } | null> {
  if (leafId === null) return null;
  const chain = await tenantChain(db, tenantId);
  const rows = await db
    .select()
    .from(classPrioritySeverity)
    .where(
      and(
        inTenants(chain, classPrioritySeverity.tenantId),
        eq(classPrioritySeverity.classificationId, leafId),
      ),
    );
  const row = nearest(rows, chain, () => 'one').get('one');
  return row ? { severity: row.severity as CaseSeverity, priority: row.priority as CasePriority } : null;
}

export type Dispatch = {
  ruleId: number;
  /** The rule as its workgroup's rules screen numbers it (Rule 1, Rule 2… in their order). */
  ruleNumber: number;
  workgroupId: number;
  assignment: string;
  ownerUserId: number | null;
};

/**
 * Applies the tenant's dispatch rules to a new case: the first matching active rule of an active case workgroup
 * of that tenant decides the workgroup; round robin gives it to the next enabled member and remembers them in
 * last_user_id (row locked in the case's transaction). Null when no rule matches.
 */
export async function dispatchCase(
  tx: Db,
  tenantId: number,
  facts: { classificationIds: (number | null)[]; severity: string; priority: string },
): Promise<Dispatch | null> {
  const rows = await tx
    .select({ r: workgroupRules })
    .from(workgroupRules)
    .innerJoin(workgroups, eq(workgroups.id, workgroupRules.workgroupId))
    .where(
      and(
        inTenant(tenantId, workgroupRules.tenantId),
        inTenant(tenantId, workgroups.tenantId),
        eq(workgroups.active, true),
        eq(workgroups.wrkgrpType, 'Case'),
        eq(workgroupRules.active, true),
      ),
    );
  const rule = matchRule(
    rows.map(({ r }) => r),
    facts,
  );
  if (!rule) return null;
  let ownerUserId: number | null = null;
  if (rule.assignment === 'round_robin') {
    const [locked] = await tx
      .select({ lastUserId: workgroupRules.lastUserId })
      .from(workgroupRules)
      .where(eq(workgroupRules.id, rule.id))
      .for('update');
    const members = await tx
      .select({ id: workgroupMembers.userId })
      .from(workgroupMembers)
      .innerJoin(users, eq(users.id, workgroupMembers.userId))
      .where(and(eq(workgroupMembers.workgroupId, rule.workgroupId), eq(users.disabled, false)));
    ownerUserId = nextInTurn(
      members.map((m) => m.id),
      locked?.lastUserId ?? null,
    );
    if (ownerUserId !== null)
      await tx.update(workgroupRules).set({ lastUserId: ownerUserId }).where(eq(workgroupRules.id, rule.id));
  }
  const [{ before }] = await tx
    .select({ before: count() })
    .from(workgroupRules)
    .where(and(eq(workgroupRules.workgroupId, rule.workgroupId), lt(workgroupRules.position, rule.position)));
  return {
    ruleId: rule.id,
    ruleNumber: before + 1,
    workgroupId: rule.workgroupId,
    assignment: rule.assignment,
    ownerUserId,
  };
}
