import type { TestCallerDetails } from '../../contracts/telephony/test-caller';
import { telephonyPaths as paths } from '../../contracts/telephony/paths';
import { post, type RequestOptions } from '../http';

export const testCallerApi = {
  details: (options?: RequestOptions) => post<TestCallerDetails>(paths.testCaller, {}, options),
};
