import { z } from 'zod';
import { dbInt } from '../db-int';
import { fieldMessages } from '../field-messages';
import {
  email,
  fromInput,
  isoDate,
  optional,
  optionalDate,
  optionalRef,
  phone,
  recordId,
  refId,
  required,
} from '../form-fields';
import { genders, jobGrades, maritalStatuses, relationships } from './entities';
import { idNumberMessage, parseSaId } from './sa-id';

/**
 * Payloads of the customer calls. The console's forms validate with these same schemas, so a message the
 * service would answer is shown under the field before anything is sent. Record ids of -1 mean "new" (spec §2).
 */

export const idRequest = z.object({ id: refId });
export type IdRequest = z.infer<typeof idRequest>;

const addressFields = {
  street: optional(120),
  suburb: optional(60),
  city: optional(60),
  province: optional(40),
  postal_code: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{4}$/.test(v), { message: 'A postal code has 4 digits' })
    .default(''),
};

export const employerSave = z.object({
  id: recordId,
  /** The tenant a new employer belongs to; it must be inside the caller's scope. Ignored on update. */
  tenant_id: optionalRef,
  name: required(120),
  trading_name: optional(120),
  registration_number: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{4}\/\d{6}\/\d{2}$/.test(v), {
      message: 'A company registration number looks like 2011/123456/07',
    })
    .default(''),
  vat_number: z
    .string()
    .trim()
    .refine((v) => v === '' || /^4\d{9}$/.test(v), {
      message: 'A VAT number has 10 digits and starts with 4',
    })
    .default(''),
  industry: optional(80),
  email,
  phone,
  ...addressFields,
  status: z.enum(['active', 'inactive']).default('active'),
  client_since: optionalDate,
});
export type EmployerSave = z.input<typeof employerSave>;

export const divisionSave = z.object({
  id: recordId,
  employer_id: refId,
  name: required(80),
  code: optional(12),
  description: optional(200),
});
export type DivisionSave = z.input<typeof divisionSave>;

export const siteSave = z.object({
  id: recordId,
  employer_id: refId,
  division_id: optionalRef,
  name: required(80),
  ...addressFields,
  phone,
});
export type SiteSave = z.input<typeof siteSave>;

export const contactSave = z.object({
  id: recordId,
  employer_id: refId,
  site_id: optionalRef,
  first_name: required(60),
  last_name: required(60),
  job_title: optional(80),
  email,
  phone,
  mobile: phone,
  is_primary: z.boolean().default(false),
});
export type ContactSave = z.input<typeof contactSave>;

export const saIdNumber = z
  .string({ error: fieldMessages.required })
  .trim()
  .min(1, { message: fieldMessages.required })
  .refine((v) => parseSaId(v) !== null, { message: idNumberMessage })
  .transform((v) => v.replace(/\s+/g, ''));

export const employeeSave = z.object({
  id: recordId,
  employer_id: refId,
  division_id: optionalRef,
  site_id: optionalRef,
  employee_number: required(20),
  first_name: required(60),
  last_name: required(60),
  /** Date of birth and gender are derived from it by the service. */
  id_number: saIdNumber,
  job_title: optional(80),
  job_grade: z.enum(jobGrades, { error: fieldMessages.required }),
  monthly_salary: z.preprocess(
    fromInput,
    dbInt({ error: 'Enter a whole number of rand' })
      .min(0, { message: fieldMessages.min(0) })
      .max(5_000_000, { message: fieldMessages.max(5_000_000) })
      .nullish()
      .transform((v) => v ?? null),
  ),
  marital_status: z.enum(maritalStatuses).default('single'),
  email,
  mobile: phone,
  work_phone: phone,
  start_date: z
    .union([z.literal(''), isoDate])
    .nullish()
    .transform((v) => (v ? v : null)),
  status: z.enum(['active', 'terminated']).default('active'),
});
export type EmployeeSave = z.input<typeof employeeSave>;

export const dependantSave = z.object({
  id: recordId,
  employee_id: refId,
  first_name: required(60),
  last_name: required(60),
  relationship: z.enum(relationships, { error: fieldMessages.required }),
  /** Optional for children without one yet; when given it must be valid and then fixes date and gender. */
  id_number: z
    .string()
    .trim()
    .refine((v) => v === '' || parseSaId(v) !== null, { message: idNumberMessage })
    .nullish()
    .transform((v) => (v ? v.replace(/\s+/g, '') : null)),
  date_of_birth: isoDate,
  gender: z.enum(genders, { error: fieldMessages.required }),
  student: z.boolean().default(false),
  disabled: z.boolean().default(false),
});
export type DependantSave = z.input<typeof dependantSave>;

export const employeeListRequest = z.object({
  employer_id: refId.optional(),
  division_id: refId.optional(),
});

export const employeeSearchRequest = z.object({
  query: z.string().max(100, { message: fieldMessages.maxlength(100) }),
  limit: dbInt().min(1).max(100).optional(),
});

export const phoneLookupRequest = z.object({ phone: z.string().max(40) });

/** A tree load (spec §7): the id and the permitted action keys per node type. */
export const treeRequest = z.object({
  id: z.union([z.string().trim().max(40), dbInt()]).transform(String),
  menu_items: z.record(z.string().max(40), z.array(z.string().max(60)).max(30)).default({}),
});
