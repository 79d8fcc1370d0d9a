import { and, eq, inArray, max } from 'drizzle-orm';
import { z } from 'zod';
import {
  campaignCreate,
  targetsAssign,
  versionCreate,
  versionTransition,
  versionUpdate,
  type CampaignSummary,
  type CampaignVersion,
  type VersionAction,
  type VersionStatus,
} from '../../../src/contracts/campaigns';
import { permissionKeys } from '../../../src/contracts/permissions';
import type { Db } from '../../db/client';
import { campaigns, campaignTargets, campaignVersions } from '../../db/schema';
import { AppError } from '../../errors';
import { validationError } from '../../http/validation';
import { audit } from '../audit';
import { type Caller, found, scoped, withTenant } from '../caller';
import { parseInput } from '../workflow/validate';
import { configValue } from './configuration';
import { resolveParties } from './parties';
import { campaignAgents, listCampaigns, readVersion } from './reads';

type VersionFields = { mandatory_fields: string[]; tags: string[] };

/** Mandatory fields and tags must be ones the configuration offers (campaign_mandatory_fields, tags_list). */
async function checkFields(db: Db, v: VersionFields): Promise<void> {
  const fields = new Set((await configValue(db, 'campaign_mandatory_fields')).map((f) => f.key));
  const tags = new Set((await configValue(db, 'tags_list')).campaign_version_tags.tags);
  const issues = [
    ...v.mandatory_fields
      .map((f, i) => ({ path: `mandatory_fields.${i}`, ok: fields.has(f), what: 'mandatory field' }))
      .filter((x) => !x.ok),
    ...v.tags
      .map((t, i) => ({ path: `tags.${i}`, ok: tags.has(t), what: 'campaign tag' }))
      .filter((x) => !x.ok),
  ];
  if (issues.length)
    throw validationError(issues.map((x) => ({ path: x.path, message: `Not a configured ${x.what}` })));
}

export async function createCampaign(db: Db, caller: Caller, input: unknown): Promise<CampaignSummary> {
  caller.require(permissionKeys.campaignManage);
  const data = parseInput(campaignCreate, input);
  const tenant = withTenant(caller, 'run campaigns in');
  const [row] = await db
    .insert(campaigns)
    .values({
      tenantId: tenant.tenantId,
      name: data.name,
      description: data.description,
      createdBy: caller.userId,
    })
    .onConflictDoNothing()
    .returning({ id: campaigns.id });
  if (!row) throw new AppError('conflict', 'A campaign with that name already exists');
  await audit(db, {
    action: 'campaign.create',
    entity: 'campaign',
    entityId: row.id,
    userId: caller.userId,
    tenantId: tenant.tenantId,
  });
  return found(
    (await listCampaigns(db, caller)).find((c) => c.id === row.id),
    'Campaign',
  );
}

export async function createVersion(db: Db, caller: Caller, input: unknown): Promise<CampaignVersion> {
  caller.require(permissionKeys.campaignManage);
  const data = parseInput(versionCreate, input);
  const [campaign] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, data.campaign_id), scoped(caller, campaigns.tenantId)));
  if (!campaign)
    throw validationError([{ path: 'campaign_id', message: 'There is no such campaign in your tenants' }]);
  await checkFields(db, data);
  const limit = (await configValue(db, 'campaign_conf')).max_targets_per_version;
  if (data.targets.length > limit)
    throw validationError([{ path: 'targets', message: `At most ${limit} targets in a version` }]);
  const parties = await resolveParties(db, caller.scope, data.targets);
  const id = await db.transaction(async (tx) => {
    const [{ last }] = await tx
      .select({ last: max(campaignVersions.versionNumber) })
      .from(campaignVersions)
      .where(eq(campaignVersions.campaignId, campaign.id));
    const [v] = await tx
      .insert(campaignVersions)
      .values({
        campaignId: campaign.id,
        tenantId: campaign.tenantId,
        versionNumber: (last ?? 0) + 1,
        name: data.name,
        callScript: data.call_script,
        outcomeNote: data.outcome_note,
        mandatoryFields: data.mandatory_fields,
        tags: data.tags,
        createdBy: caller.userId,
      })
      .returning({ id: campaignVersions.id });
    if (parties.length)
      await tx.insert(campaignTargets).values(
        parties.map((p) => ({
          versionId: v.id,
          tenantId: p.tenant_id,
          partyType: p.party_type,
          partyId: p.party_id,
          partyName: p.name,
          phone: p.phone,
        })),
      );
    await audit(tx, {
      action: 'campaign.version.create',
      entity: 'campaign_version',
      entityId: v.id,
      userId: caller.userId,
      tenantId: campaign.tenantId,
    });
    return v.id;
  });
  return readVersion(db, caller, id);
}

/** Script, note, mandatory fields and tags change only while the version is a draft: agents never see a shift. */
export async function updateVersion(db: Db, caller: Caller, input: unknown): Promise<CampaignVersion> {
  caller.require(permissionKeys.campaignManage);
  const data = parseInput(versionUpdate, input);
  const before = await readVersion(db, caller, data.version_id, 'change');
  if (before.status !== 'draft') throw new AppError('validation', 'Only a draft version can be changed');
  await checkFields(db, data);
  await db
    .update(campaignVersions)
    .set({
      name: data.name,
      callScript: data.call_script,
      outcomeNote: data.outcome_note,
      mandatoryFields: data.mandatory_fields,
      tags: data.tags,
      updatedAt: new Date(),
    })
    .where(eq(campaignVersions.id, before.id));
  return readVersion(db, caller, before.id);
}

const moves: Record<VersionAction, { from: VersionStatus[]; to: VersionStatus }> = {
  activate: { from: ['draft', 'paused'], to: 'active' },
  pause: { from: ['active'], to: 'paused' },
  close: { from: ['draft', 'active', 'paused'], to: 'closed' },
};

export async function transitionVersion(db: Db, caller: Caller, input: unknown): Promise<CampaignVersion> {
  caller.require(permissionKeys.campaignManage);
  const data = parseInput(versionTransition, input);
  const before = await readVersion(db, caller, data.version_id, 'change');
  const move = moves[data.action];
  if (!move.from.includes(before.status))
    throw new AppError('validation', `A ${before.status} version cannot be ${data.action}d`);
  if (data.action === 'activate') {
    const [any] = await db
      .select({ id: campaignTargets.id })
      .from(campaignTargets)
      .where(eq(campaignTargets.versionId, before.id))
      .limit(1);
    if (!any) throw new AppError('validation', 'A version needs at least one target before it starts');
  }
  await db
    .update(campaignVersions)
    .set({ status: move.to, updatedAt: new Date() })
    .where(eq(campaignVersions.id, before.id));
  await audit(db, {
    action: `campaign.version.${data.action}`,
    entity: 'campaign_version',
    entityId: before.id,
    userId: caller.userId,
  });
  return readVersion(db, caller, before.id);
}

/** Gives targets of one version to an agent of the caller's tenants (null takes them back). */
export async function assignTargets(db: Db, caller: Caller, input: unknown): Promise<{ assigned: number }> {
  caller.require(permissionKeys.campaignManage);
  const data: z.output<typeof targetsAssign> = parseInput(targetsAssign, input);
  const version = await readVersion(db, caller, data.version_id, 'change');
  if (version.status === 'closed') throw new AppError('validation', 'A closed version cannot be assigned');
  if (
    data.agent_user_id !== null &&
    !(await campaignAgents(db, caller)).some((a) => a.user_id === data.agent_user_id)
  )
    throw validationError([{ path: 'agent_user_id', message: 'There is no such agent in your tenants' }]);
  const ids = [...new Set(data.target_ids)];
  // All or nothing: one id outside the version (or the scope) rolls the others back.
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(campaignTargets)
      .set({ agentUserId: data.agent_user_id, updatedAt: new Date() })
      .where(
        and(
          eq(campaignTargets.versionId, version.id),
          inArray(campaignTargets.id, ids),
          scoped(caller, campaignTargets.tenantId),
        ),
      )
      .returning({ id: campaignTargets.id });
    if (rows.length !== ids.length)
      throw validationError([
        { path: 'target_ids', message: 'Some of those targets are not in this version' },
      ]);
    return { assigned: rows.length };
  });
}
