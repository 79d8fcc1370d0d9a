import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants, users } from './schema-core';
import { classifications } from './schema-classification';
import { employees } from './schema-customers';
import { products } from './schema-products';
import { workgroups } from './schema-workflow';

// Issue 9, second part: mobile classification mapping, offerings with stock, RFQ dispatch and employee benefits.
const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const tenantRef = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });
const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const userRef = (name: string) => integer(name).references(() => users.id, { onDelete: 'set null' });

/**
 * A mobile (3-level) classification leaf mapped to a case (4-level) classification, per tenant: a child tenant
 * may map the group's mobile values its own way. app_username is the user who made the mapping.
 */
export const mobileClassificationMaps = pgTable(
  'mobile_classification_maps',
  {
    id: id(),
    tenantId: tenantRef(),
    mobileClassificationId: integer('mobile_classification_id')
      .notNull()
      .references(() => classifications.id, { onDelete: 'cascade' }),
    caseClassificationId: integer('case_classification_id')
      .notNull()
      .references(() => classifications.id, { onDelete: 'cascade' }),
    mappedBy: userRef('mapped_by'),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [uniqueIndex('mobile_classification_maps_uq').on(t.tenantId, t.mobileClassificationId)],
);

/** An offering (a service or product sold): prices in cents, stock kept as a running quantity. */
export const offerings = pgTable(
  'offerings',
  {
    id: id(),
    tenantId: tenantRef(),
    name: text('name').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    classificationId: integer('classification_id').references(() => classifications.id, {
      onDelete: 'set null',
    }),
    priceCents: integer('price_cents').notNull(),
    costPriceCents: integer('cost_price_cents').notNull(),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    uniqueIndex('offerings_tenant_name_uq').on(t.tenantId, t.name),
    check('offerings_prices', sql`${t.priceCents} >= 0 and ${t.costPriceCents} >= 0`),
    check('offerings_stock', sql`${t.stockQuantity} >= 0`),
  ],
);

/** Every change of an offering's stock: received, sold (a fulfilled order) or adjusted, with the balance after. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: id(),
    tenantId: tenantRef(),
    offeringId: integer('offering_id')
      .notNull()
      .references(() => offerings.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    quantity: integer('quantity').notNull(),
    balance: integer('balance').notNull(),
    note: text('note').notNull().default(''),
    userId: userRef('user_id'),
    at: stamp('at'),
  },
  (t) => [
    index('stock_movements_offering_idx').on(t.offeringId, t.at),
    index('stock_movements_tenant_idx').on(t.tenantId, t.at),
    check('stock_movements_kind', sql`${t.kind} in ('received', 'sold', 'adjusted')`),
  ],
);

/**
 * RFQ dispatch mapping: requests for quote of a category (product type), optionally of one product, go to a
 * quote workgroup. The product-specific row wins over the category row.
 */
export const rfqDispatchMaps = pgTable(
  'rfq_dispatch_maps',
  {
    id: id(),
    tenantId: tenantRef(),
    category: text('category').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    workgroupId: integer('workgroup_id')
      .notNull()
      .references(() => workgroups.id, { onDelete: 'cascade' }),
    createdBy: userRef('created_by'),
    createdAt: stamp('created_at'),
  },
  (t) => [
    index('rfq_dispatch_maps_tenant_idx').on(t.tenantId, t.category),
    check('rfq_dispatch_maps_category', sql`${t.category} in ('medical_scheme', 'gap_cover', 'other')`),
  ],
);

/** An employee's benefits (medical scheme, gap cover, group life, provident fund) as one validated document. */
export const employeeBenefits = pgTable('employee_benefits', {
  employeeId: integer('employee_id')
    .primaryKey()
    .references(() => employees.id, { onDelete: 'cascade' }),
  tenantId: tenantRef(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  updatedBy: userRef('updated_by'),
  createdAt: stamp('created_at'),
  updatedAt: stamp('updated_at'),
});
