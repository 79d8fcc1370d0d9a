import type { TenantConfigValues } from './requests';

/** The records the internal-organisation calls answer (snake_case, as the console reads them). */
export type InternalOrg = {
  tenant_id: number;
  name: string;
  parent_id: number | null;
  parent_name: string | null;
  legal_name: string;
  registration_number: string;
  fsp_number: string;
  email: string;
  phone: string | null;
  city: string;
  province: string;
};
export type InternalOrgDetail = InternalOrg & {
  children: { tenant_id: number; name: string; departments: number; employees: number }[];
  departments: Department[];
  employees: number;
};

export type Department = {
  id: number;
  tenant_id: number;
  tenant_name: string;
  parent_id: number | null;
  name: string;
  code: string;
  description: string;
  employees: number;
};

export type InternalEmployee = {
  id: number;
  tenant_id: number;
  tenant_name: string;
  user_id: number;
  full_name: string;
  login_name: string;
  email: string;
  department_id: number | null;
  department_name: string;
  employee_number: string;
  job_title: string;
  phone: string | null;
  start_date: string | null;
  status: 'active' | 'inactive';
  /** The user's profiles (role names), first the one used after sign-in. */
  roles: string[];
};
export type InternalEmployeeDetail = InternalEmployee & {
  workgroups: { id: number; name: string; type: string; tenant_name: string }[];
  profiles: { role_id: number; role_name: string }[];
};
export type StaffUser = { id: number; full_name: string; login_name: string; employed: boolean };

export type Fsp = {
  id: number;
  tenant_id: number;
  name: string;
  trading_name: string;
  fsp_number: string;
  licence_categories: string[];
  status: 'authorised' | 'suspended' | 'lapsed';
  compliance_officer: string;
  email: string;
  phone: string | null;
  city: string;
  province: string;
  authorised_on: string | null;
  representatives_count: number;
};
export type FspRepresentative = {
  id: number;
  fsp_id: number;
  first_name: string;
  last_name: string;
  role: string;
  email: string;
  appointed_on: string | null;
};
export type FspDetail = Fsp & { representatives: FspRepresentative[] };

export type TenantConfig = TenantConfigValues & {
  tenant_id: number;
  tenant_name: string;
  /** Whether the caller may change it (administrators). */
  editable: boolean;
  available_roles: string[];
  updated_at: string | null;
};

export type CustomerDetails = {
  employer: {
    id: number;
    name: string;
    trading_name: string;
    industry: string;
    registration_number: string;
    email: string;
    phone: string | null;
    city: string;
    province: string;
    status: string;
    tenant_name: string;
  };
  counts: { employees: number; divisions: number; sites: number; contacts: number };
  cases: {
    id: number;
    number: string;
    record_type: string;
    title: string;
    status: string;
    priority: string;
    create_datetime: string;
  }[];
  sales: { id: number; kind: string; number: string; title: string; status: string; total_cents: number }[];
};
