import { telephonyPaths as paths } from '../../src/contracts/telephony/paths';
import { testCallerDetails } from '../domain/telephony/test-caller';
import { callerOf } from '../http/auth-hook';
import { ok } from '../http/envelope';
import type { RoutePlugin } from './types';

/** The supervisors' test caller (issue 20): its own SIP identity, apart from the agents' phone calls. */
export const telephonyTestCallerRoutes: RoutePlugin = async (app, { ctx, config }) => {
  app.post(paths.testCaller, async (r) =>
    ok(await testCallerDetails(ctx, config.telephony, await callerOf(ctx, r))),
  );
};
