import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tenants } from './schema-core';

/**
 * The product catalogue behind get_biz_prod_tree (spec §7): product type → product house → product → fund
 * description (plan options). Rows belong to a tenant; like classification, a tenant inherits its ancestors'.
 */
export const productHouses = pgTable(
  'product_houses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    productType: text('product_type').notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    index('product_houses_tenant_idx').on(t.tenantId),
    check('product_houses_type', sql`${t.productType} in ('medical_scheme', 'gap_cover')`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    houseId: integer('house_id')
      .notNull()
      .references(() => productHouses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [index('products_house_idx').on(t.houseId)],
);

export const fundDescriptions = pgTable(
  'fund_descriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [index('fund_descriptions_product_idx').on(t.productId)],
);
