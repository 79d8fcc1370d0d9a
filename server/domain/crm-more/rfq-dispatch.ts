import { and, asc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { RfqCategory, RfqDispatchRow, rfqMapAdd, RfqQuoteMap } from '../../../src/contracts/crm-more';
import { permissionKeys } from '../../../src/contracts/permissions';
import type { Db } from '../../db/client';
import { productHouses, products, rfqDispatchMaps, workgroups } from '../../db/schema';
import { AppError } from '../../errors';
import { audit } from '../audit';
import type { ClassificationAccess } from '../classification/scope';
import type { DomainContext } from '../context';
import { inScope } from '../customers/read';
import { found, inTenant, inTenants } from '../caller';

async function mapRows(db: Db, tenants: readonly number[], id?: number): Promise<RfqDispatchRow[]> {
  const rows = await db
    .select({ m: rfqDispatchMaps, productName: products.name, workgroupName: workgroups.name })
    .from(rfqDispatchMaps)
    .innerJoin(workgroups, eq(workgroups.id, rfqDispatchMaps.workgroupId))
    .leftJoin(products, eq(products.id, rfqDispatchMaps.productId))
    .where(and(inScope(rfqDispatchMaps.tenantId, tenants), id ? eq(rfqDispatchMaps.id, id) : undefined))
    .orderBy(asc(rfqDispatchMaps.category), asc(products.name), asc(rfqDispatchMaps.id));
  return rows.map(({ m, productName, workgroupName }) => ({
    id: m.id,
    tenant_id: m.tenantId,
    category: m.category as RfqCategory,
    product_id: m.productId,
    product_name: productName,
    workgroup_id: m.workgroupId,
    workgroup_name: workgroupName,
    create_datetime: m.createdAt.toISOString(),
  }));
}

/** get_rfq_quote_map: the mapping in scope, with the workgroups and products a new row may name. */
export async function rfqQuoteMap(ctx: DomainContext, a: ClassificationAccess): Promise<RfqQuoteMap> {
  const [map, groups, lines] = await Promise.all([
    mapRows(ctx.db, a.scope),
    ctx.db
      .select()
      .from(workgroups)
      .where(and(inScope(workgroups.tenantId, a.scope), eq(workgroups.active, true)))
      .orderBy(asc(workgroups.name)),
    ctx.db
      .select({ id: products.id, name: products.name, category: productHouses.productType })
      .from(products)
      .innerJoin(productHouses, eq(productHouses.id, products.houseId))
      .where(inScope(products.tenantId, a.visible))
      .orderBy(asc(products.name)),
  ]);
  return {
    map,
    workgroups: groups.map((g) => ({ id: g.id, name: g.name, wrkgrp_type: g.wrkgrpType })),
    products: lines.map((p) => ({ ...p, category: p.category as RfqCategory })),
  };
}

/** add_rfq_to_quote_workgroup: one row per tenant, category and product (or the whole category). 17__17005. */
export async function addRfqMapping(
  ctx: DomainContext,
  a: ClassificationAccess,
  body: z.output<typeof rfqMapAdd>,
): Promise<RfqDispatchRow> {
  a.require(permissionKeys.workgroupAdmin);
  const [group] = await ctx.db
    .select()
    .from(workgroups)
    .where(and(eq(workgroups.id, body.workgroup_id), inScope(workgroups.tenantId, a.scope)));
  if (!group) throw new AppError('notFound', 'Workgroup not found');
  if (body.product_id !== null) {
    const [p] = await ctx.db
      .select({ tenantId: products.tenantId, category: productHouses.productType })
      .from(products)
      .innerJoin(productHouses, eq(productHouses.id, products.houseId))
      .where(and(eq(products.id, body.product_id), inTenants(a.visible, products.tenantId)));
    if (!p) throw new AppError('notFound', 'Product not found');
    if (p.category !== body.category)
      throw new AppError('validation', 'The product belongs to another category');
  }
  const id = await ctx.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: rfqDispatchMaps.id })
      .from(rfqDispatchMaps)
      .where(
        and(
          inTenant(group.tenantId, rfqDispatchMaps.tenantId),
          eq(rfqDispatchMaps.category, body.category),
          body.product_id === null
            ? isNull(rfqDispatchMaps.productId)
            : eq(rfqDispatchMaps.productId, body.product_id),
        ),
      );
    if (existing)
      throw new AppError(
        'conflict',
        'That category and product already go to a workgroup; remove that row first',
      );
    const [row] = await tx
      .insert(rfqDispatchMaps)
      .values({ tenantId: group.tenantId, ...pick(body), createdBy: a.auth.userId })
      .returning();
    await audit(tx, {
      action: 'rfq_dispatch.create',
      entity: 'rfq_dispatch_map',
      entityId: row.id,
      userId: a.auth.userId,
      tenantId: group.tenantId,
      detail: pick(body),
    });
    return row.id;
  });
  return found((await mapRows(ctx.db, a.scope, id))[0], 'Mapping');
}

const pick = (body: z.output<typeof rfqMapAdd>) => ({
  category: body.category,
  productId: body.product_id,
  workgroupId: body.workgroup_id,
});

export async function removeRfqMapping(
  ctx: DomainContext,
  a: ClassificationAccess,
  id: number,
): Promise<null> {
  a.require(permissionKeys.workgroupAdmin);
  const row = found((await mapRows(ctx.db, a.scope, id))[0], 'Mapping');
  await ctx.db.transaction(async (tx) => {
    await tx.delete(rfqDispatchMaps).where(eq(rfqDispatchMaps.id, id));
    await audit(tx, {
      action: 'rfq_dispatch.remove',
      entity: 'rfq_dispatch_map',
      entityId: id,
      userId: a.auth.userId,
      tenantId: row.tenant_id,
      detail: { category: row.category, product_id: row.product_id, workgroup_id: row.workgroup_id },
    });
  });
  return null;
}

/**
 * The quote workgroup for an RFQ of a tenant: the product's row before the category's, the tenant's own rows
 * before its ancestors' (`tenants` nearest first).
 */
export async function dispatchWorkgroupFor(
  db: Db,
  tenants: readonly number[],
  category: RfqCategory,
  productId: number | null,
): Promise<{ id: number; name: string } | null> {
  const rows = await db
    .select({ m: rfqDispatchMaps, name: workgroups.name })
    .from(rfqDispatchMaps)
    .innerJoin(workgroups, eq(workgroups.id, rfqDispatchMaps.workgroupId))
    .where(and(inTenants(tenants, rfqDispatchMaps.tenantId), eq(rfqDispatchMaps.category, category)));
  const rank = (r: (typeof rows)[number]) =>
    tenants.indexOf(r.m.tenantId) * 2 + (r.m.productId === productId && productId !== null ? 0 : 1);
  const best = rows
    .filter((r) => r.m.productId === null || r.m.productId === productId)
    .sort((x, y) => rank(x) - rank(y))[0];
  return best ? { id: best.m.workgroupId, name: best.name } : null;
}
