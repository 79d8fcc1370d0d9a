import { describe, expect, it } from 'vitest';
import { campaignPaths as p, type MyTarget } from '../../../src/contracts/campaigns';
import {
  interactionPaths,
  interactionQueryString,
  type InteractionListQuery,
  type InteractionPage,
} from '../../../src/contracts/interactions/list';
import { campaignsWorld } from '../campaigns/world';

const w = await campaignsWorld();
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
