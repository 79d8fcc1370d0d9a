import type {
  AdviceDependant,
  AdviceListRow,
  EmployeeContact,
  EmployeeFilters,
  EmployeeFiltersFrontend,
  Premium,
  SchemeFilters,
  SchemeStatus,
} from '../../contracts/advice';
import { adviceApi } from '../../services/advice-api';
import { unwrap } from '../../services/http-result';
import { workflowApi } from '../../services/workflow-api';

type Family = { adult_dependent: number; child_dependent: number };
type Signal = AbortSignal | undefined;

/** The needs step's employee: contact, the family's counts and the dependants a scheme would cover. */
export type AdviceEmployee = {
  contact: EmployeeContact;
  filters: EmployeeFilters;
  dependants: AdviceDependant[];
};
export type AdviceProfile = {
  contact: EmployeeContact;
  filters: EmployeeFiltersFrontend;
  dependants: AdviceDependant[];
  advice: AdviceListRow[];
};

/** The advice screens' calls by name; the employee and profile reads gather their parts in one answer. */
export const adviceReads = {
  'advice.employee': async (employee_id: number, signal: Signal): Promise<AdviceEmployee> => {
    const [contact, filters, dependants] = await Promise.all([
      adviceApi.contact({ employee_id }, { signal }),
      adviceApi.familyFilters({ employee_id }, { signal }),
      adviceApi.potentialDependants({ employee_id }, { signal }),
    ]);
    return { contact, filters, dependants };
  },
  /** The compared plans priced for this family, one get_premium_from_scheme_id each (at most four). */
  'advice.premiums': (body: { scheme_ids: number[] } & Family, signal: Signal): Promise<Premium[]> =>
    Promise.all(
      body.scheme_ids.map((scheme_id) =>
        adviceApi.premium(
          { scheme_id, adult_dependent: body.adult_dependent, child_dependent: body.child_dependent },
          { signal },
        ),
      ),
    ),
  'advice.profile': async (employee_id: number, signal: Signal): Promise<AdviceProfile> => {
    const [contact, dependants, filters, advice] = await Promise.all([
      adviceApi.contact({ employee_id }, { signal }),
      adviceApi.dependants({ employee_id }, { signal }),
      adviceApi.filters({ employee_id }, { signal }),
      adviceApi.allAdvice({ employee_id }, { signal }),
    ]);
    return { contact, dependants, filters, advice };
  },
  'advice.create': (employee_id: number) => adviceApi.createAdvice({ employee_id }),
  'advice.search': (query: string, signal: Signal) => adviceApi.searchEmployees({ query }, { signal }),
  'advice.recent': (_: null, signal: Signal) => adviceApi.allAdvice({}, { signal }),
  /** The needs form's dropdown entries by their §3 ids (/get_classification_value_data_dropdown, cached). */
  'advice.dropdowns': async (typeIds: number[]) => unwrap(await workflowApi.dropdownValues(typeIds)),
  'advice.chronic': (_: null, signal: Signal) => adviceApi.chronicConditions({}, { signal }),
  'advice.plans': (filters: SchemeFilters, signal: Signal) => adviceApi.filterSchemes(filters, { signal }),
  'advice.schemeData': (body: { scheme_ids: number[] } & Partial<Family>, signal: Signal) =>
    adviceApi.schemeData(body, { signal }),
  'advice.allGap': (_: null, signal: Signal) => adviceApi.allGap({}, { signal }),
  'advice.gapData': (gap_ids: number[], signal: Signal) => adviceApi.gapData({ gap_ids }, { signal }),
  'advice.exportSchemes': (body: { scheme_ids: number[] } & Family) => adviceApi.exportSchemeComparison(body),
  'advice.exportGap': (gap_ids: number[]) => adviceApi.exportGap({ gap_ids }),
  'advice.mailSchemes': (body: { scheme_ids: number[]; to: string } & Family) => adviceApi.mailSchemes(body),
  'advice.mailGap': (body: { gap_ids: number[]; to: string }) => adviceApi.mailGap(body),
  'advice.download': (body: { advice_id: number; document_id: number }) => adviceApi.download(body),
  'advice.productHouses': (_: null, signal: Signal) => adviceApi.productHouses({}, { signal }),
  'advice.products': (product_house_id: number, signal: Signal) =>
    adviceApi.products({ product_house_id }, { signal }),
  'advice.schemeDetails': (product_id: number, signal: Signal) =>
    adviceApi.schemeDetails({ product_id }, { signal }),
  'advice.changeSchemeStatus': (body: { scheme_id: number; status: SchemeStatus; reason: string }) =>
    adviceApi.changeSchemeStatus(body),
};
