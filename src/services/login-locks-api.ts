import {
  loginLockList,
  loginLockPaths,
  type LoginLockLiftRequest,
  type LoginLockList,
} from '../contracts/login-locks';
import { post } from './http';
import { unwrap } from './http-result';

/** The administrators' sign-in locks: list the current ones, lift one. Failures throw HttpError for the machine. */
export const loginLocksApi = {
  list: async (signal?: AbortSignal): Promise<LoginLockList> =>
    loginLockList.parse(unwrap(await post<unknown>(loginLockPaths.list, {}, { signal }))),
  lift: async (lock: LoginLockLiftRequest): Promise<void> => {
    unwrap(await post<null>(loginLockPaths.lift, lock));
  },
};
