import type { CaseSearchItem } from '../contracts/workflow/case-search';
import { caseSearchApi } from '../services/case-search-api';

/**
 * The search the case type-ahead's machine runs (typeahead.machine's `search` input): the typed text's cases
 * and leads, or null for an answer to ignore (spec §8: a refused type-ahead answer only ends the loading).
 */
export const searchCases = async (text: string, signal: AbortSignal): Promise<CaseSearchItem[] | null> => {
  const answer = await caseSearchApi.search(text, { signal });
  return answer.kind === 'ok' ? answer.data : null;
};
