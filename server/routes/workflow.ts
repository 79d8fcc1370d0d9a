import {
  caseIdInput,
  caseStatuses,
  createCaseInput,
  listCasesInput,
} from '../../src/contracts/workflow/cases';
import { workflowPaths } from '../../src/contracts/workflow/paths';
import { workflowCaller } from '../domain/workflow/caller';
import { caseHistoryOf, createCase, listCases, readCase } from '../domain/workflow/cases';
import { requireAuth } from '../http/auth-hook';
import { ok } from '../http/envelope';
import type { RoutePlugin } from './types';

/** Cases and leads: create, read, list, history; the statuses of /get_all_case_status. */
export const workflowRoutes: RoutePlugin = async (app, { ctx }) => {
  const caller = (request: Parameters<typeof requireAuth>[0]) =>
    workflowCaller(ctx, requireAuth(request).session);

  app.post(workflowPaths.caseCreate, { schema: { body: createCaseInput } }, async (request) =>
    ok(await createCase(ctx.db, await caller(request), request.body), 'Case created'),
  );
  app.post(workflowPaths.caseGet, { schema: { body: caseIdInput } }, async (request) =>
    ok(await readCase(ctx.db, await caller(request), request.body)),
  );
  app.post(workflowPaths.caseList, { schema: { body: listCasesInput } }, async (request) =>
    ok(await listCases(ctx.db, await caller(request), request.body)),
  );
  app.post(workflowPaths.caseHistory, { schema: { body: caseIdInput } }, async (request) =>
    ok(await caseHistoryOf(ctx.db, await caller(request), request.body)),
  );
  app.post(workflowPaths.allCaseStatus, async (request) => {
    requireAuth(request);
    return ok(caseStatuses.map((name, index) => ({ id: index + 1, value_name: name })));
  });
};
