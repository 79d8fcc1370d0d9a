import { asc, count, desc, eq } from 'drizzle-orm';
import type { ProductHouse, ProductRow, SchemeDetails, SchemeStatus } from '../../../src/contracts/advice';
import { medicalSchemes, schemePlans, schemeStatusChanges, users } from '../../db/schema';
import { AppError } from '../../errors';
import { audit } from '../audit';
import type { DomainContext } from '../context';
import { planById, schemeData } from './market';
import type { TenantCaller } from '../caller';

export async function productHouses(ctx: DomainContext): Promise<ProductHouse[]> {
  const rows = await ctx.db
    .select({ id: medicalSchemes.id, name: medicalSchemes.name, products: count(schemePlans.id) })
    .from(medicalSchemes)
    .leftJoin(schemePlans, eq(schemePlans.schemeId, medicalSchemes.id))
    .groupBy(medicalSchemes.id, medicalSchemes.name)
    .orderBy(asc(medicalSchemes.name));
  return rows.map((r) => ({ product_house_id: r.id, name: r.name, products: r.products }));
}

export async function productsOf(ctx: DomainContext, houseId: number): Promise<ProductRow[]> {
  const [house] = await ctx.db
    .select({ id: medicalSchemes.id })
    .from(medicalSchemes)
    .where(eq(medicalSchemes.id, houseId));
  if (!house) throw new AppError('notFound', 'No such product house');
  const rows = await ctx.db
    .select()
    .from(schemePlans)
    .where(eq(schemePlans.schemeId, houseId))
    .orderBy(asc(schemePlans.memberCost));
  return rows.map((p) => ({
    product_id: p.id,
    name: p.name,
    status: p.status as SchemeStatus,
    year: p.year,
  }));
}

export async function schemeDetails(ctx: DomainContext, productId: number): Promise<SchemeDetails> {
  const data = await schemeData(ctx, [productId], { adult_dependent: 0, child_dependent: 0 });
  const scheme = data.schemes[0];
  if (!scheme) throw new AppError('notFound', 'No such product');
  const history = await ctx.db
    .select({
      status: schemeStatusChanges.toStatus,
      reason: schemeStatusChanges.reason,
      at: schemeStatusChanges.at,
      by: users.fullName,
    })
    .from(schemeStatusChanges)
    .leftJoin(users, eq(users.id, schemeStatusChanges.userId))
    .where(eq(schemeStatusChanges.planId, productId))
    .orderBy(desc(schemeStatusChanges.at), desc(schemeStatusChanges.id));
  return {
    ...scheme,
    status_history: history.map((h) => ({
      status: h.status as SchemeStatus,
      reason: h.reason,
      at: h.at.toISOString(),
      by: h.by ?? '',
    })),
  };
}

/** A plan leaves (or returns to) the comparison: withdrawn and suspended plans are not offered by filter_schemes. */
export async function changeSchemeStatus(
  ctx: DomainContext,
  caller: TenantCaller,
  body: { scheme_id: number; status: SchemeStatus; reason: string },
): Promise<SchemeDetails> {
  const plan = await planById(ctx, body.scheme_id);
  if (!plan) throw new AppError('notFound', 'No such scheme');
  if (plan.status === body.status) throw new AppError('conflict', `The scheme is already ${body.status}`);
  await ctx.db.transaction(async (tx) => {
    await tx.update(schemePlans).set({ status: body.status }).where(eq(schemePlans.id, plan.id));
    await tx.insert(schemeStatusChanges).values({
      planId: plan.id,
      userId: caller.auth.userId,
      fromStatus: plan.status,
      toStatus: body.status,
      reason: body.reason,
    });
    await audit(tx, {
      action: 'scheme.status',
      entity: 'scheme_plan',
      entityId: plan.id,
      userId: caller.auth.userId,
      tenantId: caller.tenantId,
      detail: { from: plan.status, to: body.status },
    });
  });
  return schemeDetails(ctx, plan.id);
}
