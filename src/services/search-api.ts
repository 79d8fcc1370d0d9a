import { quickSearchAnswer, searchPaths, type QuickSearchGroup } from '../contracts/search';
import { post } from './http';

/**
 * The palette's record search. Quiet like every type-ahead (spec §8): a failed search shows no toast, and null
 * tells the debounced stream the answer was not usable.
 */
export const searchApi = {
  quick: async (term: string, signal?: AbortSignal): Promise<QuickSearchGroup[] | null> => {
    const result = await post<unknown>(searchPaths.quick, { term }, { signal, quiet: true });
    if (result.kind !== 'ok') return null;
    const parsed = quickSearchAnswer.safeParse(result.data);
    return parsed.success ? parsed.data.groups : null;
  },
};
