import {
  advicePaths as p,
  type Advice,
  type AdviceDependant,
  type AdviceMail,
  type AdviceListRow,
  type AdviceNeeds,
  type EmployeeContact,
  type EmployeeFilters,
  type EmployeeFiltersFrontend,
  type EmployeeHit,
  type GapData,
  type PdfFile,
  type PlanSummary,
  type Premium,
  type ProductHouse,
  type ProductRow,
  type SchemeData,
  type SchemeDetails,
  type SchemeFilters,
  type SchemeStatus,
} from '../contracts/advice';
import { post, type RequestOptions } from './http';
import { unwrap } from './http-result';

type Family = { adult_dependent: number; child_dependent: number };
const call =
  <B, T>(path: string) =>
  async (body: B, options?: RequestOptions): Promise<T> =>
    unwrap(await post<T>(path, body, options));

/** The advice and scheme calls (/moses/v1/); each answers its data or throws HttpError. */
export const adviceApi = {
  searchEmployees: call<{ query: string }, EmployeeHit[]>(p.searchEmployee),
  contact: call<{ employee_id: number }, EmployeeContact>(p.contactDetails),
  dependants: call<{ employee_id: number }, AdviceDependant[]>(p.employeeDependents),
  filters: call<{ employee_id: number }, EmployeeFiltersFrontend>(p.filtersFromEmployeeFrontend),
  /** The family the needs step prices: the employee's counts (get_filters_from_employee_id). */
  familyFilters: call<{ employee_id: number }, EmployeeFilters>(p.filtersFromEmployee),
  /** The dependants a scheme would cover with the member (get_potential_member_dependents). */
  potentialDependants: call<{ employee_id: number }, AdviceDependant[]>(p.potentialMemberDependents),
  chronicConditions: call<Record<string, never>, { id: number; name: string }[]>(p.chronicConditions),
  filterSchemes: call<SchemeFilters, PlanSummary[]>(p.filterSchemes),
  schemeData: call<{ scheme_ids: number[] } & Partial<Family>, SchemeData>(p.schemeData),
  premium: call<{ scheme_id: number } & Family, Premium>(p.premium),
  allGap: call<Record<string, never>, GapData>(p.allGapData),
  gapData: call<{ gap_ids: number[] }, GapData>(p.gapData),
  productHouses: call<Record<string, never>, ProductHouse[]>(p.productHouses),
  products: call<{ product_house_id: number }, ProductRow[]>(p.products),
  schemeDetails: call<{ product_id: number }, SchemeDetails>(p.schemeDetails),
  changeSchemeStatus: call<{ scheme_id: number; status: SchemeStatus; reason: string }, SchemeDetails>(
    p.changeSchemeStatus,
  ),
  allAdvice: call<{ employee_id?: number }, AdviceListRow[]>(p.allAdviceDocuments),
  getAdvice: call<{ advice_id: number }, Advice>(p.getAdvice),
  createAdvice: call<{ employee_id: number }, Advice>(p.createAdvice),
  captureNeeds: call<{ advice_id: number; needs: AdviceNeeds }, Advice>(p.createInsuranceNeeds),
  updateNeeds: call<{ advice_id: number; needs: AdviceNeeds }, Advice>(p.updateAdviceNeeds),
  updateFilters: call<{ advice_id: number; filters: SchemeFilters }, Advice>(p.updateAdviceFilters),
  saveComparison: call<{ advice_id: number; scheme_ids: number[]; gap_ids: number[] }, Advice>(p.saveAdvice),
  recommend: call<{ advice_id: number; scheme_id: number; gap_id: number | null; reason: string }, Advice>(
    p.updateAdviceRec,
  ),
  exportAdvice: call<{ advice_id: number }, Advice>(p.exportAdvice),
  download: call<{ advice_id: number; document_id: number }, PdfFile>(p.downloadAdviceReport),
  email: call<{ advice_id: number; to: string; cc: string[]; message: string }, Advice>(
    p.emailAdviceDocuments,
  ),
  resend: call<{ advice_id: number; to?: string }, Advice>(p.resendEmailAdviceDocuments),
  removeDocuments: call<{ advice_id: number; document_ids: number[] }, Advice>(p.removeAdviceDocuments),
  close: call<{ advice_id: number; reason: string }, Advice>(p.closeAdvice),
  exportSchemeComparison: call<{ scheme_ids: number[] } & Family, PdfFile>(p.exportSchemeComparison),
  exportGap: call<{ gap_ids: number[] }, PdfFile>(p.exportGap),
  mailGap: call<{ gap_ids: number[]; to: string }, AdviceMail>(p.sendGapComparisonMail),
  mailSchemes: call<{ scheme_ids: number[]; to: string } & Family, AdviceMail>(p.sendSchemeComparisonMail),
};
