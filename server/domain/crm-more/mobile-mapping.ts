import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ClassificationItem } from '../../../src/contracts/classification';
import type { mobileMap, MobileMappedData } from '../../../src/contracts/crm-more';
import { permissionKeys } from '../../../src/contracts/permissions';
import { classifications, mobileClassificationMaps, users } from '../../db/schema';
import { AppError } from '../../errors';
import { audit } from '../audit';
import { cachedClassifications, invalidateClassifications } from '../classification/cache';
import type { ClassificationAccess } from '../classification/scope';
import { ordered } from '../classification/views';
import type { DomainContext } from '../context';
import { node, type TreeNodeOut } from '../customers/tree-node';
import { inTenant, inTenants } from '../caller';

export type MobileNode = TreeNodeOut & { mapped_data?: MobileMappedData };
type Mapping = { caseId: number; username: string | null };

/** The tenants whose mappings apply to the selected tenant: its own, else an ancestor's (the group's). */
async function mappingsFor(ctx: DomainContext, a: ClassificationAccess): Promise<Map<number, Mapping>> {
  const own = a.tenantId;
  const applicable = a.visible.filter((t) => !a.inScope(t) || t === own);
  if (!applicable.length) return new Map();
  const rows = await ctx.db
    .select({ m: mobileClassificationMaps, username: users.loginName })
    .from(mobileClassificationMaps)
    .leftJoin(users, eq(users.id, mobileClassificationMaps.mappedBy))
    .where(inTenants(applicable, mobileClassificationMaps.tenantId));
  const out = new Map<number, Mapping>();
  // The selected tenant's own mapping wins over an inherited one.
  for (const { m, username } of rows.sort(
    (x, y) => Number(x.m.tenantId === own) - Number(y.m.tenantId === own),
  ))
    out.set(m.mobileClassificationId, { caseId: m.caseClassificationId, username });
  return out;
}

const pathOf = (cases: Map<number, ClassificationItem>, id: number): string => {
  const names: string[] = [];
  for (let item = cases.get(id); item; item = item.parent_id === null ? undefined : cases.get(item.parent_id))
    names.unshift(item.name);
  return names.join(' › ');
};

/**
 * get_mobile_classification_mapping: the 3-level mobile classification; Service and Category are no_leaf, the
 * third level mapped_leaf (with mapped_data) or no_mapped_leaf.
 */
export async function mobileMappingTree(ctx: DomainContext, a: ClassificationAccess): Promise<MobileNode[]> {
  const [{ items: mobile }, { items: cases }, maps] = await Promise.all([
    cachedClassifications(ctx, a.visible, 'mobile', false),
    cachedClassifications(ctx, a.visible, 'case', false),
    mappingsFor(ctx, a),
  ]);
  const caseById = new Map(cases.map((c) => [c.id, c]));
  return ordered(mobile).map((item) => mobileNode(item, maps.get(item.id), caseById));
}

function mobileNode(
  item: ClassificationItem,
  mapping: Mapping | undefined,
  cases: Map<number, ClassificationItem>,
): MobileNode {
  const parent = item.parent_id === null ? '#' : `mob-${item.parent_id}`;
  if (item.level < 3) return node(`mob-${item.id}`, parent, item.name, 'no_leaf', [], item.level === 1);
  const mapped = mapping !== undefined && cases.has(mapping.caseId);
  return {
    ...node(`mob-${item.id}`, parent, item.name, mapped ? 'mapped_leaf' : 'no_mapped_leaf', []),
    mapped_data: {
      mobile_classification_id: item.id,
      case_classification_id: mapped ? mapping.caseId : null,
      app_username: mapped ? mapping.username : null,
      ...(mapped ? { case_path: pathOf(cases, mapping.caseId) } : {}),
    },
  };
}

async function visibleValue(
  ctx: DomainContext,
  a: ClassificationAccess,
  id: number,
  type: 'mobile' | 'case',
  level: number,
  what: string,
) {
  const [row] = await ctx.db
    .select()
    .from(classifications)
    .where(and(eq(classifications.id, id), inTenants(a.visible, classifications.tenantId)));
  if (!row || row.workflowType !== type) throw new AppError('notFound', `${what} not found`);
  if (row.level !== level)
    throw new AppError(
      'validation',
      `Choose a level-${level} ${type} classification (${what.toLowerCase()})`,
    );
  return row;
}

async function leafNode(ctx: DomainContext, a: ClassificationAccess, mobileId: number) {
  const list = await mobileMappingTree(ctx, a);
  return list.find((n) => n.id === `mob-${mobileId}`) as MobileNode;
}

/** Map a mobile leaf to a case Issue for the selected tenant (replacing its earlier mapping). 7__7001. */
export async function mapMobileClassification(
  ctx: DomainContext,
  a: ClassificationAccess,
  body: z.output<typeof mobileMap>,
): Promise<MobileNode> {
  a.require(permissionKeys.addSubClassification);
  a.require(permissionKeys.classificationAdmin);
  const tenantId = a.tenantId;
  if (tenantId === null) throw new AppError('forbidden', 'Choose a tenant first');
  await visibleValue(ctx, a, body.mobile_classification_id, 'mobile', 3, 'Mobile classification');
  await visibleValue(ctx, a, body.case_classification_id, 'case', 4, 'Case classification');
  await ctx.db.transaction(async (tx) => {
    const where = and(
      inTenant(tenantId, mobileClassificationMaps.tenantId),
      eq(mobileClassificationMaps.mobileClassificationId, body.mobile_classification_id),
    );
    const [existing] = await tx.select().from(mobileClassificationMaps).where(where);
    if (existing)
      await tx
        .update(mobileClassificationMaps)
        .set({
          caseClassificationId: body.case_classification_id,
          mappedBy: a.auth.userId,
          updatedAt: new Date(),
        })
        .where(where);
    else
      await tx.insert(mobileClassificationMaps).values({
        tenantId,
        mobileClassificationId: body.mobile_classification_id,
        caseClassificationId: body.case_classification_id,
        mappedBy: a.auth.userId,
      });
    await audit(tx, {
      action: existing ? 'mobile_mapping.update' : 'mobile_mapping.create',
      entity: 'mobile_classification_map',
      entityId: body.mobile_classification_id,
      userId: a.auth.userId,
      tenantId,
      detail: { case_classification_id: body.case_classification_id, from: existing?.caseClassificationId },
    });
  });
  invalidateClassifications(ctx);
  return leafNode(ctx, a, body.mobile_classification_id);
}

/** Remove the selected tenant's own mapping of a mobile leaf; an inherited mapping is not the tenant's to remove. */
export async function unmapMobileClassification(
  ctx: DomainContext,
  a: ClassificationAccess,
  mobileId: number,
): Promise<MobileNode> {
  a.require(permissionKeys.addSubClassification);
  a.require(permissionKeys.classificationAdmin);
  const tenantId = a.tenantId ?? -1;
  const where = and(
    inTenant(tenantId, mobileClassificationMaps.tenantId),
    eq(mobileClassificationMaps.mobileClassificationId, mobileId),
  );
  const [existing] = await ctx.db.select().from(mobileClassificationMaps).where(where);
  if (!existing) throw new AppError('notFound', 'Mapping not found');
  await ctx.db.transaction(async (tx) => {
    await tx.delete(mobileClassificationMaps).where(where);
    await audit(tx, {
      action: 'mobile_mapping.remove',
      entity: 'mobile_classification_map',
      entityId: mobileId,
      userId: a.auth.userId,
      tenantId,
      detail: { case_classification_id: existing.caseClassificationId },
    });
  });
  invalidateClassifications(ctx);
  return leafNode(ctx, a, mobileId);
}
