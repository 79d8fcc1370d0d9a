import { crmMorePaths, type CrmMorePathName } from '../contracts/crm-more';
import { post } from './http';
import { unwrap } from './http-result';

/** One call of issue 9's second part: data on errCode 0, a typed HttpError otherwise. */
export const crmCall = async <T>(
  name: CrmMorePathName,
  body: unknown = {},
  signal?: AbortSignal,
): Promise<T> => unwrap(await post<T>(crmMorePaths[name], body, { signal }));
