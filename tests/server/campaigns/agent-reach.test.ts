import { describe, expect, it } from 'vitest';
import {
  campaignPaths as p,
  type CampaignSummary,
  type MyTarget,
  type TargetPage,
  type VersionProgress,
} from '../../../src/contracts/campaigns';
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
