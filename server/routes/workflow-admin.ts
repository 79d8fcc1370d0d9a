import type { FastifyRequest } from 'fastify';
import { workflowAdminPaths as p } from '../../src/contracts/workflow-admin/paths';
import { prioritySeverityTreeRequest } from '../../src/contracts/workflow-admin/setup';
import { parseInput } from '../domain/workflow/validate';
import {
  prioritySeverityTree,
  timeMapping,
  updatePrioritySeverity,
  updateTimeMapping,
} from '../domain/workflow-admin/case-setup';
import { listEmailContent, saveEmailContent } from '../domain/workflow-admin/email';
import {
  listNotifications,
  markAllRead,
  markRead,
  unreadCount,
} from '../domain/workflow-admin/notifications';
import { saveWorkgroupRules, workgroupRulesOf } from '../domain/workflow-admin/rules';
import { addMember, removeMember, setDefaultWorkgroup } from '../domain/workflow-admin/workgroup-members';
import { adminTenants, adminUsers } from '../domain/workflow-admin/workgroup-choices';
import {
  getAdminWorkgroup,
  listAdminWorkgroups,
  removeWorkgroup,
  saveWorkgroup,
} from '../domain/workflow-admin/workgroups';
import { access } from '../http/access';
import { callerOf } from '../http/auth-hook';
import { ok } from '../http/envelope';
import type { RoutePlugin } from './types';

/**
 * Workgroup administration (17__17005), case management set-up (17__17006) and the caller's notifications.
 * Domain functions validate their own input with the shared contracts (errCode 1 with the field issues).
 */
export const workflowAdminRoutes: RoutePlugin = async (app, { ctx }) => {
  const caller = (request: FastifyRequest) => callerOf(ctx, request);
  const db = ctx.db;

  app.post(p.workgroupList, async (r) => ok(await listAdminWorkgroups(db, await caller(r))));
  app.post(p.workgroupGet, async (r) => ok(await getAdminWorkgroup(db, await caller(r), r.body)));
  app.post(p.workgroupSave, async (r) =>
    ok(await saveWorkgroup(ctx, await caller(r), r.body), 'Workgroup saved'),
  );
  app.post(p.workgroupRemove, async (r) =>
    ok(await removeWorkgroup(db, await caller(r), r.body), 'Workgroup removed'),
  );
  app.post(p.memberAdd, async (r) => ok(await addMember(ctx, await caller(r), r.body), 'Member added'));
  app.post(p.memberRemove, async (r) =>
    ok(await removeMember(db, await caller(r), r.body), 'Member removed'),
  );
  app.post(p.users, async (r) => ok(await adminUsers(ctx, await caller(r))));
  app.post(p.tenants, async (r) => ok(await adminTenants(ctx, await caller(r))));
  app.post(p.defaultWorkgroupSet, async (r) =>
    ok(await setDefaultWorkgroup(ctx, await caller(r), r.body), 'Default workgroup saved'),
  );
  app.post(p.rulesGet, async (r) => ok(await workgroupRulesOf(ctx, await caller(r), r.body)));
  app.post(p.rulesSave, async (r) =>
    ok(await saveWorkgroupRules(ctx, await caller(r), r.body), 'Rules saved'),
  );

  app.post(p.prioritySeverityTree, { config: access.signedIn }, async (r) => {
    // The tree request of spec §7 ({id, menu_items}); only the case classification has severities.
    parseInput(prioritySeverityTreeRequest, r.body ?? {});
    return ok(await prioritySeverityTree(ctx, await caller(r)));
  });
  app.post(p.prioritySeverityUpdate, async (r) =>
    ok(await updatePrioritySeverity(ctx, await caller(r), r.body), 'Severity and priority saved'),
  );
  app.post(p.timeGetAll, { config: access.signedIn }, async (r) =>
    ok(await timeMapping(ctx, await caller(r))),
  );
  app.post(p.timeUpdate, async (r) =>
    ok(await updateTimeMapping(ctx, await caller(r), r.body), 'Time mapping saved'),
  );
  app.post(p.emailGetAll, { config: access.signedIn }, async (r) =>
    ok(await listEmailContent(ctx, await caller(r), r.body)),
  );
  app.post(p.emailCreate, async (r) =>
    ok(await saveEmailContent(db, await caller(r), r.body, 'create'), 'Template created'),
  );
  app.post(p.emailUpdate, async (r) =>
    ok(await saveEmailContent(db, await caller(r), r.body, 'update'), 'Template saved'),
  );

  app.post(p.notificationList, { config: access.signedIn }, async (r) =>
    ok(await listNotifications(db, await caller(r), r.body)),
  );
  app.post(p.notificationUnread, { config: access.signedIn }, async (r) =>
    ok({ unread: await unreadCount(db, await caller(r)) }),
  );
  app.post(p.notificationRead, { config: access.signedIn }, async (r) =>
    ok(await markRead(db, await caller(r), r.body)),
  );
  app.post(p.notificationReadAll, { config: access.signedIn }, async (r) =>
    ok(await markAllRead(db, await caller(r)), 'All marked read'),
  );
};
