import {
  interactionPaths as p,
  interactionQueryString,
  type InteractionListQuery,
  type InteractionPage,
} from '../contracts/interactions/list';
import { get, type RequestOptions } from './http';

/** GET /interaction/list: the query travels in the URL (spec §7), the token like every other call. */
export const interactionsApi = {
  list: (query: InteractionListQuery, options?: RequestOptions) =>
    get<InteractionPage>(`${p.list}?${interactionQueryString(query)}`, options),
};
