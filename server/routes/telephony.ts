import type { FastifyRequest } from 'fastify';
import { callCaseRequest, callerLookupRequest } from '../../src/contracts/telephony/call-case';
import {
  callDispositionRequest,
  callEventRequest,
  callStartRequest,
} from '../../src/contracts/telephony/calls';
import { setAgentStatusRequest } from '../../src/contracts/telephony/details';
import type { SipReachability } from '../../src/contracts/telephony/sip-server';
import { telephonyPaths as paths } from '../../src/contracts/telephony/paths';
import { serviceLevelPath, serviceLevelRequest } from '../../src/contracts/telephony/service-level';
import { createCallCase, lookupCaller } from '../domain/telephony/call-case';
import { callLog, disposeCall, queueStatistics, recordCallEvent, startCall } from '../domain/telephony/calls';
import { serviceLevelReport } from '../domain/telephony/service-level';
import { sipReachable, sipServerState } from '../domain/telephony/sip-probe';
import { agentStatus, allTelephonyUsers, sessionDetails, setAgentStatus } from '../domain/telephony/session';
import { access } from '../http/access';
import { callerOf } from '../http/auth-hook';
import { ok } from '../http/envelope';
import type { RoutePlugin } from './types';

/** Telephony: the agent's PBX details and state, the call log with dispositions, queues and call-to-case. */
export const telephonyRoutes: RoutePlugin = async (app, { ctx, config }) => {
  const session = (request: FastifyRequest) => callerOf(ctx, request);
  app.post(paths.allUsers, async (r) => ok(await allTelephonyUsers(ctx, await session(r))));
  app.post(paths.sessionDetails, async (r) =>
    ok(await sessionDetails(ctx, config.telephony, await session(r))),
  );
  app.post(paths.agentStatus, async (r) => ok(await agentStatus(ctx, await session(r))));
  app.post(paths.setAgentStatus, { schema: { body: setAgentStatusRequest } }, async (r) =>
    ok(await setAgentStatus(ctx, await session(r), r.body)),
  );
  app.post(paths.callStart, { schema: { body: callStartRequest } }, async (r) =>
    ok(await startCall(ctx, await session(r), r.body)),
  );
  app.post(paths.callEvent, { schema: { body: callEventRequest } }, async (r) =>
    ok(await recordCallEvent(ctx, await session(r), r.body)),
  );
  app.post(paths.callDisposition, { schema: { body: callDispositionRequest } }, async (r) =>
    ok(await disposeCall(ctx, await session(r), r.body)),
  );
  app.post(paths.callLog, async (r) => ok(await callLog(ctx, await session(r))));
  app.post(paths.queueStats, async (r) => ok(await queueStatistics(ctx, await session(r))));
  app.post(serviceLevelPath, { schema: { body: serviceLevelRequest } }, async (r) =>
    ok(await serviceLevelReport(ctx, await session(r), r.body ?? {})),
  );
  app.post(paths.callerLookup, { schema: { body: callerLookupRequest } }, async (r) =>
    ok(await lookupCaller(ctx, await session(r), r.body.number)),
  );
  app.post(paths.sipReachable, { config: access.signedIn }, async (r) => {
    await session(r); // signed-in callers only: it says what listens on the service's machine
    const answer: SipReachability = {
      reachable: await sipReachable(config.telephony.wsUri),
      sip_server: sipServerState(),
    };
    return ok(answer);
  });
  app.post(paths.callCase, { schema: { body: callCaseRequest } }, async (r) =>
    ok(await createCallCase(ctx, await session(r), r.body)),
  );
};
