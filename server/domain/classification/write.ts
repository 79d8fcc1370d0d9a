import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  classificationDepth,
  type classificationCreate,
  type ClassificationItem,
  type WorkflowType,
} from '../../../src/contracts/classification';
import { permissionKeys } from '../../../src/contracts/permissions';
import { classifications } from '../../db/schema';
import { AppError } from '../../errors';
import { audit } from '../audit';
import type { DomainContext } from '../context';
import { invalidateClassifications } from './cache';
import type { ClassificationAccess } from './scope';

type Row = typeof classifications.$inferSelect;

/** A value the caller may change: it exists and belongs to the selected tenant's subtree. */
async function editableRow(ctx: DomainContext, a: ClassificationAccess, id: number): Promise<Row> {
  const [row] = await ctx.db.select().from(classifications).where(eq(classifications.id, id));
  if (!row || !a.visible.includes(row.tenantId)) throw new AppError('notFound', 'Classification not found');
  if (!a.scope.includes(row.tenantId))
    throw new AppError(
      'forbidden',
      'This classification is inherited from a parent tenant and cannot be changed here',
    );
  return row;
}

const siblingsOf = (parentId: number | null) =>
  parentId === null ? isNull(classifications.parentId) : eq(classifications.parentId, parentId);

const toItem = (r: Row): ClassificationItem => ({
  id: r.id,
  parent_id: r.parentId,
  workflow_type: r.workflowType as WorkflowType,
  level: r.level,
  name: r.name,
  position: r.position,
  tenant_id: r.tenantId,
});

/** Add Sub Classification (7__7001); a first-level value (parent null) goes to the selected tenant. */
export async function createClassification(
  ctx: DomainContext,
  a: ClassificationAccess,
  body: z.output<typeof classificationCreate>,
): Promise<ClassificationItem> {
  a.require(permissionKeys.addSubClassification);
  const parent = body.parent_id === null ? null : await editableRow(ctx, a, body.parent_id);
  if (parent && parent.workflowType !== body.workflow_type)
    throw new AppError('validation', 'The parent belongs to another workflow type');
  const level = parent ? parent.level + 1 : 1;
  if (level > classificationDepth[body.workflow_type])
    throw new AppError(
      'validation',
      `A ${body.workflow_type} classification has at most ${classificationDepth[body.workflow_type]} levels`,
    );
  const tenantId = parent?.tenantId ?? a.tenantId;
  if (tenantId === null) throw new AppError('forbidden', 'Choose a tenant first');
  const row = await ctx.db.transaction(async (tx) => {
    const where = and(
      siblingsOf(parent?.id ?? null),
      eq(classifications.workflowType, body.workflow_type),
      eq(classifications.tenantId, tenantId),
    );
    const [{ n }] = await tx
      .select({ n: count() })
      .from(classifications)
      .where(and(where, sql`lower(${classifications.name}) = lower(${body.name})`));
    if (n > 0) throw new AppError('conflict', `"${body.name}" already exists at this level`);
    const [{ next }] = await tx
      .select({ next: sql<number>`coalesce(max(${classifications.position}) + 1, 0)`.mapWith(Number) })
      .from(classifications)
      .where(where);
    const [created] = await tx
      .insert(classifications)
      .values({
        tenantId,
        workflowType: body.workflow_type,
        parentId: parent?.id ?? null,
        level,
        name: body.name,
        position: next,
      })
      .returning();
    await audit(tx, {
      action: 'classification.create',
      entity: 'classification',
      entityId: created.id,
      userId: a.auth.userId,
      tenantId,
    });
    return created;
  });
  invalidateClassifications(ctx);
  return toItem(row);
}

/** Rename: managing values needs the Add Sub Classification key. */
export async function renameClassification(
  ctx: DomainContext,
  a: ClassificationAccess,
  id: number,
  name: string,
) {
  a.require(permissionKeys.addSubClassification);
  const row = await editableRow(ctx, a, id);
  const updated = await ctx.db.transaction(async (tx) => {
    const [{ n }] = await tx
      .select({ n: count() })
      .from(classifications)
      .where(
        and(
          siblingsOf(row.parentId),
          eq(classifications.workflowType, row.workflowType),
          eq(classifications.tenantId, row.tenantId),
          sql`lower(${classifications.name}) = lower(${name})`,
          sql`${classifications.id} <> ${id}`,
        ),
      );
    if (n > 0) throw new AppError('conflict', `"${name}" already exists at this level`);
    const [r] = await tx
      .update(classifications)
      .set({ name, updatedAt: new Date() })
      .where(eq(classifications.id, id))
      .returning();
    await audit(tx, {
      action: 'classification.update',
      entity: 'classification',
      entityId: id,
      userId: a.auth.userId,
      tenantId: row.tenantId,
      detail: { from: row.name, to: name },
    });
    return r;
  });
  invalidateClassifications(ctx);
  return toItem(updated);
}

/** Drag-and-drop within the same parent: renumber the siblings 0..n-1 with the value at its new place. */
export async function moveClassification(
  ctx: DomainContext,
  a: ClassificationAccess,
  id: number,
  position: number,
) {
  a.require(permissionKeys.addSubClassification);
  const row = await editableRow(ctx, a, id);
  const siblings = await ctx.db.transaction(async (tx) => {
    const list = await tx
      .select()
      .from(classifications)
      .where(
        and(
          siblingsOf(row.parentId),
          eq(classifications.workflowType, row.workflowType),
          eq(classifications.tenantId, row.tenantId),
        ),
      )
      .orderBy(asc(classifications.position), asc(classifications.id));
    const rest = list.filter((r) => r.id !== id);
    const at = Math.min(position, rest.length);
    rest.splice(at, 0, row);
    for (const [index, sibling] of rest.entries())
      if (sibling.position !== index || sibling.id === id)
        await tx
          .update(classifications)
          .set({ position: index, updatedAt: new Date() })
          .where(eq(classifications.id, sibling.id));
    await audit(tx, {
      action: 'classification.move',
      entity: 'classification',
      entityId: id,
      userId: a.auth.userId,
      tenantId: row.tenantId,
      detail: { from: row.position, to: at },
    });
    return rest.map((r, index) => ({ ...toItem(r), position: index }));
  });
  invalidateClassifications(ctx);
  return siblings;
}

/** Remove Classification (7__7002): the value with every value under it. */
export async function removeClassification(
  ctx: DomainContext,
  a: ClassificationAccess,
  id: number,
): Promise<null> {
  a.require(permissionKeys.removeClassification);
  const row = await editableRow(ctx, a, id);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(classifications).where(eq(classifications.id, id));
    await audit(tx, {
      action: 'classification.remove',
      entity: 'classification',
      entityId: id,
      userId: a.auth.userId,
      tenantId: row.tenantId,
      detail: { name: row.name },
    });
  });
  invalidateClassifications(ctx);
  return null;
}
