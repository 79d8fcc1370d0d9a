import { and, asc, eq } from 'drizzle-orm';
import { productTreeActions, productTypeLabels } from '../../../src/contracts/customers/products';
import { permissionKeys } from '../../../src/contracts/permissions';
import { treeActionAllowed } from '../../../src/rules/kit-tree-menu';
import { fundDescriptions, productHouses, products } from '../../db/schema';
import { AppError } from '../../errors';
import { audit } from '../audit';
import type { DomainContext } from '../context';
import { node, type TreeNodeOut } from '../customers/tree-node';
import type { ClassificationAccess } from '../classification/scope';
import { type Can, inTenants } from '../caller';

/**
 * get_biz_prod_tree: product type → product house → product → fund description. The catalogue of the tenant and
 * its ancestors is shown; removals are offered on rows inside the caller's scope when the role map gives 1.
 */
export async function productTree(
  ctx: DomainContext,
  a: ClassificationAccess,
  menuItems: Record<string, string[]>,
  can: Can,
): Promise<TreeNodeOut[]> {
  if (!a.visible.length) return [];
  const visible = [...a.visible];
  const [houses, lines, options] = await Promise.all([
    ctx.db
      .select()
      .from(productHouses)
      .where(inTenants(visible, productHouses.tenantId))
      .orderBy(asc(productHouses.name)),
    ctx.db.select().from(products).where(inTenants(visible, products.tenantId)).orderBy(asc(products.name)),
    ctx.db
      .select()
      .from(fundDescriptions)
      .where(inTenants(visible, fundDescriptions.tenantId))
      .orderBy(asc(fundDescriptions.id)),
  ]);
  const editable = new Set(a.scope);
  const items = (type: string, tenantId: number) =>
    (productTreeActions[type] ?? []).filter(
      (action) =>
        editable.has(tenantId) &&
        treeActionAllowed(action, can) &&
        (menuItems[type] === undefined || menuItems[type].includes(action)),
    );
  const types = [...new Set(houses.map((h) => h.productType))] as (keyof typeof productTypeLabels)[];
  return [
    ...types.map((t) => node(`type-${t}`, '#', productTypeLabels[t], 'product_type', [], true)),
    ...houses.map((h) =>
      node(
        `house-${h.id}`,
        `type-${h.productType}`,
        h.name,
        'product_house',
        items('product_house', h.tenantId),
      ),
    ),
    ...lines.map((p) =>
      node(`product-${p.id}`, `house-${p.houseId}`, p.name, 'product', items('product', p.tenantId)),
    ),
    ...options.map((f) => node(`fund-${f.id}`, `product-${f.productId}`, f.name, 'fund_description', [])),
  ];
}

async function removeRow(
  ctx: DomainContext,
  a: ClassificationAccess,
  table: typeof productHouses | typeof products,
  id: number,
  what: string,
): Promise<null> {
  const [row] = await ctx.db
    .select()
    .from(table)
    .where(and(eq(table.id, id), inTenants(a.visible, table.tenantId)));
  if (!row) throw new AppError('notFound', `${what} not found`);
  if (!a.inScope(row.tenantId))
    throw new AppError('forbidden', `This ${what.toLowerCase()} belongs to a parent tenant's catalogue`);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(table).where(eq(table.id, id));
    await audit(tx, {
      action: `${what.toLowerCase().replace(' ', '_')}.remove`,
      entity: what,
      entityId: id,
      userId: a.auth.userId,
      tenantId: row.tenantId,
      detail: { name: row.name },
    });
  });
  return null;
}

/** Remove Product House (26__26001): with its products and their fund descriptions. */
export function removeProductHouse(ctx: DomainContext, a: ClassificationAccess, id: number) {
  a.require(permissionKeys.removeProductHouse);
  return removeRow(ctx, a, productHouses, id, 'Product house');
}

/** Remove Product (26__26002): with its fund descriptions. */
export function removeProduct(ctx: DomainContext, a: ClassificationAccess, id: number) {
  a.require(permissionKeys.removeProduct);
  return removeRow(ctx, a, products, id, 'Product');
}
