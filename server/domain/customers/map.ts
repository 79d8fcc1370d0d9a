import type {
  Contact,
  Dependant,
  Division,
  Employee,
  Employer,
  JobGrade,
  Site,
} from '../../../src/contracts/customers/entities';
import { isJobGradeException } from '../../../src/contracts/customers/entities';
import type { contacts, dependants, divisions, employees, employers, sites } from '../../db/schema';

// Rows (camelCase, Drizzle) → wire records (snake_case, src/contracts/customers). The check constraints in
// schema-customers.ts guarantee the enum columns hold only the listed values, hence the narrowing casts.

export const toEmployer = (r: typeof employers.$inferSelect): Employer => ({
  id: r.id,
  tenant_id: r.tenantId,
  name: r.name,
  trading_name: r.tradingName,
  registration_number: r.registrationNumber,
  vat_number: r.vatNumber,
  industry: r.industry,
  email: r.email,
  phone: r.phone,
  street: r.street,
  suburb: r.suburb,
  city: r.city,
  province: r.province,
  postal_code: r.postalCode,
  status: r.status as Employer['status'],
  client_since: r.clientSince,
});

export const toDivision = (r: typeof divisions.$inferSelect): Division => ({
  id: r.id,
  tenant_id: r.tenantId,
  employer_id: r.employerId,
  name: r.name,
  code: r.code,
  description: r.description,
});

export const toSite = (r: typeof sites.$inferSelect): Site => ({
  id: r.id,
  tenant_id: r.tenantId,
  employer_id: r.employerId,
  division_id: r.divisionId,
  name: r.name,
  street: r.street,
  suburb: r.suburb,
  city: r.city,
  province: r.province,
  postal_code: r.postalCode,
  phone: r.phone,
});

export const toContact = (r: typeof contacts.$inferSelect): Contact => ({
  id: r.id,
  tenant_id: r.tenantId,
  employer_id: r.employerId,
  site_id: r.siteId,
  first_name: r.firstName,
  last_name: r.lastName,
  job_title: r.jobTitle,
  email: r.email,
  phone: r.phone,
  mobile: r.mobile,
  is_primary: r.isPrimary,
});

export const toEmployee = (
  r: typeof employees.$inferSelect,
  employerName: string,
  divisionName: string | null,
): Employee => ({
  id: r.id,
  tenant_id: r.tenantId,
  employer_id: r.employerId,
  employer_name: employerName,
  division_id: r.divisionId,
  division_name: divisionName,
  site_id: r.siteId,
  employee_number: r.employeeNumber,
  first_name: r.firstName,
  last_name: r.lastName,
  id_number: r.idNumber,
  date_of_birth: r.dateOfBirth,
  gender: r.gender as Employee['gender'],
  job_title: r.jobTitle,
  job_grade: r.jobGrade as JobGrade,
  job_grade_exception: isJobGradeException(r.jobGrade),
  monthly_salary: r.monthlySalary,
  marital_status: r.maritalStatus as Employee['marital_status'],
  email: r.email,
  mobile: r.mobile,
  work_phone: r.workPhone,
  start_date: r.startDate,
  status: r.status as Employee['status'],
});

export const toDependant = (r: typeof dependants.$inferSelect): Dependant => ({
  id: r.id,
  employee_id: r.employeeId,
  first_name: r.firstName,
  last_name: r.lastName,
  relationship: r.relationship as Dependant['relationship'],
  id_number: r.idNumber,
  date_of_birth: r.dateOfBirth,
  gender: r.gender as Dependant['gender'],
  student: r.student,
  disabled: r.disabled,
});
