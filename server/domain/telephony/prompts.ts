import { and, eq } from 'drizzle-orm';
import { permissionKeys } from '../../../src/contracts/permissions';
import {
  maxPromptFileBytes,
  maxPromptSeconds,
  promptKindInfo,
  type PromptKind,
  type PromptMedia,
  type PromptRow,
  type PromptUploadRequest,
} from '../../../src/contracts/telephony/prompts';
import { documentPolicy } from '../../../src/rules/upload-content';
import { telephonyPrompts, users } from '../../db/schema';
import { AppError } from '../../errors';
import { pcmWav, sampleRate } from '../../telephony/media/wav';
import {
  acceptedPromptAudio,
  bytesToSamples,
  PromptAudioError,
  promptSamples,
  samplesToBytes,
} from '../../telephony/media/wav-convert';
import { audit } from '../audit';
import { type Caller, found, inTenant, withTenant } from '../caller';
import type { DomainContext } from '../context';
import { acceptUploads } from '../uploads';
import { invalidatePrompts, shippedPrompts } from './prompt-cache';

const kinds = Object.keys(promptKindInfo) as PromptKind[];
const promptPolicy = { ...documentPolicy, maxFiles: 1, maxFileBytes: maxPromptFileBytes };

/** Prompts are the tenant's configuration: the same key as its recording settings, for the selected tenant. */
const tenantOf = (caller: Caller, what: string) => {
  caller.require(permissionKeys.tenantConfigEdit, 'change the tenant’s configuration');
  return withTenant(caller, what).tenantId;
};

/** Every kind, with the selected tenant's own recording where it has one, else the shipped file's length. */
export async function listPrompts(ctx: DomainContext, caller: Caller, dir: string): Promise<PromptRow[]> {
  const tenantId = tenantOf(caller, 'see the prompts of');
  const [own, base] = await Promise.all([
    ctx.db
      .select({
        kind: telephonyPrompts.kind,
        durationMs: telephonyPrompts.durationMs,
        at: telephonyPrompts.uploadedAt,
        by: users.fullName,
      })
      .from(telephonyPrompts)
      .leftJoin(users, eq(users.id, telephonyPrompts.uploadedBy))
      .where(inTenant(tenantId, telephonyPrompts.tenantId)),
    shippedPrompts(dir),
  ]);
  return kinds.map((kind) => {
    const mine = own.find((row) => row.kind === kind);
    const shippedSamples = base[kind];
    return {
      kind,
      label: promptKindInfo[kind].label,
      source: mine ? 'own' : 'shipped',
      seconds: mine
        ? mine.durationMs / 1000
        : shippedSamples
          ? Math.round((shippedSamples.length / sampleRate) * 1000) / 1000
          : null,
      uploaded_by: mine ? (mine.by ?? 'a removed user') : null,
      uploaded_at: mine ? mine.at.toISOString() : null,
    };
  });
}

/** A WAV through the upload door (checked by content), converted to 8 kHz mono, in place of the tenant's last. */
export async function uploadPrompt(
  ctx: DomainContext,
  caller: Caller,
  dir: string,
  request: PromptUploadRequest,
): Promise<PromptRow[]> {
  const tenantId = tenantOf(caller, 'change the prompts of');
  const [file] = acceptUploads([request], promptPolicy, 'prompt');
  const refuse = (message: string): never => {
    throw new AppError('validation', message, {
      data: { issues: [{ path: 'document_data', message }] },
    });
  };
  if (!file || !file.data.startsWith('data:audio/wav;'))
    return refuse(`${request.document_name} is not a WAV file: a prompt must be ${acceptedPromptAudio}`);
  let samples: Int16Array;
  try {
    samples = promptSamples(Buffer.from(file.data.slice(file.data.indexOf(',') + 1), 'base64'));
  } catch (error) {
    if (error instanceof PromptAudioError) return refuse(error.message);
    throw error;
  }
  const durationMs = Math.round((samples.length / sampleRate) * 1000);
  if (durationMs > maxPromptSeconds * 1000)
    refuse(`A prompt can be at most ${maxPromptSeconds / 60} minutes long`);
  const values = {
    samples: samplesToBytes(samples),
    durationMs,
    uploadedBy: caller.userId,
    uploadedAt: new Date(),
  };
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(telephonyPrompts)
      .values({ tenantId, kind: request.kind, ...values })
      .onConflictDoUpdate({ target: [telephonyPrompts.tenantId, telephonyPrompts.kind], set: values });
    await audit(tx, {
      action: 'telephony.prompt_upload',
      entity: 'tenant',
      entityId: tenantId,
      userId: caller.userId,
      tenantId,
      detail: { kind: request.kind, file_name: file.name, duration_ms: durationMs },
    });
  });
  invalidatePrompts(ctx, tenantId);
  return listPrompts(ctx, caller, dir);
}

/** Back to the shipped recording of that kind. */
export async function revertPrompt(
  ctx: DomainContext,
  caller: Caller,
  dir: string,
  kind: PromptKind,
): Promise<PromptRow[]> {
  const tenantId = tenantOf(caller, 'change the prompts of');
  await ctx.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(telephonyPrompts)
      .where(and(inTenant(tenantId, telephonyPrompts.tenantId), eq(telephonyPrompts.kind, kind)))
      .returning({ kind: telephonyPrompts.kind });
    found(removed, 'Your recording of that prompt');
    await audit(tx, {
      action: 'telephony.prompt_revert',
      entity: 'tenant',
      entityId: tenantId,
      userId: caller.userId,
      tenantId,
      detail: { kind },
    });
  });
  invalidatePrompts(ctx, tenantId);
  return listPrompts(ctx, caller, dir);
}

/** What callers of the selected tenant hear for that kind, as a WAV; every play is audited. */
export async function promptMedia(
  ctx: DomainContext,
  caller: Caller,
  dir: string,
  kind: PromptKind,
): Promise<PromptMedia> {
  const tenantId = tenantOf(caller, 'hear the prompts of');
  const [own] = await ctx.db
    .select({ samples: telephonyPrompts.samples })
    .from(telephonyPrompts)
    .where(and(inTenant(tenantId, telephonyPrompts.tenantId), eq(telephonyPrompts.kind, kind)));
  const samples = own ? bytesToSamples(own.samples) : found((await shippedPrompts(dir))[kind], 'That prompt');
  await audit(ctx.db, {
    action: 'telephony.prompt_play',
    entity: 'tenant',
    entityId: tenantId,
    userId: caller.userId,
    tenantId,
    detail: { kind, source: own ? 'own' : 'shipped' },
  });
  return {
    media_type: 'audio/wav',
    data_url: `data:audio/wav;base64,${pcmWav(samples).toString('base64')}`,
    file_name: `${kind}${own ? '' : '-shipped'}.wav`,
  };
}
