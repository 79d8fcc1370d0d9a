import type { FastifyRequest } from 'fastify';
import {
  approveInput,
  bulkReassignInput,
  caseTasksInput,
  groupIdInput,
  idInput,
  progressInput,
  saveGroupInput,
  saveTaskInput,
  taskPaths as p,
  trackerInput,
  trackerPageInput,
} from '../../src/contracts/tasks';
import { permissionKeys } from '../../src/contracts/permissions';
import { documentPolicy } from '../../src/rules/upload-content';
import { listGroups, readGroup, saveGroup } from '../domain/tasks/groups';
import {
  approvalsWaiting,
  bulkReassign,
  decideApproval,
  taskAssignees,
  taskConfig,
  updateProgress,
} from '../domain/tasks/progress';
import { caseTasks, readTask, saveTask, taskHistoryOf, trackTasks } from '../domain/tasks/tasks';
import { trackerPage } from '../domain/tasks/tracker-page';
import { access } from '../http/access';
import { callerOf, requireAuth } from '../http/auth-hook';
import { uploadBodyLimit } from '../http/body-limits';
import { ok } from '../http/envelope';
import type { RoutePlugin } from './types';

/** Spec §5's 25 MB of documents as base64 plus the form: about 33.6 MB, refused before parsing beyond it. */
const taskBodyLimit = uploadBodyLimit(documentPolicy.maxTotalBytes);

/** Task groups, tasks, progress, approvals and bulk reassign (issue 5). */
export const taskRoutes: RoutePlugin = async (app, { ctx, config }) => {
  const caller = (request: FastifyRequest) => callerOf(ctx, request);

  app.post(p.config, { config: access.signedIn }, async (request) => {
    requireAuth(request);
    return ok(await taskConfig(ctx.db));
  });
  app.post(p.groupList, async (request) => ok(await listGroups(ctx.db, await caller(request))));
  app.post(p.groupGet, { schema: { body: groupIdInput } }, async (request) =>
    ok(await readGroup(ctx.db, await caller(request), request.body)),
  );
  app.post(p.groupSave, { schema: { body: saveGroupInput } }, async (request) =>
    ok(await saveGroup(ctx.db, await caller(request), request.body), 'Task group saved'),
  );
  app.post(p.taskSave, { schema: { body: saveTaskInput }, bodyLimit: taskBodyLimit }, async (request) =>
    ok(
      await saveTask(ctx.db, await caller(request), request.body, config.uploadBlockedExtensions),
      'Task saved',
    ),
  );
  app.post(p.taskGet, { schema: { body: idInput } }, async (request) =>
    ok(await readTask(ctx.db, await caller(request), request.body)),
  );
  app.post(p.taskHistory, { schema: { body: idInput } }, async (request) =>
    ok(await taskHistoryOf(ctx.db, await caller(request), request.body)),
  );
  app.post(p.caseTasks, { schema: { body: caseTasksInput } }, async (request) =>
    ok(await caseTasks(ctx.db, await caller(request), request.body)),
  );
  app.post(p.tracker, { schema: { body: trackerInput } }, async (request) =>
    ok(await trackTasks(ctx.db, await caller(request), request.body)),
  );
  app.post(p.trackerPage, { config: access.signedIn, schema: { body: trackerPageInput } }, async (request) =>
    ok(await trackerPage(ctx.db, await caller(request), request.body)),
  );
  app.post(p.progress, { schema: { body: progressInput } }, async (request) =>
    ok(await updateProgress(ctx.db, await caller(request), request.body), 'Progress saved'),
  );
  app.post(p.approvals, async (request) => ok(await approvalsWaiting(ctx.db, await caller(request))));
  app.post(
    p.approve,
    {
      config: access.decided(
        [permissionKeys.taskAdmin],
        'decideApproval: 18__18003 decides any task waiting, without it only the tasks the caller approves',
      ),
      schema: { body: approveInput },
    },
    async (request) => {
      const task = await decideApproval(ctx.db, await caller(request), request.body);
      return ok(task, `Task ${task.approval_status.toLowerCase()}`);
    },
  );
  app.post(p.bulkReassign, { schema: { body: bulkReassignInput } }, async (request) => {
    const moved = await bulkReassign(ctx.db, await caller(request), request.body);
    return ok(moved, `${moved.length} tasks reassigned`);
  });
  app.post(p.assignees, async (request) => ok(await taskAssignees(ctx.db, await caller(request))));
};
