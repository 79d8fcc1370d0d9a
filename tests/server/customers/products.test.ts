import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productPaths as p } from '../../../src/contracts/customers/products';
import { fundDescriptions, productHouses, products } from '../../../server/db/schema';
import { customersWorld } from './fixtures';

type Node = { id: string; parent: string; text: string; type: string; data: { context_items: string[] } };
const w = await customersWorld();
const tree = `${p.treeServiceUrl}/${p.tree}`;
const load = async (token: string, menu_items = {}) =>
  (await w.call<Node[]>(tree, { id: -1, menu_items }, token)).body.data;
const idOf = (n: Node) => Number(n.id.split('-')[1]);

describe('get_biz_prod_tree', () => {
  it('answers product type → product house → product → fund description', async () => {
    const nodes = await load(w.admin.token);
    expect(nodes.filter((n) => n.type === 'product_type').map((n) => n.text)).toEqual([
      'Medical schemes',
      'Gap cover',
    ]);
    const bonitas = nodes.find((n) => n.text === 'Bonitas') as Node;
    expect(bonitas).toMatchObject({ type: 'product_house', parent: 'type-medical_scheme' });
    expect(bonitas.data.context_items).toEqual(['remove_product_house']);
    const fund = nodes.find((n) => n.text === 'Bonitas Medical Fund') as Node;
    expect(fund).toMatchObject({
      type: 'product',
      parent: bonitas.id,
      data: { context_items: ['remove_product'] },
    });
    expect(nodes.filter((n) => n.parent === fund.id).map((n) => n.text)).toEqual([
      'BonComprehensive',
      'BonClassic',
      'BonSave',
      'BonEssential',
      'BonCap',
    ]);
    expect(nodes.every((n) => n.type !== 'fund_description' || n.data.context_items.length === 0)).toBe(true);
  });

  it('offers no removals to the agent (0 in the role map) or to a child tenant', async () => {
    expect((await load(w.agent.token)).every((n) => n.data.context_items.length === 0)).toBe(true);
    expect((await load(w.supervisor.token)).every((n) => n.data.context_items.length === 0)).toBe(true);
    expect(
      (await load(w.admin.token, { product_house: [] })).find((n) => n.text === 'Bonitas')?.data
        .context_items,
    ).toEqual([]);
  });

  it('refuses bad payloads', async () => {
    expect((await w.call(tree, { menu_items: {} }, w.admin.token)).body.errCode).toBe(1);
    expect((await w.call(p.removeProduct, { id: 'x' }, w.admin.token)).body.errCode).toBe(1);
    expect((await w.call(p.removeHouse, {}, w.admin.token)).body.errCode).toBe(1);
  });
});

describe('removals', () => {
  it('removes a product with its fund descriptions, and a house with its products', async () => {
    const nodes = await load(w.admin.token);
    const product = nodes.find((n) => n.text === 'Turnberry Gap Cover') as Node;
    expect((await w.call(p.removeProduct, { id: idOf(product) }, w.admin.token)).body).toMatchObject({
      errCode: 0,
      msg: 'Removed',
    });
    expect(
      await w.db
        .select()
        .from(fundDescriptions)
        .where(eq(fundDescriptions.productId, idOf(product))),
    ).toEqual([]);
    const house = nodes.find((n) => n.text === 'Stratum Benefits') as Node;
    expect((await w.call(p.removeHouse, { id: idOf(house) }, w.admin.token)).body.errCode).toBe(0);
    expect(
      await w.db
        .select()
        .from(products)
        .where(eq(products.houseId, idOf(house))),
    ).toEqual([]);
    const after = (await load(w.admin.token)).map((n) => n.text);
    expect(after).not.toContain('Stratum Benefits');
    expect(after).not.toContain('Turnberry Gap Cover');
  });

  it('refuses the agent, a child tenant and unknown ids; nothing changes', async () => {
    const nodes = await load(w.admin.token);
    const house = nodes.find((n) => n.text === 'Zestlife') as Node;
    expect((await w.call(p.removeHouse, { id: idOf(house) }, w.agent.token)).body.errCode).toBe(7);
    expect((await w.call(p.removeHouse, { id: idOf(house) }, w.supervisor.token)).body.errCode).toBe(7);
    expect((await w.call(p.removeProduct, { id: 999999 }, w.admin.token)).body.errCode).toBe(4);
    expect(
      await w.db
        .select()
        .from(productHouses)
        .where(eq(productHouses.id, idOf(house))),
    ).toHaveLength(1);
  });
});
