import type {
  Contact,
  Dependant,
  Division,
  Employee,
  EmployeeDetail,
  Employer,
  Site,
} from '../contracts/customers/entities';
import { customerPaths as p } from '../contracts/customers/paths';
import { productPaths } from '../contracts/customers/products';
import { emailCheckPath, type EmailCheckAnswer } from '../contracts/email-check';
import { post, type RequestOptions } from './http';
import type { HttpResult } from './http-result';

/** The customer records the details forms edit; -1 as id creates. */
export type CustomerRecordKind =
  'employer' | 'division' | 'site' | 'contact' | 'employee' | 'dependant' | 'product_house' | 'product';
export type CustomerRecordMap = {
  employer: Employer;
  division: Division;
  site: Site;
  contact: Contact;
  employee: EmployeeDetail;
  dependant: Dependant;
  product_house: { id: number };
  product: { id: number };
};

const getPaths: Record<CustomerRecordKind, string | null> = {
  employer: p.employerGet,
  division: p.divisionGet,
  site: p.siteGet,
  contact: p.contactGet,
  employee: p.employeeGet,
  dependant: null,
  product_house: null,
  product: null,
};
const savePaths: Record<CustomerRecordKind, string> = {
  employer: p.employerSave,
  division: p.divisionSave,
  site: p.siteSave,
  contact: p.contactSave,
  employee: p.employeeSave,
  dependant: p.dependantSave,
  // The catalogue has no edit form yet: removal only.
  product_house: '',
  product: '',
};
const removePaths: Record<CustomerRecordKind, string | null> = {
  employer: null,
  division: p.divisionRemove,
  site: p.siteRemove,
  contact: p.contactRemove,
  employee: p.employeeRemove,
  dependant: p.dependantRemove,
  product_house: productPaths.removeHouse,
  product: productPaths.removeProduct,
};

export const customersApi = {
  get: (kind: CustomerRecordKind, id: number, options?: RequestOptions) =>
    post<CustomerRecordMap[typeof kind]>(getPaths[kind] ?? '', { id }, options),
  save: (kind: CustomerRecordKind, values: Record<string, unknown>, options?: RequestOptions) =>
    post<CustomerRecordMap[typeof kind]>(savePaths[kind], values, options),
  remove: (kind: CustomerRecordKind, id: number, options?: RequestOptions) =>
    post<null>(removePaths[kind] ?? '', { id }, options),
  canRemove: (kind: CustomerRecordKind) => removePaths[kind] !== null,
  /**
   * uniqueEmail (spec §5) before a contact or employee is saved; null where the rule does not apply. Quiet: a
   * refusal only means the check could not answer, and the save that follows says what is wrong.
   */
  emailInUse: (
    kind: CustomerRecordKind,
    values: Record<string, unknown>,
  ): Promise<HttpResult<EmailCheckAnswer>> | null =>
    (kind === 'contact' || kind === 'employee') &&
    typeof values.email === 'string' &&
    values.email.trim() !== ''
      ? post<EmailCheckAnswer>(
          emailCheckPath,
          { email: values.email, kind, id: typeof values.id === 'number' ? values.id : -1 },
          { quiet: true },
        )
      : null,
  employers: (options?: RequestOptions) => post<Employer[]>(p.employerList, {}, options),
  summary: (employerId: number, options?: RequestOptions) =>
    post<EmployerSummary>(p.employerSummary, { id: employerId }, options),
  employees: (filter: { employer_id?: number; division_id?: number }, options?: RequestOptions) =>
    post<Employee[]>(p.employeeList, filter, options),
};

export type EmployerSummary = {
  employer: Employer;
  divisions: Division[];
  sites: Site[];
  contacts: Contact[];
  counts: { employees: number; active: number; payroll: number; dependants: number };
  by_division: { division_id: number | null; name: string; employees: number }[];
  by_grade: { job_grade: string; employees: number }[];
};
