import { describe, expect, it } from 'vitest';
import type {
  GapData,
  PlanSummary,
  Premium,
  ProductHouse,
  ProductRow,
  SchemeData,
  SchemeDetails,
} from '../../../src/contracts/advice';
import { createTestApp, post, signIn } from '../helpers';

const t = await createTestApp();
const admin = await signIn(t.app, 'admin');
const agent = await signIn(t.app, 'agent');
const v1 = (name: string) => `/moses/v1/${name}`;

const allPlans = async () =>
  (await post<PlanSummary[]>(t.app, v1('filter_schemes'), { include_inactive: true }, admin.token)).body.data;

describe('scheme market seed', () => {
  it('holds at least six schemes with several plans each and three gap-cover products', async () => {
    const houses = (await post<ProductHouse[]>(t.app, v1('get_product_houses'), {}, admin.token)).body.data;
    expect(houses.length).toBeGreaterThanOrEqual(6);
    expect(houses.every((h) => h.products >= 3)).toBe(true);
    const gap = (await post<GapData>(t.app, v1('get_all_gap_data'), {}, admin.token)).body.data;
    expect(gap.products).toHaveLength(3);
    for (const product of gap.products)
      for (const row of gap.catalogue)
        expect(product.benefits[row.key_map], `${product.name} ${row.key_map}`).toBeTruthy();
  });
});

describe('filter_schemes', () => {
  it('narrows by hospital, coverage, day-to-day extent and premium, cheapest first', async () => {
    const everything = await allPlans();
    const answer = await post<PlanSummary[]>(
      t.app,
      v1('filter_schemes'),
      { hospital: 1, coverage: '2.0', day_to_day_extent: 2, adult_dependent: 1, child_dependent: 2 },
      admin.token,
    );
    const plans = answer.body.data;
    expect(plans.length).toBeGreaterThan(0);
    expect(plans.length).toBeLessThan(everything.length);
    for (const plan of plans) {
      expect(plan.hospital).toBe(1);
      expect(Number(plan.coverage)).toBeGreaterThanOrEqual(2);
      expect(plan.day_to_day_limit).toBeGreaterThanOrEqual(20000);
    }
    const premiums = plans.map((p) => p.monthly_premium);
    expect(premiums).toEqual([...premiums].sort((a, b) => a - b));
    const capped = await post<PlanSummary[]>(t.app, v1('filter_schemes'), { max_premium: 3000 }, admin.token);
    expect(capped.body.data.every((p) => p.monthly_premium <= 3000)).toBe(true);
  });

  it('refuses bad filters', async () => {
    for (const bad of [
      { hospital: 4 },
      { coverage: '2.5' },
      { day_to_day_extent: 7 },
      { child_dependent: -1 },
      { max_premium: 'x' },
    ]) {
      expect(
        (await post(t.app, v1('filter_schemes'), bad, admin.token)).body.errCode,
        JSON.stringify(bad),
      ).toBe(1);
    }
  });
});

describe('get_scheme_data_from_ids and get_premium_from_scheme_id', () => {
  it('answers the catalogue with a value for every key_map, in the order asked', async () => {
    const ids = (await allPlans())
      .slice(0, 3)
      .map((p) => p.scheme_id)
      .reverse();
    const data = (
      await post<SchemeData>(t.app, v1('get_scheme_data_from_ids'), { scheme_ids: ids }, admin.token)
    ).body.data;
    expect(data.schemes.map((s) => s.scheme_id)).toEqual(ids);
    const keys = data.catalogue.filter((r) => r.type !== 'contributions' && r.key_map !== 'contributions');
    for (const s of data.schemes) for (const row of keys) expect(s.benefits[row.key_map]).toBeTruthy();
    expect(data.catalogue.filter((r) => r.type === 'contributions').map((r) => r.key_map)).toEqual([
      'member_cost',
      'adult_share_risk_plus_saving',
      'child_share_risk_plus_saving',
    ]);
  });

  it('prices a family: member + adults + at most three children', async () => {
    const [plan] = await allPlans();
    const data = (
      await post<SchemeData>(
        t.app,
        v1('get_scheme_data_from_ids'),
        { scheme_ids: [plan.scheme_id] },
        admin.token,
      )
    ).body.data;
    const c = data.schemes[0].contributions;
    const premium = (
      await post<Premium>(
        t.app,
        v1('get_premium_from_scheme_id'),
        { scheme_id: plan.scheme_id, adult_dependent: 1, child_dependent: 5 },
        admin.token,
      )
    ).body.data;
    expect(premium.charged_children).toBe(3);
    expect(premium.total).toBe(
      c.member_cost + c.adult_share_risk_plus_saving + 3 * c.child_share_risk_plus_saving,
    );
  });

  it('refuses bad ids and unknown schemes', async () => {
    expect(
      (await post(t.app, v1('get_scheme_data_from_ids'), { scheme_ids: [] }, admin.token)).body.errCode,
    ).toBe(1);
    expect(
      (await post(t.app, v1('get_scheme_data_from_ids'), { scheme_ids: ['1'] }, admin.token)).body.errCode,
    ).toBe(1);
    expect(
      (await post(t.app, v1('get_scheme_data_from_ids'), { scheme_ids: [99999] }, admin.token)).body.errCode,
    ).toBe(4);
    expect(
      (await post(t.app, v1('get_premium_from_scheme_id'), { scheme_id: 1 }, admin.token)).body.errCode,
    ).toBe(1);
    expect(
      (
        await post(
          t.app,
          v1('get_premium_from_scheme_id'),
          { scheme_id: 99999, adult_dependent: 0, child_dependent: 0 },
          admin.token,
        )
      ).body.errCode,
    ).toBe(4);
  });
});

describe('gap cover', () => {
  it('answers chosen products and refuses unknown or malformed ids', async () => {
    const all = (await post<GapData>(t.app, v1('get_all_gap_data'), {}, admin.token)).body.data;
    const one = await post<GapData>(
      t.app,
      v1('get_gap_data_from_gap_ids'),
      { gap_ids: [all.products[1].gap_id] },
      admin.token,
    );
    expect(one.body.data.products.map((p) => p.name)).toEqual([all.products[1].name]);
    expect(
      (await post(t.app, v1('get_gap_data_from_gap_ids'), { gap_ids: [99999] }, admin.token)).body.errCode,
    ).toBe(4);
    expect((await post(t.app, v1('get_gap_data_from_gap_ids'), {}, admin.token)).body.errCode).toBe(1);
  });
});

describe('product houses, products, scheme details and status', () => {
  it('walks house → products → details, and a status change takes a plan out of the filter', async () => {
    const [house] = (await post<ProductHouse[]>(t.app, v1('get_product_houses'), {}, admin.token)).body.data;
    const products = (
      await post<ProductRow[]>(
        t.app,
        v1('get_products_from_product_house_id'),
        { product_house_id: house.product_house_id },
        admin.token,
      )
    ).body.data;
    expect(products).toHaveLength(house.products);
    const target = products[0];
    const details = (
      await post<SchemeDetails>(
        t.app,
        v1('get_scheme_details_from_product_id'),
        { product_id: target.product_id },
        admin.token,
      )
    ).body.data;
    expect(details.product_house).toBe(house.name);

    const changed = await post<SchemeDetails>(
      t.app,
      v1('change_scheme_status'),
      { scheme_id: target.product_id, status: 'suspended', reason: 'Rules under review by the CMS' },
      admin.token,
    );
    expect(changed.body.errCode).toBe(0);
    expect(changed.body.data.status).toBe('suspended');
    expect(changed.body.data.status_history[0]).toMatchObject({ status: 'suspended', by: 'Thandiwe Nkosi' });
    const offered = (await post<PlanSummary[]>(t.app, v1('filter_schemes'), {}, admin.token)).body.data;
    expect(offered.some((p) => p.scheme_id === target.product_id)).toBe(false);
    const again = await post(
      t.app,
      v1('change_scheme_status'),
      { scheme_id: target.product_id, status: 'suspended', reason: 'again' },
      admin.token,
    );
    expect(again.body.errCode).toBe(3);
    await post(
      t.app,
      v1('change_scheme_status'),
      { scheme_id: target.product_id, status: 'active', reason: 'Approved' },
      admin.token,
    );
  });

  it('refuses a status change to an adviser without the key, bad statuses and unknown ids', async () => {
    const [plan] = await allPlans();
    expect(
      (
        await post(
          t.app,
          v1('change_scheme_status'),
          { scheme_id: plan.scheme_id, status: 'withdrawn', reason: 'Closed' },
          agent.token,
        )
      ).body.errCode,
    ).toBe(7);
    expect(
      (
        await post(
          t.app,
          v1('change_scheme_status'),
          { scheme_id: plan.scheme_id, status: 'gone', reason: 'x1x' },
          admin.token,
        )
      ).body.errCode,
    ).toBe(1);
    expect(
      (
        await post(
          t.app,
          v1('change_scheme_status'),
          { scheme_id: plan.scheme_id, status: 'active' },
          admin.token,
        )
      ).body.errCode,
    ).toBe(1);
    expect(
      (await post(t.app, v1('get_products_from_product_house_id'), { product_house_id: 99999 }, admin.token))
        .body.errCode,
    ).toBe(4);
    expect(
      (await post(t.app, v1('get_scheme_details_from_product_id'), { product_id: 'a' }, admin.token)).body
        .errCode,
    ).toBe(1);
  });
});

describe('the rest', () => {
  it('lists the 27 chronic conditions and answers the test call', async () => {
    const list = (await post<{ name: string }[]>(t.app, v1('get_chronic_conditions_list'), {}, agent.token))
      .body.data;
    expect(list).toHaveLength(27);
    expect(list.map((c) => c.name)).toContain('Hypertension');
    expect((await post(t.app, v1('foo'), {}, agent.token)).body.errCode).toBe(0);
  });

  it('needs a session for every call', async () => {
    for (const name of ['filter_schemes', 'get_product_houses', 'get_all_gap_data', 'export_gap', 'foo'])
      expect((await post(t.app, v1(name), {})).body.errCode, name).toBe(96);
  });
});
