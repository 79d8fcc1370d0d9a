import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  classificationDepth,
  type classificationCreate,
  type ClassificationItem,
} from '../../../src/contracts/classification';
import { permissionKeys } from '../../../src/contracts/permissions';
import type { Db } from '../../db/client';
import { classifications } from '../../db/schema';
import { AppError } from '../../errors';
import { audit } from '../audit';
import type { DomainContext } from '../context';
import { invalidateClassifications } from './cache';
import { removeAudited } from '../save-audited';
import { toClassificationItem, type ClassificationAccess } from './scope';
import { inTenant, inTenants } from '../caller';

type Row = typeof classifications.$inferSelect;

/** A value the caller may change: it exists and belongs to the selected tenant's subtree. */
async function editableRow(ctx: DomainContext, a: ClassificationAccess, id: number): Promise<Row> {
  const [row] = await ctx.db
    .select()
    .from(classifications)
    .where(and(eq(classifications.id, id), inTenants(a.visible, classifications.tenantId)));
  if (!row) throw new AppError('notFound', 'Classification not found');
  if (!a.inScope(row.tenantId))
    throw new AppError(
      'forbidden',
      'This classification is inherited from a parent tenant and cannot be changed here',
    );
  return row;
}

const siblingsOf = (parentId: number | null) =>
  parentId === null ? isNull(classifications.parentId) : eq(classifications.parentId, parentId);

/** The values of one level: the same parent, workflow type and tenant. */
const levelOf = (parentId: number | null, workflowType: string, tenantId: number) =>
  and(
    siblingsOf(parentId),
    eq(classifications.workflowType, workflowType),
    inTenant(tenantId, classifications.tenantId),
  );

/** A name is used once per level, whatever its case. */
async function refuseTakenName(tx: Db, level: SQL | undefined, name: string, exceptId?: number) {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(classifications)
    .where(
      and(
        level,
        sql`lower(${classifications.name}) = lower(${name})`,
        exceptId === undefined ? undefined : sql`${classifications.id} <> ${exceptId}`,
      ),
    );
  if (n > 0) throw new AppError('conflict', `"${name}" already exists at this level`);
}

/** Add Sub Classification (7__7001); a first-level value (parent null) goes to the selected tenant. */
export async function createClassification(
  ctx: DomainContext,
  a: ClassificationAccess,
  body: z.output<typeof classificationCreate>,
): Promise<ClassificationItem> {
  a.require(permissionKeys.addSubClassification);
  a.require(permissionKeys.classificationAdmin);
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
    const where = levelOf(parent?.id ?? null, body.workflow_type, tenantId);
    await refuseTakenName(tx, where, body.name);
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
  return toClassificationItem(row);
}

/** Rename: managing values needs the Add Sub Classification key. */
export async function renameClassification(
  ctx: DomainContext,
  a: ClassificationAccess,
  id: number,
  name: string,
) {
  a.require(permissionKeys.addSubClassification);
  a.require(permissionKeys.classificationAdmin);
  const row = await editableRow(ctx, a, id);
  const updated = await ctx.db.transaction(async (tx) => {
    await refuseTakenName(tx, levelOf(row.parentId, row.workflowType, row.tenantId), name, id);
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
  return toClassificationItem(updated);
}

/** Drag-and-drop within the same parent: renumber the siblings 0..n-1 with the value at its new place. */
export async function moveClassification(
  ctx: DomainContext,
  a: ClassificationAccess,
  id: number,
  position: number,
) {
  a.require(permissionKeys.addSubClassification);
  a.require(permissionKeys.classificationAdmin);
  const row = await editableRow(ctx, a, id);
  const siblings = await ctx.db.transaction(async (tx) => {
    const list = await tx
      .select()
      .from(classifications)
      .where(levelOf(row.parentId, row.workflowType, row.tenantId))
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
    return rest.map((r, index) => ({ ...toClassificationItem(r), position: index }));
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
  a.require(permissionKeys.classificationAdmin);
  const row = await editableRow(ctx, a, id);
  await ctx.db.transaction((tx) =>
    removeAudited(tx, classifications, {
      id,
      entity: 'classification',
      userId: a.userId,
      tenantId: row.tenantId,
      detail: { name: row.name },
    }),
  );
  invalidateClassifications(ctx);
  return null;
}
