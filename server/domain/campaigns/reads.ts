import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type {
  CampaignAgent,
  CampaignSummary,
  CampaignTarget,
  CampaignVersion,
  TargetPage,
  VersionProgress,
  VersionStatus,
} from '../../../src/contracts/campaigns';
import type { Db } from '../../db/client';
import { campaigns, campaignTargets, campaignVersions, users, userTenants } from '../../db/schema';
import { type Caller, found, scoped } from '../caller';
import { configValue } from './configuration';

/** The statuses that count as done for completion (campaign_version_target_status entries marked final). */
export async function finalStatuses(db: Db): Promise<string[]> {
  return (await configValue(db, 'campaign_version_target_status'))
    .filter((s) => s.final)
    .map((s) => s.status);
}

/**
 * The campaigns a caller reaches: those of their tenants, and those they have targets of in their tenants (issue
 * 41: a campaign of the region gives an office agent targets; their home listed 18 of them while Campaigns said
 * "No campaigns yet"). Its targets stay those of the caller's tenants (inScopeTargets).
 */
const reachable = (
  db: Db,
  caller: Caller,
  campaignId: typeof campaigns.id | typeof campaignVersions.campaignId,
  tenantId: typeof campaigns.tenantId | typeof campaignVersions.tenantId,
) =>
  or(
    scoped(caller, tenantId),
    inArray(
      campaignId,
      db
        .select({ id: campaignVersions.campaignId })
        .from(campaignTargets)
        .innerJoin(campaignVersions, eq(campaignVersions.id, campaignTargets.versionId))
        .where(and(eq(campaignTargets.agentUserId, caller.userId), scoped(caller, campaignTargets.tenantId))),
    ),
  );
const inScopeTargets = (caller: Caller) => scoped(caller, campaignTargets.tenantId);

type VersionRow = typeof campaignVersions.$inferSelect;
const toVersion = (v: VersionRow, campaignName: string): CampaignVersion => ({
  id: v.id,
  campaign_id: v.campaignId,
  campaign_name: campaignName,
  version_number: v.versionNumber,
  name: v.name,
  status: v.status as VersionStatus,
  call_script: v.callScript,
  outcome_note: v.outcomeNote,
  mandatory_fields: v.mandatoryFields,
  tags: v.tags,
  created_at: v.createdAt.toISOString(),
  updated_at: v.updatedAt.toISOString(),
});

/** A version of the caller's tenants, with its campaign's name; another tenant's id reads as not found. */
export async function readVersion(
  db: Db,
  caller: Caller,
  versionId: number,
  /** A change reaches only its own tenants' versions; reading also those the caller has targets of. */
  reach: 'read' | 'change' = 'read',
): Promise<CampaignVersion> {
  const [row] = await db
    .select({ v: campaignVersions, campaignName: campaigns.name })
    .from(campaignVersions)
    .innerJoin(campaigns, eq(campaigns.id, campaignVersions.campaignId))
    .where(
      and(
        eq(campaignVersions.id, versionId),
        reach === 'read'
          ? reachable(db, caller, campaignVersions.campaignId, campaignVersions.tenantId)
          : scoped(caller, campaignVersions.tenantId),
      ),
    );
  const hit = found(row, 'Campaign version');
  return toVersion(hit.v, hit.campaignName);
}

export async function listCampaigns(db: Db, caller: Caller): Promise<CampaignSummary[]> {
  const rows = await db
    .select()
    .from(campaigns)
    .where(reachable(db, caller, campaigns.id, campaigns.tenantId))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id));
  if (!rows.length) return [];
  const done = await finalStatuses(db);
  const versions = await db
    .select({
      v: campaignVersions,
      targets: count(campaignTargets.id),
      done: sql<number>`count(${campaignTargets.id}) filter (where ${inArray(campaignTargets.status, done.length ? done : [''])})`.mapWith(
        Number,
      ),
    })
    .from(campaignVersions)
    .leftJoin(
      campaignTargets,
      and(eq(campaignTargets.versionId, campaignVersions.id), inScopeTargets(caller)),
    )
    .where(
      inArray(
        campaignVersions.campaignId,
        rows.map((r) => r.id),
      ),
    )
    .groupBy(campaignVersions.id)
    .orderBy(asc(campaignVersions.versionNumber));
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    description: c.description,
    tenant_id: c.tenantId,
    created_at: c.createdAt.toISOString(),
    versions: versions
      .filter((r) => r.v.campaignId === c.id)
      .map((r) => ({
        id: r.v.id,
        version_number: r.v.versionNumber,
        name: r.v.name,
        status: r.v.status as VersionStatus,
        targets: r.targets,
        done: r.done,
      })),
  }));
}

export const targetColumns = {
  id: campaignTargets.id,
  version_id: campaignTargets.versionId,
  party_type: campaignTargets.partyType,
  party_id: campaignTargets.partyId,
  party_name: campaignTargets.partyName,
  phone: campaignTargets.phone,
  status: campaignTargets.status,
  agent_user_id: campaignTargets.agentUserId,
  agent_name: users.fullName,
  updated_at: campaignTargets.updatedAt,
};
export const targetSelect = (db: Db) =>
  db.select(targetColumns).from(campaignTargets).leftJoin(users, eq(users.id, campaignTargets.agentUserId));
type TargetRow = Omit<CampaignTarget, 'updated_at' | 'party_type'> & { party_type: string; updated_at: Date };
export const toTarget = (r: TargetRow) =>
  ({ ...r, updated_at: r.updated_at.toISOString() }) as CampaignTarget;

/** A version's targets, a page at a time (campaign_conf.target_page_size: spec §9's 10). */
export async function versionTargets(
  db: Db,
  caller: Caller,
  q: { version_id: number; page: number; status?: string },
): Promise<TargetPage> {
  const version = await readVersion(db, caller, q.version_id);
  const size = (await configValue(db, 'campaign_conf')).target_page_size;
  const where = and(
    eq(campaignTargets.versionId, version.id),
    inScopeTargets(caller),
    q.status ? eq(campaignTargets.status, q.status) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(campaignTargets).where(where);
  const rows = await targetSelect(db)
    .where(where)
    .orderBy(asc(campaignTargets.partyName), asc(campaignTargets.id))
    .limit(size)
    .offset((q.page - 1) * size);
  return {
    rows: rows.map(toTarget),
    page: { pageNumber: q.page, size, totalElements: total, totalPages: Math.ceil(total / size) },
  };
}

/** Counts per target status (every configured status, zeros included), per agent, and the completion. */
export async function versionProgress(db: Db, caller: Caller, versionId: number): Promise<VersionProgress> {
  const version = await readVersion(db, caller, versionId);
  const statuses = await configValue(db, 'campaign_version_target_status');
  const done = new Set(statuses.filter((s) => s.final).map((s) => s.status));
  const rows = await db
    .select({
      status: campaignTargets.status,
      agent: campaignTargets.agentUserId,
      name: users.fullName,
      n: count(),
    })
    .from(campaignTargets)
    .leftJoin(users, eq(users.id, campaignTargets.agentUserId))
    .where(and(eq(campaignTargets.versionId, version.id), inScopeTargets(caller)))
    .groupBy(campaignTargets.status, campaignTargets.agentUserId, users.fullName);
  const total = rows.reduce((n, r) => n + r.n, 0);
  const doneCount = rows.filter((r) => done.has(r.status)).reduce((n, r) => n + r.n, 0);
  const agents = new Map<number | null, VersionProgress['by_agent'][number]>();
  for (const r of rows) {
    const a = agents.get(r.agent) ?? {
      agent_user_id: r.agent,
      agent_name: r.name ?? 'Unassigned',
      total: 0,
      done: 0,
    };
    a.total += r.n;
    if (done.has(r.status)) a.done += r.n;
    agents.set(r.agent, a);
  }
  const countOf = (s: string) => rows.filter((r) => r.status === s).reduce((n, r) => n + r.n, 0);
  return {
    version_id: version.id,
    total,
    done: doneCount,
    completion_pct: total ? Math.round((doneCount / total) * 100) : 0,
    by_status: statuses.map((s) => ({ status: s.status, count: countOf(s.status) })),
    by_agent: [...agents.values()].sort((a, b) => a.agent_name.localeCompare(b.agent_name)),
  };
}

/** Staff assigned to a tenant of the caller's scope: whom a supervisor may give targets to. */
export async function campaignAgents(db: Db, caller: Caller): Promise<CampaignAgent[]> {
  return db
    .selectDistinct({ user_id: users.id, name: users.fullName })
    .from(users)
    .innerJoin(userTenants, eq(userTenants.userId, users.id))
    .where(and(scoped(caller, userTenants.tenantId), eq(users.disabled, false)))
    .orderBy(asc(users.fullName));
}
