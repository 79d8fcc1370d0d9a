import type { FastifyRequest } from 'fastify';
import {
  checklistIdInput,
  listChecklistsInput,
  saveChecklistInput,
} from '../../src/contracts/workflow/checklists';
import { workflowPaths } from '../../src/contracts/workflow/paths';
import { listChecklists, readChecklist, saveChecklist } from '../domain/workflow/checklists';
import { access } from '../http/access';
import { callerOf } from '../http/auth-hook';
import { uploadBodyLimit } from '../http/body-limits';
import { attachmentPolicy } from '../../src/rules/upload-content';
import { ok } from '../http/envelope';
import type { RoutePlugin } from './types';

/** 25 MB of attachments as base64 (the attachment rules' total), plus the rest of the form: about 34 MB. */
const checklistBodyLimit = uploadBodyLimit(attachmentPolicy.maxTotalBytes);

export const workflowChecklistRoutes: RoutePlugin = async (app, { ctx, config }) => {
  const caller = (request: FastifyRequest) => callerOf(ctx, request);
  app.post(
    workflowPaths.checklistGet,
    { config: access.signedIn, schema: { body: checklistIdInput } },
    async (request) => ok(await readChecklist(ctx.db, await caller(request), request.body)),
  );
  app.post(
    workflowPaths.checklistList,
    { config: access.signedIn, schema: { body: listChecklistsInput } },
    async (request) => ok(await listChecklists(ctx.db, await caller(request), request.body)),
  );
  // Saving and publishing take the same form; publishing also makes the checklist live.
  const saves = [
    [workflowPaths.checklistSave, false, 'Checklist saved'],
    [workflowPaths.checklistPublish, true, 'Checklist published'],
  ] as const;
  for (const [path, publish, msg] of saves)
    app.post(path, { schema: { body: saveChecklistInput }, bodyLimit: checklistBodyLimit }, async (request) =>
      ok(
        await saveChecklist(
          ctx.db,
          await caller(request),
          request.body,
          publish,
          config.uploadBlockedExtensions,
        ),
        msg,
      ),
    );
};
