import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { crmMorePaths as p, type Offering, type StockMovement } from '../../../src/contracts/crm-more';
import { salesPaths, type SalesDocument } from '../../../src/contracts/sales';
import { auditLog, offerings, products, stockMovements } from '../../../server/db/schema';
import { customersWorld } from '../customers/fixtures';

const w = await customersWorld();
const list = async (token: string) => (await w.call<Offering[]>(p.offeringList, {}, token)).body.data;
const history = async (token: string, body: unknown = {}) =>
  (await w.call<StockMovement[]>(p.stockHistory, body, token)).body.data;
const [discovery] = await w.db
  .select()
  .from(products)
  .where(eq(products.name, 'Discovery Health Medical Scheme'));
const base = {
  id: -1,
  name: 'Chronic medicine courier',
  product_id: discovery.id,
  classification_id: null,
  price: 95.5,
  cost_price: 40,
  stock_quantity: 25,
  note: '',
};

describe('offerings', () => {
  it('lists the seeded offerings of the caller’s tenants only', async () => {
    expect((await list(w.supervisor.token)).map((o) => o.name)).toContain('Medical aid welcome pack');
    const admin = await list(w.admin.token);
    expect(admin.filter((o) => o.name === 'Wellness day voucher')).toHaveLength(2);
    expect((await list(w.supervisor.token)).filter((o) => o.name === 'Wellness day voucher')).toHaveLength(1);
    const pack = admin.find((o) => o.name === 'Medical aid welcome pack') as Offering;
    expect(pack).toMatchObject({
      price: 45,
      cost_price: 18.5,
      product_name: 'Discovery Health Medical Scheme',
    });
  });

  it('creates an offering with its opening stock, edits it and keeps the change as an adjustment', async () => {
    const created = await w.call<Offering>(p.offeringSave, base, w.supervisor.token);
    expect(created.body.errCode).toBe(0);
    expect(created.body.data).toMatchObject({
      name: base.name,
      price: 95.5,
      cost_price: 40,
      stock_quantity: 25,
    });
    const id = created.body.data.id;
    expect(
      (await history(w.supervisor.token, { offering_id: id })).map((m) => [m.kind, m.quantity, m.balance]),
    ).toEqual([['received', 25, 25]]);
    const edited = await w.call<Offering>(
      p.offeringSave,
      { ...base, id, price: 99, stock_quantity: 20, note: 'Stock count' },
      w.supervisor.token,
    );
    expect(edited.body.data).toMatchObject({ price: 99, stock_quantity: 20 });
    const moves = await history(w.supervisor.token, { offering_id: id });
    expect(moves[0]).toMatchObject({ kind: 'adjusted', quantity: -5, balance: 20, note: 'Stock count' });
    expect((await w.call(p.offeringGet, { id }, w.admin.token)).body.data).toMatchObject({ name: base.name });
    const trail = await w.db.select().from(auditLog).where(eq(auditLog.entity, 'offering'));
    expect(trail.map((t) => t.action)).toEqual(
      expect.arrayContaining(['offering.create', 'offering.update']),
    );
  });

  it('receives and adjusts stock, never below 0, and filters the history by kind', async () => {
    const pack = (await list(w.supervisor.token)).find(
      (o) => o.name === 'Gap cover brochure set',
    ) as Offering;
    const received = await w.call<Offering>(
      p.stockAdjust,
      { offering_id: pack.id, kind: 'received', quantity: 100, note: 'Printer delivery' },
      w.supervisor.token,
    );
    expect(received.body.data.stock_quantity).toBe(pack.stock_quantity + 100);
    const tooMany = await w.call(
      p.stockAdjust,
      { offering_id: pack.id, kind: 'adjusted', quantity: -100000 },
      w.supervisor.token,
    );
    expect(tooMany.body.errCode).toBe(1);
    expect(tooMany.body.msg).toContain('cannot go below 0');
    const kinds = (await history(w.supervisor.token, { kind: 'received' })).map((m) => m.kind);
    expect(new Set(kinds)).toEqual(new Set(['received']));
  });

  it('a fulfilled order sells the offerings its lines name', async () => {
    const pack = (await list(w.supervisor.token)).find((o) => o.name === 'Wellness day voucher') as Offering;
    const employer = await w.employerId('Jacaranda Logistics (Pty) Ltd');
    const rfq = await w.call<SalesDocument>(
      salesPaths.rfqCreate,
      {
        employer_id: employer,
        title: 'Wellness day',
        lines: [{ description: 'Wellness day voucher', quantity: 4 }],
      },
      w.supervisor.token,
    );
    const quote = await w.call<SalesDocument>(
      salesPaths.quoteCreate,
      {
        rfq_id: rfq.body.data.id,
        lines: [{ description: 'Wellness day voucher', quantity: 4, unit_price: 35000 }],
      },
      w.supervisor.token,
    );
    await w.call(salesPaths.quoteDecide, { id: quote.body.data.id, decision: 'accept' }, w.supervisor.token);
    const order = await w.call<SalesDocument>(
      salesPaths.orderCreate,
      { quote_id: quote.body.data.id },
      w.supervisor.token,
    );
    expect(
      (
        await w.call(
          salesPaths.orderUpdate,
          { id: order.body.data.id, status: 'fulfilled' },
          w.supervisor.token,
        )
      ).body.errCode,
    ).toBe(0);
    const [sold] = await history(w.supervisor.token, { offering_id: pack.id, kind: 'sold' });
    expect(sold).toMatchObject({
      quantity: -4,
      balance: pack.stock_quantity - 4,
      note: `Order ${order.body.data.number}`,
    });
  });

  it('refuses bad inputs with the field messages', async () => {
    const bad = await w.call(
      p.offeringSave,
      { ...base, name: '', price: -1, stock_quantity: 1.5 },
      w.admin.token,
    );
    expect(bad.body.errCode).toBe(1);
    expect(bad.body.msg).toContain('This field is required');
    expect((await w.call(p.offeringSave, { ...base, price: 10.555 }, w.admin.token)).body.msg).toContain(
      'two decimals',
    );
    expect((await w.call(p.offeringSave, { ...base, product_id: 999999 }, w.admin.token)).body.errCode).toBe(
      4,
    );
    expect(
      (await w.call(p.offeringSave, { ...base, name: 'CHRONIC medicine courier' }, w.supervisor.token)).body
        .errCode,
    ).toBe(3);
    expect(
      (await w.call(p.stockAdjust, { offering_id: 1, kind: 'sold', quantity: 1 }, w.admin.token)).body
        .errCode,
    ).toBe(1);
    expect(
      (await w.call(p.stockAdjust, { offering_id: 1, kind: 'adjusted', quantity: 0 }, w.admin.token)).body
        .msg,
    ).toContain('cannot be 0');
  });

  it('refuses another tenant’s offering and a role without 26__26002; nothing changes', async () => {
    const capeTown = (await list(w.admin.token)).find(
      (o) => o.name === 'Wellness day voucher' && o.stock_quantity === 40,
    ) as Offering;
    const before = await w.db.select().from(offerings).where(eq(offerings.id, capeTown.id));
    const [{ n }] = await w.db.select({ n: count() }).from(stockMovements);
    expect((await w.call(p.offeringGet, { id: capeTown.id }, w.supervisor.token)).body.errCode).toBe(4);
    expect(
      (await w.call(p.offeringSave, { ...base, id: capeTown.id }, w.supervisor.token)).body.errCode,
    ).toBe(4);
    expect(
      (
        await w.call(
          p.stockAdjust,
          { offering_id: capeTown.id, kind: 'received', quantity: 5 },
          w.supervisor.token,
        )
      ).body.errCode,
    ).toBe(4);
    expect(await history(w.supervisor.token, { offering_id: capeTown.id })).toEqual([]);
    expect(
      (await w.call(p.offeringSave, { ...base, name: 'Agent offering' }, w.agent.token)).body.errCode,
    ).toBe(7);
    expect(await w.db.select().from(offerings).where(eq(offerings.id, capeTown.id))).toEqual(before);
    expect((await w.db.select({ n: count() }).from(stockMovements))[0].n).toBe(n);
  });
});
