import type { CaseSearchItem } from '../contracts/workflow/case-search';
import { workflowPaths } from '../contracts/workflow/paths';
import { post, type RequestOptions } from './http';

/** The case type-ahead's search. Quiet: spec §8 ignores a refused type-ahead answer (loading simply ends). */
export const caseSearchApi = {
  search: (query: string, o?: RequestOptions) =>
    post<CaseSearchItem[]>(workflowPaths.caseSearch, { query }, { ...o, quiet: true }),
};
