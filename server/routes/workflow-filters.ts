import { z } from 'zod';
import { userWorkgroupsInput } from '../../src/contracts/workflow/cases';
import { dropdownValuesInput, workflowActionsInput } from '../../src/contracts/workflow/filters';
import { workflowPaths } from '../../src/contracts/workflow/paths';
import { actionsByStatus } from '../../src/rules/workflow-actions-by-status';
import { dropdownValues } from '../domain/advice/dropdowns';
import { usersForFilters, workgroupObjectStatus } from '../domain/workflow/filters';
import { access } from '../http/access';
import { callerOf, requireAuth } from '../http/auth-hook';
import { reopenDaysOf } from '../domain/workflow/lifecycle';
import { ok } from '../http/envelope';
import type { RoutePlugin } from './types';

const empty = z.object({}).nullish();

/**
 * The cached POST services of spec §7 behind the desk's filters and buttons. Like /workflow/user/workgroups they
 * need a session and no key of their own: they say what the caller's lists hold, never more.
 */
export const workflowFilterRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(
    workflowPaths.allWorkflowActions,
    { config: access.signedIn, schema: { body: workflowActionsInput } },
    async (request) => {
      const who = await callerOf(ctx, request);
      return ok(actionsByStatus(request.body.object_type, await reopenDaysOf(ctx.db, who.tenantId)));
    },
  );
  app.post(
    workflowPaths.objectStatus,
    { config: access.signedIn, schema: { body: userWorkgroupsInput } },
    async (request) => ok(await workgroupObjectStatus(ctx.db, await callerOf(ctx, request), request.body)),
  );
  app.post(
    workflowPaths.dropdownValues,
    { config: access.signedIn, schema: { body: dropdownValuesInput } },
    async (request) => {
      requireAuth(request);
      return ok(dropdownValues(request.body.classification_type_id));
    },
  );
  app.post(
    workflowPaths.usersForFilters,
    { config: access.signedIn, schema: { body: empty } },
    async (request) => ok(await usersForFilters(ctx, await callerOf(ctx, request))),
  );
};
