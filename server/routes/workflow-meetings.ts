import type { FastifyRequest } from 'fastify';
import {
  listMeetingsInput,
  meetingIdInput,
  meetingTransitionInput,
  saveMeetingInput,
} from '../../src/contracts/workflow/meetings';
import { workflowPaths } from '../../src/contracts/workflow/paths';
import { listMeetings, moveMeeting, readMeeting, saveMeeting } from '../domain/workflow/meetings';
import { loadTenantTree } from '../domain/tenant';
import { access } from '../http/access';
import { callerOf } from '../http/auth-hook';
import { ok } from '../http/envelope';
import type { RoutePlugin } from './types';

export const workflowMeetingRoutes: RoutePlugin = async (app, { ctx }) => {
  const caller = (request: FastifyRequest) => callerOf(ctx, request);
  app.post(
    workflowPaths.meetingGet,
    { config: access.signedIn, schema: { body: meetingIdInput } },
    async (request) => ok(await readMeeting(ctx.db, await caller(request), request.body)),
  );
  app.post(
    workflowPaths.meetingList,
    { config: access.signedIn, schema: { body: listMeetingsInput } },
    async (request) => ok(await listMeetings(ctx.db, await caller(request), request.body)),
  );
  app.post(workflowPaths.meetingSave, { schema: { body: saveMeetingInput } }, async (request) =>
    ok(
      await saveMeeting(ctx.db, await caller(request), request.body, await loadTenantTree(ctx)),
      'Meeting saved',
    ),
  );
  app.post(workflowPaths.meetingTransition, { schema: { body: meetingTransitionInput } }, async (request) =>
    ok(await moveMeeting(ctx.db, await caller(request), request.body)),
  );
};
