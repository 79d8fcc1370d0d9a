import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenants } from './schema-core';

// Customer (employer) organisations and their people. Every row carries its tenant, so every read can be
// scoped with one `tenant_id in (...)` without joining up to the employer.
const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const tenantRef = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });
const stamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};
/** Address columns shared by employers and sites. */
const address = {
  street: text('street').notNull().default(''),
  suburb: text('suburb').notNull().default(''),
  city: text('city').notNull().default(''),
  province: text('province').notNull().default(''),
  postalCode: text('postal_code').notNull().default(''),
};

export const employers = pgTable(
  'employers',
  {
    id: id(),
    tenantId: tenantRef(),
    name: text('name').notNull(),
    tradingName: text('trading_name').notNull().default(''),
    /** CIPC registration number, e.g. 2011/123456/07. */
    registrationNumber: text('registration_number').notNull().default(''),
    vatNumber: text('vat_number').notNull().default(''),
    industry: text('industry').notNull().default(''),
    email: text('email').notNull().default(''),
    /** E.164 digits without the plus (see src/contracts/customers/phone.ts). */
    phone: text('phone'),
    ...address,
    status: text('status').notNull().default('active'),
    /** The day the employer became a client (its benefits start): no employee starts before it (start_date_org). */
    clientSince: date('client_since', { mode: 'string' }),
    ...stamps,
  },
  (t) => [
    index('employers_tenant_idx').on(t.tenantId),
    uniqueIndex('employers_tenant_name_uq').on(t.tenantId, sql`lower(${t.name})`),
    check('employers_status', sql`${t.status} in ('active', 'inactive')`),
  ],
);

const employerRef = () =>
  integer('employer_id')
    .notNull()
    .references(() => employers.id, { onDelete: 'cascade' });

export const divisions = pgTable(
  'divisions',
  {
    id: id(),
    tenantId: tenantRef(),
    employerId: employerRef(),
    name: text('name').notNull(),
    code: text('code').notNull().default(''),
    description: text('description').notNull().default(''),
    ...stamps,
  },
  (t) => [
    index('divisions_tenant_idx').on(t.tenantId),
    index('divisions_employer_idx').on(t.employerId),
    uniqueIndex('divisions_employer_name_uq').on(t.employerId, sql`lower(${t.name})`),
  ],
);

export const sites = pgTable(
  'sites',
  {
    id: id(),
    tenantId: tenantRef(),
    employerId: employerRef(),
    divisionId: integer('division_id').references(() => divisions.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    ...address,
    phone: text('phone'),
    ...stamps,
  },
  (t) => [index('sites_tenant_idx').on(t.tenantId), index('sites_employer_idx').on(t.employerId)],
);

export const contacts = pgTable(
  'contacts',
  {
    id: id(),
    tenantId: tenantRef(),
    employerId: employerRef(),
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    jobTitle: text('job_title').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone'),
    mobile: text('mobile'),
    isPrimary: boolean('is_primary').notNull().default(false),
    ...stamps,
  },
  (t) => [
    index('contacts_tenant_idx').on(t.tenantId),
    index('contacts_employer_idx').on(t.employerId),
    index('contacts_phone_idx').on(t.phone),
    index('contacts_mobile_idx').on(t.mobile),
  ],
);

export const employees = pgTable(
  'employees',
  {
    id: id(),
    tenantId: tenantRef(),
    employerId: employerRef(),
    divisionId: integer('division_id').references(() => divisions.id, { onDelete: 'set null' }),
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'set null' }),
    employeeNumber: text('employee_number').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** 13 digits, Luhn-checked; date of birth and gender below are derived from it on every write. */
    idNumber: text('id_number').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    gender: text('gender').notNull(),
    jobTitle: text('job_title').notNull().default(''),
    jobGrade: text('job_grade').notNull().default('Staff'),
    /** Gross monthly salary in whole rand: scheme income bands in advice depend on it. */
    monthlySalary: integer('monthly_salary'),
    maritalStatus: text('marital_status').notNull().default('single'),
    email: text('email').notNull().default(''),
    mobile: text('mobile'),
    workPhone: text('work_phone'),
    startDate: date('start_date', { mode: 'string' }),
    status: text('status').notNull().default('active'),
    ...stamps,
  },
  (t) => [
    index('employees_tenant_idx').on(t.tenantId),
    index('employees_employer_idx').on(t.employerId),
    index('employees_division_idx').on(t.divisionId),
    index('employees_mobile_idx').on(t.mobile),
    index('employees_work_phone_idx').on(t.workPhone),
    index('employees_last_name_idx').on(sql`lower(${t.lastName})`),
    uniqueIndex('employees_tenant_id_number_uq').on(t.tenantId, t.idNumber),
    uniqueIndex('employees_employer_number_uq').on(t.employerId, t.employeeNumber),
    check('employees_gender', sql`${t.gender} in ('F', 'M')`),
    check('employees_status', sql`${t.status} in ('active', 'terminated')`),
    check(
      'employees_job_grade',
      sql`${t.jobGrade} in ('Staff', 'Supervisor', 'Specialist', 'Manager', 'Senior Manager', 'Executive')`,
    ),
    check(
      'employees_marital_status',
      sql`${t.maritalStatus} in ('single', 'married', 'divorced', 'widowed', 'life_partner')`,
    ),
  ],
);

/** Spouse, children and adult dependants, as a medical scheme counts them for contributions. */
export const dependants = pgTable(
  'dependants',
  {
    id: id(),
    tenantId: tenantRef(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    relationship: text('relationship').notNull(),
    idNumber: text('id_number'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    gender: text('gender').notNull(),
    /** Student and disabled adult children stay child dependants on most schemes. */
    student: boolean('student').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    ...stamps,
  },
  (t) => [
    index('dependants_tenant_idx').on(t.tenantId),
    index('dependants_employee_idx').on(t.employeeId),
    check('dependants_relationship', sql`${t.relationship} in ('spouse', 'child', 'adult')`),
    check('dependants_gender', sql`${t.gender} in ('F', 'M')`),
  ],
);
