import { describe, expect, it } from 'vitest';
import {
  campaignPaths as p,
  type CampaignSummary,
  type MyTarget,
  type TargetPage,
  type VersionProgress,
} from '../../../src/contracts/campaigns';
import {
  interactionPaths,
  interactionQueryString,
  type InteractionListQuery,
  type InteractionPage,
} from '../../../src/contracts/interactions/list';
import { campaignsWorld } from './world';

const w = await campaignsWorld();
const renewal = await w.versionId('Gauteng employers — first pass');
const q = (path: string, params: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;

// Issue 41: the region's campaigns gave an office agent 18 targets on the home while Campaigns said "No campaigns".
describe("an agent's campaigns", () => {
  it('lists every campaign the agent has targets of, with the version the home names', async () => {
    const mine = (await w.call<MyTarget[]>(p.myTargets, {}, w.agent.token)).body.data;
    expect(mine.length).toBeGreaterThan(0);
    const listed = (await w.call<CampaignSummary[]>(p.list, {}, w.agent.token)).body.data;
    for (const t of mine) {
      const campaign = listed.find((c) => c.name === t.campaign_name);
      expect(campaign?.versions.map((v) => v.id)).toContain(t.version_id);
    }
  });

  it("reads the version's progress and targets, counting the agent's open ones as the home does", async () => {
    const mine = (await w.call<MyTarget[]>(p.myTargets, {}, w.agent.token)).body.data;
    const progress = (
      await w.read<VersionProgress>(q(p.versionStatus, { version_id: renewal }), w.agent.token)
    ).body;
    expect(progress.errCode).toBe(0);
    const naledi = progress.data.by_agent.find((a) => a.agent_name === 'Naledi Mokoena');
    expect(naledi && naledi.total - naledi.done).toBe(mine.filter((t) => t.version_id === renewal).length);
    const targets = await w.read<TargetPage>(
      q(p.versionTargets, { version_id: renewal, page: 1 }),
      w.agent.token,
    );
    expect(targets.body.data.page.totalElements).toBe(progress.data.total);
  });

  it('leaves changing the region’s versions to its own staff', async () => {
    const body = { version_id: renewal, status: 'paused' };
    expect((await w.call(p.versionTransition, body, w.agent.token)).body.errCode).not.toBe(0);
    expect((await w.call<CampaignSummary[]>(p.list, {}, w.capeAgent.token)).body.data).toEqual([]);
  });
});

const list = (q: InteractionListQuery, token = w.agent.token) =>
  w.read<InteractionPage>(`${interactionPaths.list}?${interactionQueryString(q)}`, token);

describe('campaign outcomes on the interaction timeline', () => {
  it('an outcome an agent records appears on the party’s timeline, filtered by its kind', async () => {
    const mine = (await w.call<MyTarget[]>(p.myTargets, {}, w.agent.token)).body.data;
    const target = mine.find((t) => t.party_type !== 'lead' && t.mandatory_fields.length === 0) ?? mine[0];
    const fields = Object.fromEntries(target.mandatory_fields.map((f) => [f, 'Confirmed on the call']));
    const notes = `Asked for the 2027 brochure ${Date.now()}`;
    const recorded = await w.call(
      p.outcomeRecord,
      { target_id: target.id, disposition: 'CALLBACK', status: 'Call back', fields, notes },
      w.agent.token,
    );
    expect(recorded.body.errCode).toBe(0);

    const party = { party_type: target.party_type, party_id: target.party_id } as InteractionListQuery;
    const { body } = await list({ ...party, kinds: ['campaign_outcome'] });
    expect(body.errCode).toBe(0);
    expect(body.data.kinds).toContain('campaign_outcome');
    const [latest] = body.data.entries;
    expect(body.data.entries.every((e) => e.kind === 'campaign_outcome')).toBe(true);
    expect(latest).toMatchObject({
      status: 'Call back',
      party_name: target.party_name,
      by: expect.any(String),
    });
    expect(latest.title).toContain(target.version_name);
    expect(latest.summary).toBe(`Call-back arranged: ${notes}`);

    // Mine only keeps it for the agent who recorded it; the supervisor's own touches do not hold it.
    const ownAgent = await list({ ...party, kinds: ['campaign_outcome'], mine: true });
    expect(ownAgent.body.data.entries.map((e) => e.id)).toContain(latest.id);
    const ownSupervisor = await list(
      { ...party, kinds: ['campaign_outcome'], mine: true },
      w.supervisor.token,
    );
    expect(ownSupervisor.body.data.entries.map((e) => e.id)).not.toContain(latest.id);
  });
});
