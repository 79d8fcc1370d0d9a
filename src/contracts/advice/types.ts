import type { CatalogueRow } from './catalogue';
import type { AdviceStatus } from './lifecycle';
import type { AdviceNeeds, SchemeFilters, SchemeStatus } from './payloads';
import type { CoverageId } from './lookups';

/** Answers of the advice calls (the data of the envelope). */

export type EmployeeHit = {
  employee_id: number;
  name: string;
  employee_number: string;
  employer_name: string;
  email: string;
};

export type EmployeeContact = EmployeeHit & {
  mobile: string | null;
  work_phone: string | null;
  date_of_birth: string;
  age: number;
  gender: 'F' | 'M';
  job_title: string;
  monthly_salary: number | null;
};

export type AdviceDependant = {
  dependant_id: number;
  name: string;
  relationship: 'spouse' | 'child' | 'adult';
  date_of_birth: string;
  age: number;
  /** How a scheme charges this person: students and disabled children stay children. */
  counted_as: 'adult' | 'child';
  /** False for a child the scheme will not cover as a dependant (over 26, not disabled). */
  eligible: boolean;
  note: string;
};

export type EmployeeFilters = {
  employee_id: number;
  age: number;
  monthly_salary: number | null;
  adult_dependent: number;
  child_dependent: number;
  /** Derived defaults the needs form starts from. */
  suggested: Partial<SchemeFilters>;
};

export type DropdownOption = { id: number | string; label: string };
/** get_filters_from_employee_id_frontend_req: the filters plus every dropdown keyed by its §3 id. */
export type EmployeeFiltersFrontend = EmployeeFilters & { dropdowns: Record<string, DropdownOption[]> };

export type PlanSummary = {
  scheme_id: number;
  name: string;
  product_house_id: number;
  product_house: string;
  status: SchemeStatus;
  hospital: 1 | 2 | 3;
  coverage: CoverageId;
  day_to_day_type: 1 | 2;
  day_to_day_limit: number | null;
  has_savings: boolean;
  /** For the family in the filters, rand per month. */
  monthly_premium: number;
};

export type Contributions = {
  member_cost: number;
  adult_share_risk_plus_saving: number;
  child_share_risk_plus_saving: number;
};

export type SchemeData = {
  catalogue: readonly CatalogueRow[];
  schemes: (PlanSummary & { benefits: Record<string, string>; contributions: Contributions })[];
};

export type Premium = {
  scheme_id: number;
  adults: number;
  children: number;
  /** Most schemes charge at most three children. */
  charged_children: number;
  member: number;
  adults_total: number;
  children_total: number;
  total: number;
};

export type GapProduct = {
  gap_id: number;
  name: string;
  benefits: Record<string, string>;
  rate_single: number;
  rate_family: number;
};
export type GapData = { catalogue: readonly CatalogueRow[]; products: GapProduct[] };

export type ProductHouse = { product_house_id: number; name: string; products: number };
export type ProductRow = { product_id: number; name: string; status: SchemeStatus; year: number };
export type SchemeDetails = SchemeData['schemes'][number] & {
  status_history: { status: SchemeStatus; reason: string; at: string; by: string }[];
};

export type AdviceDocumentKind = 'advice' | 'scheme_comparison' | 'gap_comparison';
export type AdviceDocument = {
  document_id: number;
  kind: AdviceDocumentKind;
  file_name: string;
  size: number;
  created_at: string;
  removed: boolean;
};
export type AdviceMail = {
  mail_id: number;
  to: string;
  cc: string[];
  subject: string;
  transport: 'smtp' | 'outbox';
  status: 'sent' | 'failed' | 'kept';
  error: string | null;
  attachments: string[];
  created_at: string;
  resend_of: number | null;
};

export type Recommendation = { scheme_id: number; gap_id: number | null; reason: string };

export type Advice = {
  advice_id: number;
  employee_id: number;
  employee_name: string;
  adviser_name: string;
  status: AdviceStatus;
  needs: AdviceNeeds | null;
  filters: SchemeFilters | null;
  scheme_ids: number[];
  gap_ids: number[];
  recommendation: Recommendation | null;
  close_reason: string | null;
  documents: AdviceDocument[];
  mails: AdviceMail[];
  created_at: string;
  updated_at: string;
};

export type AdviceListRow = Pick<
  Advice,
  'advice_id' | 'employee_id' | 'employee_name' | 'adviser_name' | 'status' | 'created_at' | 'updated_at'
> & { documents: number };

/** A PDF on the wire: base64, with its file name. */
export type PdfFile = { file_name: string; content_type: 'application/pdf'; base64: string };
