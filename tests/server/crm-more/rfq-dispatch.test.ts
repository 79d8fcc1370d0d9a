import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { crmMorePaths as p, type RfqDispatchRow, type RfqQuoteMap } from '../../../src/contracts/crm-more';
import { salesPaths, type SalesDocument, type SalesEvent } from '../../../src/contracts/sales';
import { auditLog, rfqDispatchMaps, workgroups } from '../../../server/db/schema';
import { customersWorld } from '../customers/fixtures';

const w = await customersWorld();
const quoteMap = async (token: string) => (await w.call<RfqQuoteMap>(p.rfqMap, {}, token)).body.data;
const workgroupId = async (name: string) =>
  (await w.db.select().from(workgroups).where(eq(workgroups.name, name)))[0].id;

describe('get_rfq_quote_map', () => {
  it('answers the map in scope with the workgroups and products a row may name', async () => {
    const map = await quoteMap(w.supervisor.token);
    expect(map.map.map((r) => [r.category, r.workgroup_name])).toEqual(
      expect.arrayContaining([
        ['medical_scheme', 'Pretoria New Business'],
        ['medical_scheme', 'Johannesburg Sales'],
      ]),
    );
    expect(map.map.some((r) => r.workgroup_name === 'Cape Town Sales')).toBe(false);
    expect(map.workgroups.map((g) => g.name)).toContain('Pretoria Claims Desk');
    expect(map.products.find((x) => x.name === 'Sirago Gap Cover')?.category).toBe('gap_cover');
  });
});

describe('add_rfq_to_quote_workgroup and remove', () => {
  it('adds a product row, refuses a duplicate, dispatches an RFQ to the most specific row, removes it', async () => {
    const map = await quoteMap(w.admin.token);
    const bonitas = map.products.find((x) => x.name === 'Bonitas Medical Fund')?.id as number;
    const desk = await workgroupId('Pretoria Claims Desk');
    const added = await w.call<RfqDispatchRow>(
      p.rfqMapAdd,
      { category: 'medical_scheme', product_id: bonitas, workgroup_id: desk },
      w.supervisor.token,
    );
    expect(added.body.errCode).toBe(0);
    expect(added.body.data).toMatchObject({
      product_name: 'Bonitas Medical Fund',
      workgroup_name: 'Pretoria Claims Desk',
    });
    const again = await w.call(
      p.rfqMapAdd,
      { category: 'medical_scheme', product_id: bonitas, workgroup_id: desk },
      w.supervisor.token,
    );
    expect(again.body.errCode).toBe(3);

    const rfq = await w.call<SalesDocument>(
      salesPaths.rfqCreate,
      {
        employer_id: await w.employerId('Jacaranda Logistics (Pty) Ltd'),
        title: 'Bonitas quote',
        lines: [{ description: 'BonClassic', quantity: 40 }],
      },
      w.supervisor.token,
    );
    const dispatch = (product_id: number | null) =>
      w.call<{ workgroup_name: string }>(
        p.rfqDispatch,
        { id: rfq.body.data.id, category: 'medical_scheme', product_id },
        w.supervisor.token,
      );
    expect((await dispatch(bonitas)).body.data.workgroup_name).toBe('Pretoria Claims Desk');
    expect((await dispatch(null)).body.data.workgroup_name).toBe('Pretoria New Business');
    const steps = await w.call<SalesEvent[]>(
      salesPaths.history,
      { document_id: rfq.body.data.id },
      w.supervisor.token,
    );
    expect(steps.body.data.filter((e) => e.action === 'rfq.dispatched')).toHaveLength(2);
    expect(
      (await w.call(p.rfqDispatch, { id: rfq.body.data.id, category: 'other' }, w.supervisor.token)).body
        .errCode,
    ).toBe(4);

    expect((await w.call(p.rfqMapRemove, { id: added.body.data.id }, w.supervisor.token)).body.errCode).toBe(
      0,
    );
    expect((await quoteMap(w.supervisor.token)).map.some((r) => r.id === added.body.data.id)).toBe(false);
    const trail = await w.db.select().from(auditLog).where(eq(auditLog.entity, 'rfq_dispatch_map'));
    expect(trail.map((t) => t.action)).toEqual(['rfq_dispatch.create', 'rfq_dispatch.remove']);
  });

  it('refuses bad inputs', async () => {
    const desk = await workgroupId('Pretoria Claims Desk');
    const sirago = (await quoteMap(w.admin.token)).products.find((x) => x.name === 'Sirago Gap Cover')?.id;
    const call = (body: unknown) => w.call(p.rfqMapAdd, body, w.admin.token);
    expect((await call({ category: 'life', workgroup_id: desk })).body.errCode).toBe(1);
    expect((await call({ category: 'gap_cover' })).body.msg).toContain('This field is required');
    expect(
      (await call({ category: 'medical_scheme', product_id: sirago, workgroup_id: desk })).body.msg,
    ).toContain('another category');
    expect((await call({ category: 'other', workgroup_id: 999999 })).body.errCode).toBe(4);
    expect((await w.call(p.rfqMapRemove, { id: 'x' }, w.admin.token)).body.errCode).toBe(1);
  });

  it('another tenant’s workgroup and rows are out of reach, agents lack 17__17005; nothing changes', async () => {
    const capeRow = (await quoteMap(w.admin.token)).map.find(
      (r) => r.workgroup_name === 'Cape Town Sales',
    ) as RfqDispatchRow;
    const [{ n }] = await w.db.select({ n: count() }).from(rfqDispatchMaps);
    expect((await w.call(p.rfqMapRemove, { id: capeRow.id }, w.supervisor.token)).body.errCode).toBe(4);
    expect(
      (
        await w.call(
          p.rfqMapAdd,
          { category: 'other', workgroup_id: await workgroupId('Cape Town Sales') },
          w.supervisor.token,
        )
      ).body.errCode,
    ).toBe(4);
    expect(
      (
        await w.call(
          p.rfqMapAdd,
          { category: 'other', workgroup_id: await workgroupId('Pretoria Claims Desk') },
          w.agent.token,
        )
      ).body.errCode,
    ).toBe(7);
    expect((await w.db.select({ n: count() }).from(rfqDispatchMaps))[0].n).toBe(n);
  });
});
