import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { outcomeRecord, type CampaignTarget, type MyTarget } from '../../../src/contracts/campaigns';
import { permissionKeys } from '../../../src/contracts/permissions';
import type { Db } from '../../db/client';
import { campaignTargetOutcomes, campaignTargets, campaignVersions, campaigns, users } from '../../db/schema';
import { AppError } from '../../errors';
import { validationError } from '../../http/validation';
import { type Caller, scoped } from '../caller';
import { parseInput } from '../workflow/validate';
import { configValue } from './configuration';
import { finalStatuses, targetColumns, targetSelect, toTarget } from './reads';

/** The caller's open targets in active versions: the desk's "My campaign targets". */
export async function myTargets(db: Db, caller: Caller): Promise<MyTarget[]> {
  caller.require(permissionKeys.campaignWork);
  const done = await finalStatuses(db);
  const rows = await db
    .select({
      ...targetColumns,
      campaign_name: campaigns.name,
      version_name: campaignVersions.name,
      call_script: campaignVersions.callScript,
      outcome_note: campaignVersions.outcomeNote,
      mandatory_fields: campaignVersions.mandatoryFields,
    })
    .from(campaignTargets)
    .leftJoin(users, eq(users.id, campaignTargets.agentUserId))
    .innerJoin(campaignVersions, eq(campaignVersions.id, campaignTargets.versionId))
    .innerJoin(campaigns, eq(campaigns.id, campaignVersions.campaignId))
    .where(
      and(
        eq(campaignTargets.agentUserId, caller.userId),
        scoped(caller, campaignTargets.tenantId),
        eq(campaignVersions.status, 'active'),
        done.length ? notInArray(campaignTargets.status, done) : undefined,
      ),
    )
    .orderBy(asc(campaigns.name), asc(campaignTargets.partyName));
  return rows.map((r) => ({ ...r, ...toTarget(r) }));
}

/**
 * An agent's outcome for a target: a telephony disposition, the target's new status, the version's mandatory
 * fields filled in, and notes. The outcome row is kept (the interactions timeline reads it by party) and the
 * target moves to the chosen status in the same transaction.
 */
export async function recordOutcome(db: Db, caller: Caller, input: unknown): Promise<CampaignTarget> {
  caller.require(permissionKeys.campaignWork);
  const data = parseInput(outcomeRecord, input);
  const [hit] = await db
    .select({ t: campaignTargets, v: campaignVersions })
    .from(campaignTargets)
    .innerJoin(campaignVersions, eq(campaignVersions.id, campaignTargets.versionId))
    .where(and(eq(campaignTargets.id, data.target_id), scoped(caller, campaignTargets.tenantId)));
  if (!hit)
    throw validationError([{ path: 'target_id', message: 'There is no such target in your tenants' }]);
  const { t, v } = hit;
  if (t.agentUserId !== caller.userId && !caller.can(permissionKeys.campaignManage))
    throw new AppError('forbidden', 'This target is assigned to another agent');
  if (v.status !== 'active')
    throw new AppError('validation', `The version is ${v.status}: outcomes wait until it is active`);
  const dispositions = await configValue(db, 'dispositions_codes_telephony');
  const statuses = (await configValue(db, 'campaign_version_target_status')).map((s) => s.status);
  const issues: { path: string; message: string }[] = [];
  if (!dispositions.some((d) => d.code === data.disposition))
    issues.push({ path: 'disposition', message: 'Choose a disposition from the list' });
  // New is where a target starts; an outcome always moves it on.
  if (!statuses.includes(data.status) || data.status === statuses[0])
    issues.push({ path: 'status', message: 'Choose the status the call leaves the target in' });
  for (const key of v.mandatoryFields)
    if (!data.fields[key]?.trim()) issues.push({ path: `fields.${key}`, message: 'This field is required' });
  if (issues.length) throw validationError(issues);
  const fields = Object.fromEntries(Object.entries(data.fields).filter(([, value]) => value.trim()));
  await db.transaction(async (tx) => {
    await tx.insert(campaignTargetOutcomes).values({
      targetId: t.id,
      versionId: v.id,
      campaignId: v.campaignId,
      tenantId: t.tenantId,
      partyType: t.partyType,
      partyId: t.partyId,
      disposition: data.disposition,
      status: data.status,
      fields,
      notes: data.notes,
      agentUserId: caller.userId,
    });
    await tx
      .update(campaignTargets)
      .set({ status: data.status, updatedAt: new Date() })
      .where(eq(campaignTargets.id, t.id));
  });
  const [row] = await targetSelect(db).where(inArray(campaignTargets.id, [t.id]));
  return toTarget(row);
}
