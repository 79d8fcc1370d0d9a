import type { FastifyRequest } from 'fastify';
import {
  bulkActionInput,
  caseIdInput,
  caseStatuses,
  createCaseInput,
  listCasesInput,
  userWorkgroupsInput,
  workflowActionInput,
  workgroupIdInput,
  workflowListsInput,
} from '../../src/contracts/workflow/cases';
import { deskPageInput } from '../../src/contracts/workflow/desk-page';
import { caseSearchInput } from '../../src/contracts/workflow/case-search';
import { permissionKeys } from '../../src/contracts/permissions';
import { workflowPaths } from '../../src/contracts/workflow/paths';
import { performAction, performBulkAction } from '../domain/workflow/actions';
import { deskPage } from '../domain/workflow/desk-page';
import { caseHistoryOf, readCase } from '../domain/workflow/cases';
import { listCasesText } from '../domain/workflow/case-list';
import { okText } from '../domain/workflow/record-text';
import { searchCases } from '../domain/workflow/case-search';
import { workgroupLineOf } from '../domain/telephony/workgroup-line';
import { publishWorkflow } from '../domain/workflow/events';
import { openCase } from '../domain/workflow/open-case';
import { membersOf, tenantWorkgroups, userWorkgroups, workflowLists } from '../domain/workflow/lists';
import { packLists } from '../../src/rules/workflow-lists-wire';
import { access } from '../http/access';
import { callerOf, requireAuth } from '../http/auth-hook';
import { ok } from '../http/envelope';
import { keepSweeping } from './job-sweep';
import { sendDueReminders } from '../domain/workflow/reminders';
import type { RoutePlugin } from './types';

/** Cases and leads: create, read, list, history, the six actions and the lists they update. */
export const workflowRoutes: RoutePlugin = async (app, { ctx, config }) => {
  const caller = (request: FastifyRequest) => callerOf(ctx, request);
  // Pending records whose reminder fell due come back to In Progress (issue 34), on whichever instance sweeps.
  const reminders = {
    sweep: async () => (await sendDueReminders(ctx)).map((c) => c.record.id),
    stop: async () => undefined,
  };
  keepSweeping(
    app,
    reminders,
    'case reminders',
    config.reminderSweepMs,
    'brought back pending records whose reminder fell due',
  );

  app.post(workflowPaths.caseCreate, { schema: { body: createCaseInput } }, async (request) =>
    ok(await openCase(ctx, await caller(request), request.body), 'Case created'),
  );
  app.post(
    workflowPaths.caseGet,
    { config: access.signedIn, schema: { body: caseIdInput } },
    async (request) => ok(await readCase(ctx.db, await caller(request), request.body)),
  );
  // The envelope comes back as JSON text (see listCasesText), sent as it is.
  app.post(
    workflowPaths.caseList,
    { config: access.signedIn, schema: { body: listCasesInput } },
    async (request, reply) => {
      const text = await listCasesText(ctx.db, await caller(request), request.body);
      return reply.type('application/json; charset=utf-8').send(text);
    },
  );
  app.post(
    workflowPaths.caseHistory,
    { config: access.signedIn, schema: { body: caseIdInput } },
    async (request) => ok(await caseHistoryOf(ctx.db, await caller(request), request.body)),
  );
  app.post(
    workflowPaths.caseSearch,
    { config: access.signedIn, schema: { body: caseSearchInput } },
    async (request) => {
      const found = await searchCases(ctx.db, await caller(request), request.body);
      return ok(found, `${found.length} found`);
    },
  );
  app.post(workflowPaths.allCaseStatus, { config: access.signedIn }, async (request) => {
    requireAuth(request);
    return ok(caseStatuses.map((name, index) => ({ id: index + 1, value_name: name })));
  });
  app.post(
    workflowPaths.action,
    {
      config: access.decided(
        [permissionKeys.workflowYank, permissionKeys.workflowClose],
        'performAction: a yank needs 17001, closing or reopening another’s record 17002',
      ),
      schema: { body: workflowActionInput },
    },
    async (request) => {
      const change = await performAction(ctx.db, await caller(request), request.body);
      publishWorkflow(ctx, [change]);
      return ok(change, `${change.record.number}: ${change.action} done`);
    },
  );
  app.post(workflowPaths.bulkAction, { schema: { body: bulkActionInput } }, async (request) => {
    const changes = await performBulkAction(ctx.db, await caller(request), request.body);
    publishWorkflow(ctx, changes);
    return ok(changes, `${changes.length} records: ${request.body.action} done`);
  });
  app.post(
    workflowPaths.lists,
    { config: access.signedIn, schema: { body: workflowListsInput } },
    async (request) => ok(packLists(await workflowLists(ctx.db, await caller(request), request.body))),
  );
  // Sent as text too: its rows' JSON is mostly written once per kept window (record-text.ts).
  app.post(
    workflowPaths.listPage,
    { config: access.signedIn, schema: { body: deskPageInput } },
    async (request, reply) => {
      const text = okText(await deskPage(ctx.db, await caller(request), request.body));
      return reply.type('application/json; charset=utf-8').send(text);
    },
  );
  app.post(
    workflowPaths.userWorkgroups,
    { config: access.signedIn, schema: { body: userWorkgroupsInput } },
    async (request) => {
      const groups = await userWorkgroups(ctx.db, await caller(request), request.body);
      return { errCode: 0, msg: groups, data: groups };
    },
  );
  app.post(
    workflowPaths.userDefaultWorkgroup,
    { config: access.signedIn, schema: { body: userWorkgroupsInput } },
    async (request) => {
      const who = await caller(request);
      const [group] = await userWorkgroups(ctx.db, who, request.body);
      // spec §7: the console reads msg[0].telephony_details, the line its default workgroup answers on.
      const first = group
        ? [{ ...group, telephony_details: await workgroupLineOf(ctx.db, who.userId, group) }]
        : [];
      return { errCode: 0, msg: first, data: first[0] ?? null };
    },
  );
  app.post(
    workflowPaths.workgroups,
    { config: access.signedIn, schema: { body: userWorkgroupsInput } },
    async (request) => ok(await tenantWorkgroups(ctx.db, await caller(request), request.body)),
  );
  app.post(
    workflowPaths.workgroupMembers,
    { config: access.signedIn, schema: { body: workgroupIdInput } },
    async (request) => ok(await membersOf(ctx.db, await caller(request), request.body)),
  );
};
