import { assign, assertEvent, fromPromise, setup } from 'xstate';
import type {
  CampaignAgent,
  CampaignSummary,
  CampaignVersion,
  Candidate,
  ConfigurationAnswer,
  TargetPage,
  VersionAction,
  VersionCreate,
  VersionProgress,
  VersionUpdate,
} from '../contracts/campaigns';
import { campaignsApi } from '../services/campaigns-api';
import { errorText } from '../services/http-result';

/** What the campaigns screens show: the list, and the open version with its progress and one page of targets. */
export type CampaignsView = {
  config: ConfigurationAnswer | null;
  tags: string[];
  campaigns: CampaignSummary[];
  agents: CampaignAgent[];
  version: CampaignVersion | null;
  progress: VersionProgress | null;
  targets: TargetPage | null;
};
type LoadInput = { versionId: number | null; page: number; status: string; first: boolean };
export type CampaignsLoaded = Partial<CampaignsView> & Pick<CampaignsView, 'campaigns'>;

export type CampaignChange =
  | { kind: 'createCampaign'; name: string; description: string }
  | { kind: 'createVersion'; body: VersionCreate }
  | { kind: 'updateVersion'; body: VersionUpdate }
  | { kind: 'transition'; versionId: number; action: VersionAction }
  | { kind: 'assign'; versionId: number; targetIds: number[]; agentUserId: number | null };
type ChangeOutput = { versionId: number | null; notice: string };

export type CampaignsEvent =
  | { type: 'campaigns.select'; campaignId: number | null }
  | { type: 'campaigns.open'; versionId: number | null }
  | { type: 'campaigns.page'; page: number }
  | { type: 'campaigns.filter'; status: string }
  | { type: 'campaigns.refresh' }
  | { type: 'campaigns.search'; query: string }
  | { type: 'campaigns.change'; change: CampaignChange }
  | { type: 'campaigns.dismiss' };

type Context = CampaignsView & {
  campaignId: number | null;
  versionId: number | null;
  page: number;
  status: string;
  candidates: Candidate[];
  pending: CampaignChange | null;
  error: string | null;
  notice: string | null;
};

const pct = (n: number) => `${n}%`;

/**
 * The supervisor's campaigns screens: loads configuration (first time only), campaigns and agents, and when a
 * version is open its config, progress (GET status) and a page of 10 targets (GET targets). Every change goes
 * through `applying` and is followed by a reload, so counts and completion show what the service now holds.
 */
export const campaignsMachine = setup({
  types: { context: {} as Context, events: {} as CampaignsEvent, input: {} as { versionId?: number | null } },
  actors: {
    load: fromPromise<CampaignsLoaded, LoadInput>(async ({ input, signal }) => {
      const o = { signal };
      const [config, tags, campaigns, agents] = await Promise.all([
        input.first
          ? campaignsApi.configuration(
              [
                'campaign_conf',
                'campaign_mandatory_fields',
                'campaign_version_target_status',
                'auto_populate_keywords',
              ],
              o,
            )
          : undefined,
        input.first ? campaignsApi.searchTags('campaign_version_tags', o) : undefined,
        campaignsApi.list(o),
        input.first ? campaignsApi.agents(o) : undefined,
      ]);
      const loaded: CampaignsLoaded = {
        campaigns,
        ...(config && { config }),
        ...(tags && { tags }),
        ...(agents && { agents }),
      };
      if (input.versionId === null) return { ...loaded, version: null, progress: null, targets: null };
      const [version, progress, targets] = await Promise.all([
        campaignsApi.version(input.versionId, o),
        campaignsApi.progress(input.versionId, o),
        campaignsApi.targets(input.versionId, input.page, input.status || undefined, o),
      ]);
      return { ...loaded, version, progress, targets };
    }),
    search: fromPromise<Candidate[], string>(({ input, signal }) =>
      campaignsApi.candidates(input, { signal }),
    ),
    apply: fromPromise<ChangeOutput, CampaignChange>(async ({ input: c }) => {
      if (c.kind === 'createCampaign') {
        await campaignsApi.create({ name: c.name, description: c.description });
        return { versionId: null, notice: `Campaign “${c.name}” created` };
      }
      if (c.kind === 'createVersion') {
        const v = await campaignsApi.createVersion(c.body);
        return { versionId: v.id, notice: `Version ${v.version_number} created as a draft` };
      }
      if (c.kind === 'updateVersion') {
        const v = await campaignsApi.updateVersion(c.body);
        return { versionId: v.id, notice: 'Version saved' };
      }
      if (c.kind === 'transition') {
        const v = await campaignsApi.transition(c.versionId, c.action);
        return { versionId: v.id, notice: `Version is now ${v.status}` };
      }
      const { assigned } = await campaignsApi.assign(c.versionId, c.targetIds, c.agentUserId);
      return { versionId: c.versionId, notice: `${assigned} target${assigned === 1 ? '' : 's'} assigned` };
    }),
  },
}).createMachine({
  id: 'campaigns',
  context: ({ input }) => ({
    config: null,
    tags: [],
    campaigns: [],
    agents: [],
    version: null,
    progress: null,
    targets: null,
    campaignId: null,
    versionId: input.versionId ?? null,
    page: 1,
    status: '',
    candidates: [],
    pending: null,
    error: null,
    notice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context: c }) => ({
          versionId: c.versionId,
          page: c.page,
          status: c.status,
          first: c.config === null,
        }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            ...event.output,
            campaignId: event.output.version?.campaign_id ?? context.campaignId,
            error: null,
          })),
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {},
        searching: {
          tags: ['searching'],
          invoke: {
            id: 'search',
            src: 'search',
            input: ({ event }) => (event.type === 'campaigns.search' ? event.query : ''),
            onDone: { target: 'idle', actions: assign({ candidates: ({ event }) => event.output }) },
            onError: { target: 'idle', actions: assign({ error: ({ event }) => errorText(event.error) }) },
          },
        },
      },
      on: {
        'campaigns.select': {
          actions: assign(({ event }) => ({
            campaignId: event.campaignId,
            versionId: null,
            version: null,
            progress: null,
            targets: null,
            candidates: [],
          })),
        },
        'campaigns.open': {
          target: 'loading',
          actions: assign(({ event }) => ({ versionId: event.versionId, page: 1, status: '', notice: null })),
        },
        'campaigns.page': { target: 'loading', actions: assign({ page: ({ event }) => event.page }) },
        'campaigns.filter': {
          target: 'loading',
          actions: assign(({ event }) => ({ status: event.status, page: 1 })),
        },
        'campaigns.refresh': 'loading',
        'campaigns.search': '.searching',
        'campaigns.change': {
          target: 'applying',
          actions: assign(({ event }) => ({ pending: event.change, error: null, notice: null })),
        },
        'campaigns.dismiss': { actions: assign({ error: null, notice: null }) },
      },
    },
    applying: {
      tags: ['saving'],
      invoke: {
        id: 'apply',
        src: 'apply',
        input: ({ context, event }) => {
          assertEvent(event, 'campaigns.change');
          return context.pending ?? event.change;
        },
        onDone: {
          target: 'loading',
          actions: assign(({ context, event }) => ({
            notice: event.output.notice,
            versionId: event.output.versionId ?? context.versionId,
            pending: null,
            candidates: [],
          })),
        },
        onError: {
          target: 'ready',
          actions: assign({ error: ({ event }) => errorText(event.error), pending: null }),
        },
      },
    },
  },
});

/** "3 of 14 done (21%)": the completion line of a version, from its progress. */
export const completionText = (p: VersionProgress): string =>
  `${p.done} of ${p.total} done (${pct(p.completion_pct)})`;
