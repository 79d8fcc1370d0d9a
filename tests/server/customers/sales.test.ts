import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { salesPaths as p, type SalesDocument, type SalesEvent } from '../../../src/contracts/sales';
import { salesDocuments } from '../../../server/db/schema';
import { customersWorld } from './fixtures';

const w = await customersWorld();
const jacaranda = await w.employerId('Jacaranda Logistics (Pty) Ltd');
const tableBay = await w.employerId('Table Bay Fisheries (Pty) Ltd');
const rfqBody = {
  employer_id: jacaranda,
  title: 'Gap cover for 120 drivers',
  due_date: '2027-01-31',
  lines: [{ description: 'Gap cover, employee only', quantity: 120 }],
};
const quoteLines = [
  { description: 'Gap cover, employee only', quantity: 120, unit_price: 23900 },
  { description: 'Administration fee', quantity: 1, unit_price: 150000 },
];

describe('RFQ → quote → order', () => {
  it('runs the whole flow with each step’s status and the transaction history', async () => {
    const rfq = (await w.call<SalesDocument>(p.rfqCreate, rfqBody, w.agent.token)).body.data;
    expect(rfq).toMatchObject({
      kind: 'rfq',
      status: 'open',
      employer_name: 'Jacaranda Logistics (Pty) Ltd',
    });
    expect(rfq.number).toMatch(/^RFQ-\d{5}$/);
    const quote = (
      await w.call<SalesDocument>(p.quoteCreate, { rfq_id: rfq.id, lines: quoteLines }, w.agent.token)
    ).body.data;
    expect(quote).toMatchObject({
      kind: 'quote',
      status: 'issued',
      source_id: rfq.id,
      source_number: rfq.number,
      total_cents: 120 * 23900 + 150000,
    });
    expect((await w.call<SalesDocument>(p.get, { id: rfq.id }, w.agent.token)).body.data.status).toBe(
      'quoted',
    );
    // Only an accepted quote becomes an order.
    expect((await w.call(p.orderCreate, { quote_id: quote.id }, w.agent.token)).body).toMatchObject({
      errCode: 3,
    });
    expect(
      (await w.call<SalesDocument>(p.quoteDecide, { id: quote.id, decision: 'accept' }, w.agent.token)).body
        .data.status,
    ).toBe('accepted');
    const order = (await w.call<SalesDocument>(p.orderCreate, { quote_id: quote.id }, w.agent.token)).body
      .data;
    expect(order).toMatchObject({
      kind: 'order',
      status: 'open',
      source_number: quote.number,
      total_cents: quote.total_cents,
    });
    expect((await w.call<SalesDocument>(p.get, { id: quote.id }, w.agent.token)).body.data.status).toBe(
      'ordered',
    );
    expect((await w.call<SalesDocument>(p.get, { id: rfq.id }, w.agent.token)).body.data.status).toBe(
      'ordered',
    );
    expect(
      (await w.call<SalesDocument>(p.orderUpdate, { id: order.id, status: 'fulfilled' }, w.agent.token)).body
        .data.status,
    ).toBe('fulfilled');
    expect(
      (await w.call(p.orderUpdate, { id: order.id, status: 'cancelled' }, w.agent.token)).body.errCode,
    ).toBe(3);

    const history = (await w.call<SalesEvent[]>(p.history, { document_id: rfq.id }, w.agent.token)).body.data;
    expect(history.map((e) => `${e.action}:${e.from_status ?? ''}→${e.to_status}`)).toEqual([
      'rfq.ordered:quoted→ordered',
      'rfq.quoted:open→quoted',
      'rfq.create:→open',
    ]);
    const all = (await w.call<SalesEvent[]>(p.history, {}, w.agent.token)).body.data;
    expect(all.filter((e) => [rfq.id, quote.id, order.id].includes(e.document_id))).toHaveLength(8);
    expect(all[0].user_name).toBe('Naledi Mokoena');
    const lists = await Promise.all(
      (['rfq', 'quote', 'order'] as const).map(
        async (kind) => (await w.call<SalesDocument[]>(p.list, { kind }, w.agent.token)).body.data,
      ),
    );
    expect(lists.map((l) => l.some((d) => [rfq.id, quote.id, order.id].includes(d.id)))).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('a rejected quote reopens its request for another quote', async () => {
    const rfq = (
      await w.call<SalesDocument>(p.rfqCreate, { ...rfqBody, title: 'Hospital plan quotes' }, w.admin.token)
    ).body.data;
    const quote = (
      await w.call<SalesDocument>(p.quoteCreate, { rfq_id: rfq.id, lines: quoteLines }, w.admin.token)
    ).body.data;
    expect((await w.call(p.quoteCreate, { rfq_id: rfq.id, lines: quoteLines }, w.admin.token)).body.msg).toBe(
      `${rfq.number} is quoted; only an open request can be quoted`,
    );
    await w.call(p.quoteDecide, { id: quote.id, decision: 'reject' }, w.admin.token);
    expect((await w.call<SalesDocument>(p.get, { id: rfq.id }, w.admin.token)).body.data.status).toBe('open');
    expect(
      (await w.call(p.quoteDecide, { id: quote.id, decision: 'accept' }, w.admin.token)).body.errCode,
    ).toBe(3);
    expect((await w.call<SalesDocument>(p.rfqCancel, { id: rfq.id }, w.admin.token)).body.data.status).toBe(
      'cancelled',
    );
  });

  it('answers field messages for bad input on every call', async () => {
    const bad = await w.call(p.rfqCreate, { employer_id: jacaranda, title: '', lines: [] }, w.admin.token);
    expect(bad.body.msg).toBe('title: This field is required; lines: Add at least one line');
    expect(
      (await w.call(p.rfqCreate, { ...rfqBody, lines: [{ description: 'x', quantity: 0 }] }, w.admin.token))
        .body.msg,
    ).toBe('lines.0.quantity: Value cannot be less than 1');
    expect(
      (
        await w.call(
          p.quoteCreate,
          { rfq_id: 1, lines: [{ description: 'x', quantity: 1, unit_price: -1 }] },
          w.admin.token,
        )
      ).body.msg,
    ).toBe('lines.0.unit_price: Value cannot be less than 0');
    expect((await w.call(p.quoteDecide, { id: 1, decision: 'maybe' }, w.admin.token)).body.errCode).toBe(1);
    expect((await w.call(p.orderCreate, {}, w.admin.token)).body.errCode).toBe(1);
    expect((await w.call(p.orderUpdate, { id: 1, status: 'open' }, w.admin.token)).body.errCode).toBe(1);
    expect((await w.call(p.list, { kind: 'invoice' }, w.admin.token)).body.errCode).toBe(1);
    expect((await w.call(p.rfqCreate, { ...rfqBody, due_date: '31/01/2027' }, w.admin.token)).body.msg).toBe(
      'due_date: Enter a date as yyyy-mm-dd',
    );
  });

  it('another tenant’s customer and documents are out of reach; nothing changes', async () => {
    expect(
      (await w.call(p.rfqCreate, { ...rfqBody, employer_id: tableBay }, w.supervisor.token)).body.errCode,
    ).toBe(4);
    const foreign = (
      await w.call<SalesDocument>(
        p.rfqCreate,
        { ...rfqBody, employer_id: tableBay, title: 'Cape fleet' },
        w.admin.token,
      )
    ).body.data;
    const before = await w.db.select({ n: count() }).from(salesDocuments);
    expect((await w.call(p.get, { id: foreign.id }, w.supervisor.token)).body.errCode).toBe(4);
    expect(
      (await w.call(p.quoteCreate, { rfq_id: foreign.id, lines: quoteLines }, w.supervisor.token)).body
        .errCode,
    ).toBe(4);
    expect((await w.call(p.rfqCancel, { id: foreign.id }, w.supervisor.token)).body.errCode).toBe(4);
    expect(
      (await w.call<SalesEvent[]>(p.history, { document_id: foreign.id }, w.supervisor.token)).body.data,
    ).toEqual([]);
    expect(await w.db.select({ n: count() }).from(salesDocuments)).toEqual(before);
    const [row] = await w.db.select().from(salesDocuments).where(eq(salesDocuments.id, foreign.id));
    expect(row.status).toBe('open');
  });
});

// Sales numbers share the flow's app: one set-up for the area (issue 40).
const rfqFor = (employerId: number, title: string) => ({
  employer_id: employerId,
  title,
  lines: [{ description: 'Gap cover, employee only', quantity: 12 }],
});
const listAll = async () =>
  (
    await Promise.all(
      (['rfq', 'quote', 'order'] as const).map(
        async (kind) => (await w.call<SalesDocument[]>(p.list, { kind }, w.admin.token)).body.data,
      ),
    )
  ).flat();

// Issue 41: RFQ-00008, QUO-00006 and SO-00003 each named a document of four customers in the group's lists.
describe('sales numbers', () => {
  it('every number the group sees names one document of one customer', async () => {
    const docs = await listAll();
    expect(docs.length).toBeGreaterThan(20);
    const holders = new Map<string, Set<number>>();
    for (const d of docs) holders.set(d.number, (holders.get(d.number) ?? new Set()).add(d.id));
    expect([...holders].filter(([, ids]) => ids.size > 1).map(([number]) => number)).toEqual([]);
  });

  it('two requests created at once, in two offices, get different numbers', async () => {
    const [a, b] = await Promise.all([
      w.call<SalesDocument>(p.rfqCreate, rfqFor(jacaranda, 'Gap cover, Pretoria'), w.admin.token),
      w.call<SalesDocument>(p.rfqCreate, rfqFor(tableBay, 'Gap cover, Cape Town'), w.admin.token),
    ]);
    expect([a.body.errCode, b.body.errCode]).toEqual([0, 0]);
    expect(a.body.data.number).toMatch(/^RFQ-\d{5}$/);
    expect(b.body.data.number).not.toBe(a.body.data.number);
    const numbers = (await listAll()).map((d) => d.number);
    expect(numbers.filter((n) => n === a.body.data.number)).toHaveLength(1);
    expect(numbers.filter((n) => n === b.body.data.number)).toHaveLength(1);
  });
});
