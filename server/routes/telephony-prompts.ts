import {
  maxPromptFileBytes,
  promptPaths as paths,
  promptRefRequest,
  promptUploadRequest,
} from '../../src/contracts/telephony/prompts';
import { listPrompts, promptMedia, revertPrompt, uploadPrompt } from '../domain/telephony/prompts';
import { callerOf } from '../http/auth-hook';
import { ok } from '../http/envelope';
import type { RoutePlugin } from './types';

/** The file's base64 (4/3 of it) and the envelope's other fields. */
const uploadBodyLimit = Math.ceil((maxPromptFileBytes * 4) / 3) + 64 * 1024;

/**
 * Issue 39: a tenant's own prompts in place of the shipped ones (list, upload, play, revert), for the selected
 * tenant; the access hook refuses them without the tenant configuration key (permissions-admin.ts).
 */
export const telephonyPromptRoutes: RoutePlugin = async (app, { ctx, config }) => {
  const dir = config.overflow.promptsDir;
  app.post(paths.list, async (r) => ok(await listPrompts(ctx, await callerOf(ctx, r), dir)));
  app.post(paths.upload, { schema: { body: promptUploadRequest }, bodyLimit: uploadBodyLimit }, async (r) =>
    ok(await uploadPrompt(ctx, await callerOf(ctx, r), dir, r.body)),
  );
  app.post(paths.play, { schema: { body: promptRefRequest } }, async (r) =>
    ok(await promptMedia(ctx, await callerOf(ctx, r), dir, r.body.kind)),
  );
  app.post(paths.revert, { schema: { body: promptRefRequest } }, async (r) =>
    ok(await revertPrompt(ctx, await callerOf(ctx, r), dir, r.body.kind)),
  );
};
