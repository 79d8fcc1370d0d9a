import { metaPaths, type MetaPathName } from '../contracts/metadata/paths';
import { post } from './http';
import { unwrap } from './http-result';

export type { MetaPathName };

/** One metadata call of spec §7: data on errCode 0, a typed HttpError otherwise (the toast comes from the catalogue). */
export const metaCall = async <T>(name: MetaPathName, body: unknown = {}, signal?: AbortSignal): Promise<T> =>
  unwrap(await post<T>(metaPaths[name], body, { signal }));

/** The same call without the error toast, for polling and for checks whose failure the screen shows itself. */
export const metaCallQuiet = async <T>(
  name: MetaPathName,
  body: unknown = {},
  signal?: AbortSignal,
): Promise<T> => unwrap(await post<T>(metaPaths[name], body, { signal, quiet: true }));
