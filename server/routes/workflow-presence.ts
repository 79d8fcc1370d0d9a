import type { FastifyRequest } from 'fastify';
import { workflowPaths } from '../../src/contracts/workflow/paths';
import { presenceInput, updateCaseInput } from '../../src/contracts/workflow/presence';
import { updateCase } from '../domain/workflow/case-update';
import { publishWorkflow } from '../domain/workflow/events';
import { announcePresence, disposePresence, presenceBoardOf } from '../domain/workflow/presence';
import { access } from '../http/access';
import { callerOf } from '../http/auth-hook';
import { ok } from '../http/envelope';
import type { RoutePlugin } from './types';

/** Presence and conflicts: editing a record's details over the version opened, and who else has it open. */
export const workflowPresenceRoutes: RoutePlugin = async (app, { ctx, config }) => {
  const caller = (request: FastifyRequest) => callerOf(ctx, request);
  const board = presenceBoardOf(ctx, config.presenceTtlMs);
  app.addHook('onClose', async () => disposePresence(ctx));

  app.post(workflowPaths.caseUpdate, { schema: { body: updateCaseInput } }, async (request) => {
    const change = await updateCase(ctx.db, await caller(request), request.body);
    publishWorkflow(ctx, [change]);
    return ok(change, `${change.record.number} saved`);
  });
  app.post(
    workflowPaths.presence,
    { config: access.signedIn, schema: { body: presenceInput } },
    async (request) => ok(await announcePresence(ctx, board, await caller(request), request.body)),
  );
};
