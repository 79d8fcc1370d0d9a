import {
  campaignPaths as p,
  type CampaignAgent,
  type CampaignSummary,
  type CampaignTarget,
  type CampaignVersion,
  type Candidate,
  type ConfigurationAnswer,
  type ConfigurationName,
  type MyTarget,
  type OutcomeRecord,
  type TagIdent,
  type TargetPage,
  type VersionAction,
  type VersionCreate,
  type VersionProgress,
  type VersionUpdate,
} from '../contracts/campaigns';
import { get, post } from './http';
import { unwrap } from './http-result';

type Opts = { signal?: AbortSignal };
const query = (path: string, params: Record<string, string | number | undefined>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  return `${path}?${q}`;
};

/** Campaigns and the configuration store (issue 22): data on errCode 0, a typed HttpError otherwise. */
export const campaignsApi = {
  configuration: async (names: ConfigurationName[], o: Opts = {}) =>
    unwrap(await post<ConfigurationAnswer>(p.configurationGet, { names }, o)),
  searchTags: async (tagident: TagIdent, o: Opts = {}) =>
    unwrap(await post<string[]>(p.searchTags, { tagident }, o)),
  list: async (o: Opts = {}) => unwrap(await post<CampaignSummary[]>(p.list, {}, o)),
  create: async (body: { name: string; description: string }) =>
    unwrap(await post<CampaignSummary>(p.create, body)),
  agents: async (o: Opts = {}) => unwrap(await post<CampaignAgent[]>(p.agents, {}, o)),
  candidates: async (text: string, o: Opts = {}) =>
    unwrap(await post<Candidate[]>(p.candidates, { query: text }, o)),
  // The three reads of a version are GET calls with the token, as spec §7 lists them.
  version: async (versionId: number, o: Opts = {}) =>
    unwrap(await get<CampaignVersion>(query(p.versionGet, { version_id: versionId }), o)),
  progress: async (versionId: number, o: Opts = {}) =>
    unwrap(await get<VersionProgress>(query(p.versionStatus, { version_id: versionId }), o)),
  targets: async (versionId: number, page: number, status?: string, o: Opts = {}) =>
    unwrap(await get<TargetPage>(query(p.versionTargets, { version_id: versionId, page, status }), o)),
  createVersion: async (body: VersionCreate) => unwrap(await post<CampaignVersion>(p.versionCreate, body)),
  updateVersion: async (body: VersionUpdate) => unwrap(await post<CampaignVersion>(p.versionUpdate, body)),
  transition: async (versionId: number, action: VersionAction) =>
    unwrap(await post<CampaignVersion>(p.versionTransition, { version_id: versionId, action })),
  assign: async (versionId: number, targetIds: number[], agentUserId: number | null) =>
    unwrap(
      await post<{ assigned: number }>(p.targetsAssign, {
        version_id: versionId,
        target_ids: targetIds,
        agent_user_id: agentUserId,
      }),
    ),
  myTargets: async (o: Opts = {}) => unwrap(await post<MyTarget[]>(p.myTargets, {}, o)),
  recordOutcome: async (body: OutcomeRecord) => unwrap(await post<CampaignTarget>(p.outcomeRecord, body)),
};
