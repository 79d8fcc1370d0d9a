import { and, eq } from 'drizzle-orm';
import {
  casePriorities,
  caseSeverities,
  type CasePriority,
  type CaseSeverity,
} from '../../../src/contracts/workflow/cases';
import {
  prioritySeverityUpdate,
  timeUpdateInput,
  type PrioritySeverityNode,
  type TimeMappingAnswer,
  type TimeMappingRow,
} from '../../../src/contracts/workflow-admin/setup';
import {
  addWorkingMinutes,
  defaultTargets,
  defaultWorkingDay,
} from '../../../src/contracts/workflow-admin/working-time';
import type { Db } from '../../db/client';
import { classPrioritySeverity, severityPriorityTimes, tenants } from '../../db/schema';
import { AppError } from '../../errors';
import { audit } from '../audit';
import { invalidateClassifications } from '../classification/cache';
import { listClassifications } from '../classification/scope';
import { ordered } from '../classification/views';
import type { DomainContext } from '../context';
import { parseInput } from '../workflow/validate';
import { nearest, settingChain } from './scope';
import type { Caller } from '../caller';
import { permissionKeys } from '../../../src/contracts/permissions';
import { inTenants } from '../caller';

const setup = (caller: Caller) => caller.require(permissionKeys.caseSetup, 'change the case set-up');

/**
 * get_internal_class_priority_severity: the case classification tree (spec §3 node format) with each value's
 * severity and priority, the selected tenant's own mapping first, else the nearest ancestor's.
 */
export async function prioritySeverityTree(
  ctx: DomainContext,
  caller: Caller,
): Promise<PrioritySeverityNode[]> {
  const chain = await settingChain(ctx, caller);
  const visible = [...new Set([...chain, ...caller.scope])];
  const items = ordered(await listClassifications(ctx.db, visible, 'case'));
  const maps = chain.length
    ? await ctx.db
        .select()
        .from(classPrioritySeverity)
        .where(inTenants(chain, classPrioritySeverity.tenantId))
    : [];
  const byValue = nearest(maps, chain, (r) => String(r.classificationId));
  const parents = new Set(items.map((i) => i.parent_id));
  // The mapping is part of the classification (spec §7): both keys, as the update call's gate asks.
  const editable = caller.can(permissionKeys.caseSetup) && caller.can(permissionKeys.classificationAdmin);
  return items.map((item) => {
    const map = byValue.get(String(item.id));
    const leaf = !parents.has(item.id);
    const label = map ? `${item.name} — ${map.severity} / ${map.priority}` : item.name;
    return {
      id: `cls-${item.id}`,
      parent: item.parent_id === null ? '#' : `cls-${item.parent_id}`,
      text: label,
      type: item.level === 1 ? 'root_class' : leaf ? 'leaf_class' : 'sub_class',
      state: { opened: item.level === 1 },
      data: {
        context_items: editable && leaf ? ['set_priority_severity'] : [],
        classification_id: item.id,
        severity: map?.severity ?? null,
        priority: map?.priority ?? null,
        editable: editable && leaf,
      },
    };
  });
}

/** Sets a leaf's severity and priority for the selected tenant; the classification cache is refreshed (§7). */
export async function updatePrioritySeverity(ctx: DomainContext, caller: Caller, input: unknown) {
  setup(caller);
  const data = parseInput(prioritySeverityUpdate, input);
  const chain = await settingChain(ctx, caller);
  const visible = [...new Set([...chain, ...caller.scope])];
  const items = await listClassifications(ctx.db, visible, 'case');
  const item = items.find((i) => i.id === data.classification_id);
  if (!item) throw new AppError('notFound', 'That case classification does not exist in your tenants');
  if (items.some((i) => i.parent_id === item.id))
    throw new AppError('validation', 'Choose the last level of the classification (an issue), not a group');
  const tenantId = chain[0];
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(classPrioritySeverity)
      .values({
        tenantId,
        classificationId: item.id,
        severity: data.severity,
        priority: data.priority,
        updatedBy: caller.userId,
      })
      .onConflictDoUpdate({
        target: [classPrioritySeverity.tenantId, classPrioritySeverity.classificationId],
        set: {
          severity: data.severity,
          priority: data.priority,
          updatedBy: caller.userId,
          updatedAt: new Date(),
        },
      });
    await audit(tx, {
      action: 'classification.priority_severity',
      entity: 'classification',
      entityId: item.id,
      userId: caller.userId,
      tenantId,
      detail: { ...data },
    });
  });
  invalidateClassifications(ctx);
  return { ...data, classification_name: item.name };
}

/** The 16 severity × priority targets of the selected tenant (own, inherited or default), in working minutes. */
export async function timeMapping(ctx: DomainContext, caller: Caller): Promise<TimeMappingAnswer> {
  const chain = await settingChain(ctx, caller);
  const rows = chain.length
    ? await ctx.db
        .select()
        .from(severityPriorityTimes)
        .where(inTenants(chain, severityPriorityTimes.tenantId))
    : [];
  const found = nearest(rows, chain, (r) => `${r.severity}|${r.priority}`);
  const out: TimeMappingRow[] = [];
  for (const severity of [...caseSeverities].reverse())
    for (const priority of [...casePriorities].reverse()) {
      const row = found.get(`${severity}|${priority}`);
      const d = defaultTargets(severity, priority);
      out.push({
        severity,
        priority,
        response_minutes: row?.responseMinutes ?? d.response,
        resolution_minutes: row?.resolutionMinutes ?? d.resolution,
      });
    }
  return { rows: out, work_start: defaultWorkingDay.start, work_end: defaultWorkingDay.end };
}

export async function updateTimeMapping(
  ctx: DomainContext,
  caller: Caller,
  input: unknown,
): Promise<TimeMappingAnswer> {
  setup(caller);
  const { rows } = parseInput(timeUpdateInput, input);
  const [tenantId] = await settingChain(ctx, caller);
  if (tenantId === undefined) throw new AppError('forbidden', 'Choose a tenant first');
  await ctx.db.transaction(async (tx) => {
    for (const r of rows)
      await tx
        .insert(severityPriorityTimes)
        .values({
          tenantId,
          severity: r.severity,
          priority: r.priority,
          responseMinutes: r.response_minutes,
          resolutionMinutes: r.resolution_minutes,
          updatedBy: caller.userId,
        })
        .onConflictDoUpdate({
          target: [
            severityPriorityTimes.tenantId,
            severityPriorityTimes.severity,
            severityPriorityTimes.priority,
          ],
          set: {
            responseMinutes: r.response_minutes,
            resolutionMinutes: r.resolution_minutes,
            updatedBy: caller.userId,
            updatedAt: new Date(),
          },
        });
    await audit(tx, {
      action: 'case.time_mapping',
      entity: 'tenant',
      entityId: tenantId,
      userId: caller.userId,
      tenantId,
      detail: { rows: rows.length },
    });
  });
  invalidateClassifications(ctx);
  return timeMapping(ctx, caller);
}

/**
 * The resolution target (working minutes) a new case of this severity and priority gets in a tenant: the
 * tenant's own, else its nearest ancestor's, else the default. Takes the transaction the case is created in.
 */
export async function resolutionMinutes(
  db: Db,
  tenantId: number,
  severity: CaseSeverity,
  priority: CasePriority,
): Promise<number> {
  const all = await db.select({ id: tenants.id, parentId: tenants.parentId }).from(tenants);
  const chain: number[] = [];
  for (let id: number | null = tenantId; id !== null && !chain.includes(id);) {
    chain.push(id);
    id = all.find((t) => t.id === id)?.parentId ?? null;
  }
  const rows = await db
    .select()
    .from(severityPriorityTimes)
    .where(
      and(
        inTenants(chain, severityPriorityTimes.tenantId),
        eq(severityPriorityTimes.severity, severity),
        eq(severityPriorityTimes.priority, priority),
      ),
    );
  return (
    nearest(rows, chain, () => 'one').get('one')?.resolutionMinutes ??
    defaultTargets(severity, priority).resolution
  );
}

/** A new case's deadline: its resolution target counted in working time (09:00–18:00, Monday to Friday). */
export async function caseDeadline(
  db: Db,
  tenantId: number,
  severity: CaseSeverity,
  priority: CasePriority,
  from = new Date(),
): Promise<Date> {
  return addWorkingMinutes(from, await resolutionMinutes(db, tenantId, severity, priority));
}
