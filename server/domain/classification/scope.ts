import { and, asc, eq } from 'drizzle-orm';
import type { ClassificationItem, WorkflowType } from '../../../src/contracts/classification';
import type { Db } from '../../db/client';
import { classifications } from '../../db/schema';
import type { DomainContext } from '../context';
import { loadTenantTree } from '../tenant';
import { type Caller, inTenants } from '../caller';

export type ClassificationAccess = Caller & {
  /** Readable: the scope plus the selected tenant's ancestors (the group's values are inherited). */
  visible: number[];
};

export const toClassificationItem = (r: typeof classifications.$inferSelect): ClassificationItem => ({
  id: r.id,
  parent_id: r.parentId,
  workflow_type: r.workflowType as WorkflowType,
  level: r.level,
  name: r.name,
  position: r.position,
  tenant_id: r.tenantId,
});

export async function classificationAccess(
  ctx: DomainContext,
  access: Caller,
): Promise<ClassificationAccess> {
  const tree = await loadTenantTree(ctx);
  const ancestors = access.tenantId === null ? [] : tree.ancestorIds(access.tenantId);
  return { ...access, visible: [...ancestors, ...access.scope] };
}

export async function listClassifications(
  db: Db,
  visible: readonly number[],
  type: WorkflowType,
): Promise<ClassificationItem[]> {
  if (!visible.length) return [];
  const rows = await db
    .select()
    .from(classifications)
    .where(and(eq(classifications.workflowType, type), inTenants(visible, classifications.tenantId)))
    .orderBy(
      asc(classifications.level),
      asc(classifications.parentId),
      asc(classifications.position),
      asc(classifications.id),
    );
  return rows.map(toClassificationItem);
}
