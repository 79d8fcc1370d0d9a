import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  Offering,
  offeringSave,
  StockKind,
  StockMovement,
  stockAdjust,
} from '../../../src/contracts/crm-more';
import { permissionKeys } from '../../../src/contracts/permissions';
import type { Db } from '../../db/client';
import { classifications, offerings, products, stockMovements, users } from '../../db/schema';
import { AppError } from '../../errors';
import { audit } from '../audit';
import type { ClassificationAccess } from '../classification/scope';
import type { DomainContext } from '../context';
import { inScope } from '../customers/read';
import { found, inTenant, inTenants } from '../caller';

const cents = (rands: number) => Math.round(rands * 100);

async function selectOfferings(db: Db, scope: readonly number[], id?: number): Promise<Offering[]> {
  const rows = await db
    .select({ o: offerings, productName: products.name, classificationName: classifications.name })
    .from(offerings)
    .leftJoin(products, eq(products.id, offerings.productId))
    .leftJoin(classifications, eq(classifications.id, offerings.classificationId))
    .where(and(inScope(offerings.tenantId, scope), id === undefined ? undefined : eq(offerings.id, id)))
    .orderBy(asc(offerings.name));
  return rows.map(({ o, productName, classificationName }) => ({
    id: o.id,
    tenant_id: o.tenantId,
    name: o.name,
    product_id: o.productId,
    product_name: productName,
    classification_id: o.classificationId,
    classification_name: classificationName,
    price: o.priceCents / 100,
    cost_price: o.costPriceCents / 100,
    stock_quantity: o.stockQuantity,
    update_datetime: o.updatedAt.toISOString(),
  }));
}

export const listOfferings = (db: Db, a: ClassificationAccess) => selectOfferings(db, a.scope);
export const getOffering = async (db: Db, a: ClassificationAccess, id: number) =>
  found((await selectOfferings(db, a.scope, id))[0], 'Offering');

async function checkLinks(ctx: DomainContext, a: ClassificationAccess, body: z.output<typeof offeringSave>) {
  if (body.product_id !== null) {
    const [p] = await ctx.db
      .select()
      .from(products)
      .where(and(eq(products.id, body.product_id), inTenants(a.visible, products.tenantId)));
    if (!p) throw new AppError('notFound', 'Product not found');
  }
  if (body.classification_id !== null) {
    const [c] = await ctx.db
      .select()
      .from(classifications)
      .where(
        and(eq(classifications.id, body.classification_id), inTenants(a.visible, classifications.tenantId)),
      );
    if (!c || c.workflowType !== 'case') throw new AppError('notFound', 'Classification not found');
  }
}

type Movement = { tenantId: number; offeringId: number; kind: StockKind; quantity: number; balance: number };
async function recordMovement(db: Db, a: ClassificationAccess, m: Movement, note: string) {
  await db.insert(stockMovements).values({ ...m, note, userId: a.auth.userId });
}

/** Create (-1) or edit an offering; a stock change is kept as a received (new) or adjusted movement. */
export async function saveOffering(
  ctx: DomainContext,
  a: ClassificationAccess,
  body: z.output<typeof offeringSave>,
): Promise<Offering> {
  a.require(permissionKeys.removeProduct);
  const current = body.id === -1 ? null : await getOffering(ctx.db, a, body.id);
  const tenantId = current?.tenant_id ?? a.tenantId;
  if (tenantId === null) throw new AppError('forbidden', 'Choose a tenant first');
  await checkLinks(ctx, a, body);
  const id = await ctx.db.transaction(async (tx) => {
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(offerings)
      .where(
        and(
          inTenant(tenantId, offerings.tenantId),
          sql`lower(${offerings.name}) = lower(${body.name})`,
          current ? sql`${offerings.id} <> ${current.id}` : undefined,
        ),
      );
    if (n > 0) throw new AppError('conflict', `An offering called "${body.name}" already exists`);
    const values = {
      name: body.name,
      productId: body.product_id,
      classificationId: body.classification_id,
      priceCents: cents(body.price),
      costPriceCents: cents(body.cost_price),
      stockQuantity: body.stock_quantity,
      updatedAt: new Date(),
    };
    const [row] = current
      ? await tx.update(offerings).set(values).where(eq(offerings.id, current.id)).returning()
      : await tx
          .insert(offerings)
          .values({ ...values, tenantId })
          .returning();
    const change = body.stock_quantity - (current?.stock_quantity ?? 0);
    if (change !== 0)
      await recordMovement(
        tx,
        a,
        {
          tenantId,
          offeringId: row.id,
          kind: current ? 'adjusted' : 'received',
          quantity: change,
          balance: body.stock_quantity,
        },
        body.note || (current ? 'Stock corrected on the offering' : 'Opening stock'),
      );
    await audit(tx, {
      action: current ? 'offering.update' : 'offering.create',
      entity: 'offering',
      entityId: row.id,
      userId: a.auth.userId,
      tenantId,
      detail: { name: body.name, stock_change: change },
    });
    return row.id;
  });
  return getOffering(ctx.db, a, id);
}

/** Stock received or adjusted (counted, damaged, returned); the balance never goes below 0. */
export async function adjustStock(
  ctx: DomainContext,
  a: ClassificationAccess,
  body: z.output<typeof stockAdjust>,
): Promise<Offering> {
  a.require(permissionKeys.removeProduct);
  const offering = await getOffering(ctx.db, a, body.offering_id);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(offerings)
      .set({ stockQuantity: sql`${offerings.stockQuantity} + ${body.quantity}`, updatedAt: new Date() })
      .where(and(eq(offerings.id, offering.id), sql`${offerings.stockQuantity} + ${body.quantity} >= 0`))
      .returning();
    if (!row)
      throw new AppError(
        'validation',
        `Only ${offering.stock_quantity} in stock; the balance cannot go below 0`,
      );
    const m = { tenantId: row.tenantId, offeringId: row.id, kind: body.kind, quantity: body.quantity };
    await recordMovement(tx, a, { ...m, balance: row.stockQuantity }, body.note);
    await audit(tx, {
      action: `stock.${body.kind}`,
      entity: 'offering',
      entityId: row.id,
      userId: a.auth.userId,
      tenantId: row.tenantId,
      detail: { quantity: body.quantity, balance: row.stockQuantity },
    });
  });
  return getOffering(ctx.db, a, offering.id);
}

/** Stock movements in scope, newest first, optionally of one offering or one kind. */
export async function stockHistory(
  db: Db,
  a: ClassificationAccess,
  filter: { offering_id?: number; kind?: StockKind },
): Promise<StockMovement[]> {
  const rows = await db
    .select({ m: stockMovements, name: offerings.name, userName: users.fullName })
    .from(stockMovements)
    .innerJoin(offerings, eq(offerings.id, stockMovements.offeringId))
    .leftJoin(users, eq(users.id, stockMovements.userId))
    .where(
      and(
        inScope(stockMovements.tenantId, a.scope),
        filter.offering_id ? eq(stockMovements.offeringId, filter.offering_id) : undefined,
        filter.kind ? eq(stockMovements.kind, filter.kind) : undefined,
      ),
    )
    .orderBy(desc(stockMovements.at), desc(stockMovements.id))
    .limit(2000);
  return rows.map(({ m, name, userName }) => ({
    id: m.id,
    offering_id: m.offeringId,
    offering_name: name,
    kind: m.kind as StockKind,
    quantity: m.quantity,
    balance: m.balance,
    note: m.note,
    user_name: userName,
    create_datetime: m.at.toISOString(),
  }));
}

/**
 * A fulfilled order sells stock: each line whose description names an offering of the order's tenant takes its
 * quantity off (down to 0) as a sold movement. Runs inside the order's transaction.
 */
export async function sellFromOrder(
  db: Db,
  order: {
    id: number;
    number: string;
    tenant_id: number;
    lines: { description: string; quantity: number }[];
  },
  userId: number,
): Promise<void> {
  const names = order.lines.map((l) => l.description.trim().toLowerCase());
  if (!names.length) return;
  const rows = await db
    .select()
    .from(offerings)
    .where(and(inTenant(order.tenant_id, offerings.tenantId), inArray(sql`lower(${offerings.name})`, names)));
  for (const row of rows) {
    const wanted = order.lines
      .filter((l) => l.description.trim().toLowerCase() === row.name.toLowerCase())
      .reduce((sum, l) => sum + l.quantity, 0);
    const sold = Math.min(wanted, row.stockQuantity);
    if (sold <= 0) continue;
    const balance = row.stockQuantity - sold;
    await db
      .update(offerings)
      .set({ stockQuantity: balance, updatedAt: new Date() })
      .where(eq(offerings.id, row.id));
    await db.insert(stockMovements).values({
      tenantId: row.tenantId,
      offeringId: row.id,
      kind: 'sold',
      quantity: -sold,
      balance,
      note: `Order ${order.number}`,
      userId,
    });
  }
}
