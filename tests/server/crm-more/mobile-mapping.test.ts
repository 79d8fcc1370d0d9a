import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { classificationPaths } from '../../../src/contracts/classification';
import { crmMorePaths as p } from '../../../src/contracts/crm-more';
import { auditLog, classifications, mobileClassificationMaps } from '../../../server/db/schema';
import { get } from '../helpers';
import { customersWorld } from '../customers/fixtures';

type Node = {
  id: string;
  parent: string;
  text: string;
  type: string;
  mapped_data?: {
    mobile_classification_id: number;
    case_classification_id: number | null;
    app_username: string | null;
    case_path?: string;
  };
};

const w = await customersWorld();
const tree = `${p.mobileTreeServiceUrl}/${p.mobileTree}`;
const nodes = async (token: string) =>
  (await w.call<Node[]>(tree, { id: -1, menu_items: {} }, token)).body.data;
const caseId = async (name: string) =>
  (await w.db.select().from(classifications).where(eq(classifications.name, name))).find(
    (r) => r.workflowType === 'case' && r.level === 4,
  )?.id as number;
const cardRequest = async () => (await nodes(w.admin.token)).find((n) => n.text === 'Card request') as Node;
const cacheVersion = async () =>
  (
    await get<{ version: number }>(
      w.t.app,
      `${classificationPaths.cache}?workflow_type=mobile`,
      w.admin.token,
    )
  ).body.data.version;

describe('get_mobile_classification_mapping', () => {
  it('answers three levels: no_leaf above, mapped_leaf with mapped_data or no_mapped_leaf at the leaves', async () => {
    const list = await nodes(w.agent.token);
    expect(list.filter((n) => n.parent === '#').map((n) => n.text)).toEqual(['Medical Aid', 'Gap Cover']);
    expect(list.filter((n) => n.parent === '#').every((n) => n.type === 'no_leaf')).toBe(true);
    const claim = list.find((n) => n.text === 'Claim query') as Node;
    expect(claim.type).toBe('mapped_leaf');
    expect(claim.mapped_data).toMatchObject({
      case_classification_id: await caseId('PMB dispute'),
      app_username: 'admin',
      case_path: 'Medical Aid › Claims › Rejected claim › PMB dispute',
    });
    const card = list.find((n) => n.text === 'Card request') as Node;
    expect(card.type).toBe('no_mapped_leaf');
    expect(card.mapped_data?.case_classification_id).toBeNull();
  });
});

describe('mapping and unmapping', () => {
  it('maps a leaf, refreshes the classification cache, audits, and unmaps it again', async () => {
    const card = await cardRequest();
    const mobileId = card.mapped_data?.mobile_classification_id as number;
    const before = await cacheVersion();
    const mapped = await w.call<Node>(
      p.mobileMap,
      { mobile_classification_id: mobileId, case_classification_id: await caseId('Waiting period') },
      w.admin.token,
    );
    expect(mapped.body.errCode).toBe(0);
    expect(mapped.body.data.type).toBe('mapped_leaf');
    expect(mapped.body.data.mapped_data?.case_path).toBe(
      'Medical Aid › Membership › New member › Waiting period',
    );
    expect(await cacheVersion()).toBeGreaterThan(before);
    expect((await cardRequest()).type).toBe('mapped_leaf');
    // Mapping again replaces the case classification.
    const again = await w.call<Node>(
      p.mobileMap,
      { mobile_classification_id: mobileId, case_classification_id: await caseId('Late joiner penalty') },
      w.admin.token,
    );
    expect(again.body.data.mapped_data?.case_path).toContain('Late joiner penalty');
    const unmapped = await w.call<Node>(p.mobileUnmap, { mobile_classification_id: mobileId }, w.admin.token);
    expect(unmapped.body.data.type).toBe('no_mapped_leaf');
    const trail = await w.db.select().from(auditLog).where(eq(auditLog.entity, 'mobile_classification_map'));
    expect(trail.map((t) => t.action)).toEqual(
      expect.arrayContaining(['mobile_mapping.create', 'mobile_mapping.update', 'mobile_mapping.remove']),
    );
  });

  it('refuses bad inputs: a non-leaf, a case value that is not an Issue, unknown ids, missing fields', async () => {
    const list = await nodes(w.admin.token);
    const medical = list.find((n) => n.text === 'Medical Aid') as Node;
    const card = (await cardRequest()).mapped_data?.mobile_classification_id as number;
    const issue = await caseId('PMB dispute');
    const call = (body: unknown) => w.call(p.mobileMap, body, w.admin.token);
    expect(
      (await call({ mobile_classification_id: Number(medical.id.slice(4)), case_classification_id: issue }))
        .body.errCode,
    ).toBe(1);
    const [late] = await w.db.select().from(classifications).where(eq(classifications.name, 'Late payment'));
    expect(
      (await call({ mobile_classification_id: card, case_classification_id: late.id })).body.msg,
    ).toContain('level-4');
    expect(
      (await call({ mobile_classification_id: card, case_classification_id: 999999 })).body.errCode,
    ).toBe(4);
    expect(
      (await call({ mobile_classification_id: issue, case_classification_id: issue })).body.errCode,
    ).toBe(4);
    expect((await call({ mobile_classification_id: card })).body.errCode).toBe(1);
    expect((await call({ mobile_classification_id: 'x', case_classification_id: issue })).body.errCode).toBe(
      1,
    );
    expect(
      (await w.call(p.mobileUnmap, { mobile_classification_id: card }, w.admin.token)).body.errCode,
    ).toBe(4);
  });

  it('another tenant cannot remove or replace the group’s mapping; nothing changes', async () => {
    const claim = (await nodes(w.supervisor.token)).find((n) => n.text === 'Claim query') as Node;
    const mobileId = claim.mapped_data?.mobile_classification_id as number;
    const rows = await w.db.select().from(mobileClassificationMaps);
    expect(
      (await w.call(p.mobileUnmap, { mobile_classification_id: mobileId }, w.supervisor.token)).body.errCode,
    ).toBe(4);
    expect(await w.db.select().from(mobileClassificationMaps)).toEqual(rows);
    // A tenant's own mapping overrides the group's for that tenant only.
    const own = await w.call<Node>(
      p.mobileMap,
      { mobile_classification_id: mobileId, case_classification_id: await caseId('Tariff difference') },
      w.supervisor.token,
    );
    expect(own.body.errCode).toBe(0);
    expect(
      (await nodes(w.admin.token)).find((n) => n.text === 'Claim query')?.mapped_data?.case_path,
    ).toContain('PMB dispute');
    expect(
      (await nodes(w.supervisor.token)).find((n) => n.text === 'Claim query')?.mapped_data?.case_path,
    ).toContain('Tariff difference');
    const [{ n }] = await w.db.select({ n: count() }).from(mobileClassificationMaps);
    expect(n).toBe(rows.length + 1);
  });

  it('needs 7__7001 and a session', async () => {
    const card = (await cardRequest()).mapped_data?.mobile_classification_id as number;
    expect(
      (
        await w.call(
          p.mobileMap,
          { mobile_classification_id: card, case_classification_id: await caseId('PMB dispute') },
          'bad-token',
        )
      ).body.errCode,
    ).toBe(96);
  });
});
