import { describe, expect, it } from 'vitest';
import { salesPaths as p, type SalesDocument } from '../../../src/contracts/sales';
import { customersWorld } from './fixtures';

const w = await customersWorld();
const jacaranda = await w.employerId('Jacaranda Logistics (Pty) Ltd');
const tableBay = await w.employerId('Table Bay Fisheries (Pty) Ltd');
const rfq = (employerId: number, title: string) => ({
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
      w.call<SalesDocument>(p.rfqCreate, rfq(jacaranda, 'Gap cover, Pretoria'), w.admin.token),
      w.call<SalesDocument>(p.rfqCreate, rfq(tableBay, 'Gap cover, Cape Town'), w.admin.token),
    ]);
    expect([a.body.errCode, b.body.errCode]).toEqual([0, 0]);
    expect(a.body.data.number).toMatch(/^RFQ-\d{5}$/);
    expect(b.body.data.number).not.toBe(a.body.data.number);
    const numbers = (await listAll()).map((d) => d.number);
    expect(numbers.filter((n) => n === a.body.data.number)).toHaveLength(1);
    expect(numbers.filter((n) => n === b.body.data.number)).toHaveLength(1);
  });
});
