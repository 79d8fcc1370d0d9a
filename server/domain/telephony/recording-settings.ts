import { and, eq } from 'drizzle-orm';
import { permissionKeys } from '../../../src/contracts/permissions';
import type { RecordingMode, RecordingSettings } from '../../../src/contracts/telephony/recordings';
import type { Db } from '../../db/client';
import { telephonyQueues, telephonyRecordingSettings } from '../../db/schema';
import { audit } from '../audit';
import { type Caller, found, inTenant, inTenants, withTenant } from '../caller';
import type { DomainContext } from '../context';

/** A tenant with no row yet: no direct call recorded, consent played where recorded, kept 90 days. */
export const defaultRecordingSettings: RecordingSettings = {
  direct_mode: 'never',
  consent_announcement: true,
  consent_file: 'recording-consent-8k.wav',
  retention_days: 90,
};

export async function recordingSettingsOf(db: Db, tenantId: number): Promise<RecordingSettings> {
  const [row] = await db
    .select()
    .from(telephonyRecordingSettings)
    .where(inTenant(tenantId, telephonyRecordingSettings.tenantId));
  if (!row) return defaultRecordingSettings;
  return {
    direct_mode: row.directMode as RecordingMode,
    consent_announcement: row.consentAnnouncement,
    consent_file: row.consentFile,
    retention_days: row.retentionDays,
  };
}

/** The selected tenant's settings, for its configuration screen. */
export async function readRecordingSettings(ctx: DomainContext, caller: Caller): Promise<RecordingSettings> {
  const tenant = withTenant(caller, 'see recording settings of');
  return recordingSettingsOf(ctx.db, tenant.tenantId);
}

export async function saveRecordingSettings(
  ctx: DomainContext,
  caller: Caller,
  settings: RecordingSettings,
): Promise<RecordingSettings> {
  caller.require(permissionKeys.tenantConfigEdit, 'change the tenant’s configuration');
  const { tenantId } = withTenant(caller, 'change recording settings of');
  const values = {
    directMode: settings.direct_mode,
    consentAnnouncement: settings.consent_announcement,
    consentFile: settings.consent_file,
    retentionDays: settings.retention_days,
  };
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(telephonyRecordingSettings)
      .values({ tenantId, ...values })
      .onConflictDoUpdate({ target: telephonyRecordingSettings.tenantId, set: values });
    await audit(tx, {
      action: 'telephony.recording_settings',
      entity: 'tenant',
      entityId: tenantId,
      userId: caller.userId,
      tenantId,
      detail: { ...settings },
    });
  });
  return settings;
}

/** A queue's recording mode, for a queue in the caller's scope. */
export async function setQueueRecordingMode(
  ctx: DomainContext,
  caller: Caller,
  request: { queue_id: number; mode: RecordingMode },
): Promise<{ queue_id: number; mode: RecordingMode }> {
  caller.require(permissionKeys.tenantConfigEdit, 'change the tenant’s configuration');
  await ctx.db.transaction(async (tx) => {
    const queue = found(
      (
        await tx
          .select({ id: telephonyQueues.id, tenantId: telephonyQueues.tenantId })
          .from(telephonyQueues)
          .where(
            and(eq(telephonyQueues.id, request.queue_id), inTenants(caller.scope, telephonyQueues.tenantId)),
          )
      )[0],
      'That queue',
    );
    await tx
      .update(telephonyQueues)
      .set({ recordingMode: request.mode })
      .where(eq(telephonyQueues.id, queue.id));
    await audit(tx, {
      action: 'telephony.queue_recording',
      entity: 'telephony_queue',
      entityId: queue.id,
      userId: caller.userId,
      tenantId: queue.tenantId,
      detail: { mode: request.mode },
    });
  });
  return request;
}
