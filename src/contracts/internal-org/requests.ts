import { z } from 'zod';
import { dbInt } from '../db-int';
import {
  email,
  optional,
  optionalDate,
  optionalRef,
  phone,
  recordId,
  refId,
  required,
  requiredRef,
  whole,
} from '../form-fields';
import { fieldMessages } from '../field-messages';
import { tenantPrefixField } from '../custom-field-rules';

/**
 * Payloads of the internal-organisation, FSP and tenant-configuration calls. The console's forms validate with
 * these same schemas, so the service's messages show under the fields before anything is sent. Ids of -1 create.
 */

export const idRequest = z.object({ id: refId });
export const tenantRequest = z.object({ tenant_id: refId });

export const orgSave = z.object({
  tenant_id: refId,
  legal_name: required(120),
  registration_number: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{4}\/\d{6}\/\d{2}$/.test(v), {
      message: 'A company registration number looks like 2011/123456/07',
    })
    .default(''),
  fsp_number: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{1,6}$/.test(v), { message: 'An FSP number has up to 6 digits' })
    .default(''),
  email,
  phone,
  city: optional(60),
  province: optional(40),
});

export const departmentSave = z.object({
  id: recordId,
  /** The organisation (tenant) of a new department; it must be in the caller's scope. Ignored on update. */
  tenant_id: optionalRef,
  parent_id: optionalRef,
  name: required(80),
  code: optional(12),
  description: optional(300),
});

export const internalEmployeeStatuses = ['active', 'inactive'] as const;
export const internalEmployeeSave = z.object({
  id: recordId,
  tenant_id: optionalRef,
  user_id: requiredRef,
  department_id: optionalRef,
  employee_number: required(20),
  job_title: optional(80),
  phone,
  start_date: optionalDate,
  status: z.enum(internalEmployeeStatuses).default('active'),
});

export const employeeListRequest = z.object({
  department_id: refId.optional(),
  query: z.string().trim().max(80).optional(),
});

export const fspStatuses = ['authorised', 'suspended', 'lapsed'] as const;
/** FAIS licence categories and the product subcategories advisers of this business hold (FSCA register). */
export const licenceCategories = [
  'Category I',
  'Category II',
  'Category IIA',
  'Category III',
  'Category IV',
  'Long-term Insurance: subcategory A',
  'Long-term Insurance: subcategory B1',
  'Long-term Insurance: subcategory C',
  'Short-term Insurance: Personal Lines',
  'Short-term Insurance: Commercial Lines',
  'Retail Pension Benefits',
  'Pension Fund Benefits',
  'Health Service Benefits',
  'Collective Investment Schemes',
] as const;

export const fspSearch = z.object({ query: z.string().trim().max(80).default('') });

export const fspSave = z.object({
  id: recordId,
  name: required(120),
  trading_name: optional(120),
  fsp_number: z
    .string({ error: fieldMessages.required })
    .trim()
    .min(1, { message: fieldMessages.required })
    .regex(/^\d{1,6}$/, { message: 'An FSP number has up to 6 digits' }),
  licence_categories: z
    .array(z.enum(licenceCategories))
    .min(1, { message: 'Choose at least one licence category' })
    .max(licenceCategories.length),
  status: z.enum(fspStatuses).default('authorised'),
  compliance_officer: optional(80),
  email,
  phone,
  city: optional(60),
  province: optional(40),
  authorised_on: optionalDate,
});

export const representativeSave = z.object({
  id: recordId,
  fsp_id: refId,
  first_name: required(60),
  last_name: required(60),
  role: z.enum(['Key Individual', 'Representative', 'Compliance Officer']).default('Representative'),
  email,
  appointed_on: optionalDate,
});

export const dispatchStrategies = ['round_robin', 'least_busy', 'manual'] as const;

/** The prefixes every tenant starts with, so numbers issued before prefixes were configurable keep their form. */
export const defaultNumbering = { case_prefix: 'CAS', lead_prefix: 'LEA' } as const;
/**
 * Numbering: the prefix of a tenant's case and lead numbers (CAS-000123). Each is checked by the tenantPrefix rule,
 * whose message is its own; the two must differ so a case and a lead of one tenant never share a number.
 */
export const tenantNumbering = z
  .object({ case_prefix: tenantPrefixField(), lead_prefix: tenantPrefixField() })
  .superRefine((v, ctx) => {
    if (v.case_prefix.trim() !== '' && v.case_prefix.trim() === v.lead_prefix.trim())
      ctx.addIssue({
        code: 'custom',
        path: ['lead_prefix'],
        message: 'Cases and leads need different prefixes',
      });
  });

export const tenantConfig = z.object({
  knowledge: z.object({
    enabled: z.boolean(),
    review_days: whole(1, 365),
    default_category: optional(60),
  }),
  notifications: z.object({
    email: z.boolean(),
    sms: z.boolean(),
    in_app: z.boolean(),
    digest_hour: whole(0, 23),
  }),
  dispatch: z.object({
    strategy: z.enum(dispatchStrategies),
    max_open_per_agent: whole(1, 200),
    escalate_after_hours: whole(1, 168),
  }),
  email_templates: z.object({
    case_created_subject: required(120),
    case_closed_subject: required(120),
    signature: optional(500),
  }),
  user_roles: z.array(z.string().trim().min(1).max(60)).max(30),
  numbering: tenantNumbering,
  /** How long a resolved or closed case or lead may be reopened (issue 34). */
  lifecycle: z.object({ reopen_days: whole(1, 365) }),
  /**
   * The phone's service-level target (issue 39): this share of queued callers answered within so many seconds;
   * and whether an agent's dock says a supervisor is listening (monitor_notice).
   */
  phone: z.object({
    service_level_percent: whole(1, 100),
    service_level_seconds: whole(1, 600),
    monitor_notice: z.boolean(),
  }),
});
/** A save without numbering, lifecycle or phone (a caller that predates them) keeps those as they are. */
export const configSave = tenantConfig.extend({
  tenant_id: refId,
  numbering: tenantNumbering.optional(),
  lifecycle: tenantConfig.shape.lifecycle.optional(),
  // A caller that predates the monitoring notice keeps it as it is.
  phone: tenantConfig.shape.phone.extend({ monitor_notice: z.boolean().optional() }).optional(),
});
export type TenantConfigValues = z.output<typeof tenantConfig>;

/** A tree load (spec §7): the id and the permitted action keys per node type. */
export const treeRequest = z.object({
  id: z.union([z.string().trim().max(40), dbInt()]).transform(String),
  menu_items: z.record(z.string().max(40), z.array(z.string().max(60)).max(30)).default({}),
});
