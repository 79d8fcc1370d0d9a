import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { tenants, users } from './schema-core';

// The internal organisation (issue 9): each tenant is one of the business's own organisations; its departments,
// the staff users working in them, the financial service providers it deals with and its configuration.
const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const tenantRef = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });
const stamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/** The details of a tenant as an organisation (one row per tenant, created on first save or by the seed). */
export const internalOrgs = pgTable('internal_orgs', {
  tenantId: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  legalName: text('legal_name').notNull().default(''),
  registrationNumber: text('registration_number').notNull().default(''),
  fspNumber: text('fsp_number').notNull().default(''),
  email: text('email').notNull().default(''),
  phone: text('phone'),
  city: text('city').notNull().default(''),
  province: text('province').notNull().default(''),
  ...stamps,
});

/** Departments nest: a department without a parent hangs under its organisation (tenant). */
export const departments = pgTable(
  'departments',
  {
    id: id(),
    tenantId: tenantRef(),
    parentId: integer('parent_id').references((): AnyPgColumn => departments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code').notNull().default(''),
    description: text('description').notNull().default(''),
    ...stamps,
  },
  (t) => [
    index('departments_tenant_idx').on(t.tenantId),
    index('departments_parent_idx').on(t.parentId),
    uniqueIndex('departments_tenant_name_uq').on(t.tenantId, sql`lower(${t.name})`),
  ],
);

/** A staff user employed by an organisation (tenant), in one of its departments or none yet. */
export const internalEmployees = pgTable(
  'internal_employees',
  {
    id: id(),
    tenantId: tenantRef(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'set null' }),
    employeeNumber: text('employee_number').notNull(),
    jobTitle: text('job_title').notNull().default(''),
    /** E.164 digits without the plus. */
    phone: text('phone'),
    startDate: date('start_date', { mode: 'string' }),
    status: text('status').notNull().default('active'),
    ...stamps,
  },
  (t) => [
    index('internal_employees_tenant_idx').on(t.tenantId),
    index('internal_employees_department_idx').on(t.departmentId),
    uniqueIndex('internal_employees_tenant_user_uq').on(t.tenantId, t.userId),
    uniqueIndex('internal_employees_tenant_number_uq').on(t.tenantId, t.employeeNumber),
    check('internal_employees_status', sql`${t.status} in ('active', 'inactive')`),
  ],
);

/** Financial service providers (FAIS): FSP number and licence categories as the FSCA register gives them. */
export const fsps = pgTable(
  'fsps',
  {
    id: id(),
    tenantId: tenantRef(),
    name: text('name').notNull(),
    tradingName: text('trading_name').notNull().default(''),
    fspNumber: text('fsp_number').notNull(),
    /** FAIS categories and subcategories, e.g. ['I', 'I.1.8 Long-term Insurance subcategory A']. */
    licenceCategories: jsonb('licence_categories').$type<string[]>().notNull().default([]),
    status: text('status').notNull().default('authorised'),
    complianceOfficer: text('compliance_officer').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone'),
    city: text('city').notNull().default(''),
    province: text('province').notNull().default(''),
    authorisedOn: date('authorised_on', { mode: 'string' }),
    ...stamps,
  },
  (t) => [
    index('fsps_tenant_idx').on(t.tenantId),
    uniqueIndex('fsps_tenant_number_uq').on(t.tenantId, t.fspNumber),
    check('fsps_status', sql`${t.status} in ('authorised', 'suspended', 'lapsed')`),
  ],
);

export const fspRepresentatives = pgTable(
  'fsp_representatives',
  {
    id: id(),
    tenantId: tenantRef(),
    fspId: integer('fsp_id')
      .notNull()
      .references(() => fsps.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role').notNull().default('Representative'),
    email: text('email').notNull().default(''),
    appointedOn: date('appointed_on', { mode: 'string' }),
    ...stamps,
  },
  (t) => [index('fsp_representatives_fsp_idx').on(t.fspId)],
);

/** A tenant's configuration: one JSON document per section, validated by src/contracts/internal-org. */
export const tenantConfigs = pgTable('tenant_configs', {
  tenantId: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  knowledge: jsonb('knowledge').$type<Record<string, unknown>>().notNull(),
  notifications: jsonb('notifications').$type<Record<string, unknown>>().notNull(),
  dispatch: jsonb('dispatch').$type<Record<string, unknown>>().notNull(),
  emailTemplates: jsonb('email_templates').$type<Record<string, unknown>>().notNull(),
  userRoles: jsonb('user_roles').$type<string[]>().notNull(),
  /** Case and lead number prefixes; the default keeps rows written before numbering existed parsing. */
  numbering: jsonb('numbering')
    .$type<Record<string, unknown>>()
    .notNull()
    .default({ case_prefix: 'CAS', lead_prefix: 'LEA' }),
  /** Days after resolving or closing in which a case or lead may be reopened (issue 34). */
  reopenDays: integer('reopen_days').notNull().default(14),
  /** The phone's service-level target (issue 39): this share of callers answered within so many seconds. */
  serviceLevelPercent: integer('service_level_percent').notNull().default(80),
  serviceLevelSeconds: integer('service_level_seconds').notNull().default(20),
  /** Whether an agent's dock says a supervisor is listening (issue 39); shown unless the tenant turns it off. */
  monitorNotice: boolean('monitor_notice').notNull().default(true),
  ...stamps,
});
