import { z } from 'zod';

/**
 * Customer records as the service answers them (snake_case, like the spec's wire fields). Phone numbers are
 * E.164 digits without the plus; dates are ISO yyyy-mm-dd.
 */
export const jobGrades = [
  'Staff',
  'Supervisor',
  'Specialist',
  'Manager',
  'Senior Manager',
  'Executive',
] as const;
export type JobGrade = (typeof jobGrades)[number];
/** The spec's job-grade exceptions (§6): these grades are handled apart (e.g. benefits set per person). */
export const jobGradeExceptions: readonly JobGrade[] = ['Manager', 'Senior Manager'];
export const isJobGradeException = (grade: string): boolean =>
  (jobGradeExceptions as readonly string[]).includes(grade);

export const maritalStatuses = ['single', 'married', 'divorced', 'widowed', 'life_partner'] as const;
export const relationships = ['spouse', 'child', 'adult'] as const;
export const genders = ['F', 'M'] as const;

const addressShape = {
  street: z.string(),
  suburb: z.string(),
  city: z.string(),
  province: z.string(),
  postal_code: z.string(),
};

export const employerSchema = z.object({
  id: z.number(),
  tenant_id: z.number(),
  name: z.string(),
  trading_name: z.string(),
  registration_number: z.string(),
  vat_number: z.string(),
  industry: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  ...addressShape,
  status: z.enum(['active', 'inactive']),
  /** yyyy-mm-dd the employer became a client (its benefits start); null when not recorded. */
  client_since: z.string().nullable(),
});
export type Employer = z.infer<typeof employerSchema>;

export const divisionSchema = z.object({
  id: z.number(),
  tenant_id: z.number(),
  employer_id: z.number(),
  name: z.string(),
  code: z.string(),
  description: z.string(),
});
export type Division = z.infer<typeof divisionSchema>;

export const siteSchema = z.object({
  id: z.number(),
  tenant_id: z.number(),
  employer_id: z.number(),
  division_id: z.number().nullable(),
  name: z.string(),
  ...addressShape,
  phone: z.string().nullable(),
});
export type Site = z.infer<typeof siteSchema>;

export const contactSchema = z.object({
  id: z.number(),
  tenant_id: z.number(),
  employer_id: z.number(),
  site_id: z.number().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  job_title: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  is_primary: z.boolean(),
});
export type Contact = z.infer<typeof contactSchema>;

export const dependantSchema = z.object({
  id: z.number(),
  employee_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  relationship: z.enum(relationships),
  id_number: z.string().nullable(),
  date_of_birth: z.string(),
  gender: z.enum(genders),
  student: z.boolean(),
  disabled: z.boolean(),
});
export type Dependant = z.infer<typeof dependantSchema>;

export const employeeSchema = z.object({
  id: z.number(),
  tenant_id: z.number(),
  employer_id: z.number(),
  employer_name: z.string(),
  division_id: z.number().nullable(),
  division_name: z.string().nullable(),
  site_id: z.number().nullable(),
  employee_number: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  id_number: z.string(),
  date_of_birth: z.string(),
  gender: z.enum(genders),
  job_title: z.string(),
  job_grade: z.enum(jobGrades),
  /** True for Manager and Senior Manager (spec §6 job-grade exceptions). */
  job_grade_exception: z.boolean(),
  monthly_salary: z.number().nullable(),
  marital_status: z.enum(maritalStatuses),
  email: z.string(),
  mobile: z.string().nullable(),
  work_phone: z.string().nullable(),
  start_date: z.string().nullable(),
  status: z.enum(['active', 'terminated']),
});
export type Employee = z.infer<typeof employeeSchema>;
/** One employee as the details form reads it; has_benefits tells the tree which node type (eb_with_json) it is. */
export type EmployeeDetail = Employee & { dependants: Dependant[]; has_benefits: boolean };

/** Someone a phone number belongs to: the telephony caller lookup shows these. */
export const partySchema = z.object({
  kind: z.enum(['employer', 'contact', 'employee']),
  id: z.number(),
  tenant_id: z.number(),
  name: z.string(),
  employer_id: z.number(),
  employer_name: z.string(),
  /** Job title for people; industry for an employer. */
  role: z.string(),
  /** The stored number that matched (E.164 digits). */
  phone: z.string(),
});
export type Party = z.infer<typeof partySchema>;
