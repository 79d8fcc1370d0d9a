import { asc, eq } from 'drizzle-orm';
import {
  rulesSaveInput,
  wrkgrpIdInput,
  type RulesAnswer,
} from '../../../src/contracts/workflow-admin/workgroups';
import type { Db } from '../../db/client';
import { workgroupRules } from '../../db/schema';
import { AppError } from '../../errors';
import { audit } from '../audit';
import { listClassifications } from '../classification/scope';
import { ordered } from '../classification/views';
import type { DomainContext } from '../context';
import { parseInput } from '../workflow/validate';
import { scopedWorkgroup } from './lookups';
import { settingChain } from './scope';
import type { Caller } from '../caller';
import { permissionKeys } from '../../../src/contracts/permissions';

/** Case classification values as "Service / Category / …" paths, for the rule form's choice. */
async function classificationPaths(ctx: DomainContext, caller: Caller) {
  const chain = await settingChain(ctx, caller);
  const items = ordered(await listClassifications(ctx.db, [...new Set([...chain, ...caller.scope])], 'case'));
  const byId = new Map(items.map((i) => [i.id, i]));
  const pathOf = (id: number): string => {
    const parts: string[] = [];
    for (let i = byId.get(id); i; i = i.parent_id === null ? undefined : byId.get(i.parent_id))
      parts.unshift(i.name);
    return parts.join(' / ');
  };
  return items.map((i) => ({ id: i.id, path: pathOf(i.id) }));
}

export async function workgroupRulesOf(
  ctx: DomainContext,
  caller: Caller,
  input: unknown,
): Promise<RulesAnswer> {
  caller.require(permissionKeys.workgroupAdmin, 'administer workgroups');
  const { wrkgrp_id } = parseInput(wrkgrpIdInput, input);
  await scopedWorkgroup(ctx.db, caller, wrkgrp_id);
  const classifications = await classificationPaths(ctx, caller);
  const rows = await ctx.db
    .select()
    .from(workgroupRules)
    .where(eq(workgroupRules.workgroupId, wrkgrp_id))
    .orderBy(asc(workgroupRules.position));
  return {
    wrkgrp_id,
    classifications,
    rules: rows.map((r) => ({
      classification_id: r.classificationId,
      classification_name: classifications.find((c) => c.id === r.classificationId)?.path ?? null,
      severity: r.severity as RulesAnswer['rules'][number]['severity'],
      priority: r.priority as RulesAnswer['rules'][number]['priority'],
      assignment: r.assignment as 'manual' | 'round_robin',
      active: r.active,
    })),
  };
}

/** Replaces the workgroup's rules in order; only case workgroups take classification rules. */
export async function saveWorkgroupRules(
  ctx: DomainContext,
  caller: Caller,
  input: unknown,
): Promise<RulesAnswer> {
  caller.require(permissionKeys.workgroupAdmin, 'administer workgroups');
  const data = parseInput(rulesSaveInput, input);
  const wg = await scopedWorkgroup(ctx.db, caller, data.wrkgrp_id);
  const known = new Set((await classificationPaths(ctx, caller)).map((c) => c.id));
  const unknown = data.rules.findIndex(
    (r) => r.classification_id !== null && !known.has(r.classification_id),
  );
  if (unknown >= 0)
    throw new AppError(
      'validation',
      `Rule ${unknown + 1}: that classification does not exist in your tenants`,
    );
  if (wg.wrkgrpType !== 'Case' && data.rules.some((r) => r.classification_id !== null))
    throw new AppError('validation', 'Only case workgroups take classification rules');
  await ctx.db.transaction(async (tx: Db) => {
    await tx.delete(workgroupRules).where(eq(workgroupRules.workgroupId, wg.id));
    if (data.rules.length)
      await tx.insert(workgroupRules).values(
        data.rules.map((r, position) => ({
          tenantId: wg.tenantId,
          workgroupId: wg.id,
          position,
          classificationId: r.classification_id,
          severity: r.severity,
          priority: r.priority,
          assignment: r.assignment,
          active: r.active,
        })),
      );
    await audit(tx, {
      action: 'workgroup.rules.save',
      entity: 'workgroup',
      entityId: wg.id,
      userId: caller.userId,
      tenantId: wg.tenantId,
      detail: { rules: data.rules.length },
    });
  });
  return workgroupRulesOf(ctx, caller, { wrkgrp_id: wg.id });
}
