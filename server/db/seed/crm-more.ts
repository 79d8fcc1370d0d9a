import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import {
  classifications,
  employeeBenefits,
  employees,
  employers,
  mobileClassificationMaps,
  offerings,
  products,
  rfqDispatchMaps,
  stockMovements,
  tenants,
  users,
  workgroups,
} from '../schema';
import { systemScope } from '../../domain/system-scope';

type SeedOffering = { name: string; product?: string; price: number; cost: number; stock: number };

/** Offerings the offices sell beside the scheme catalogue: packs, vouchers and paid consultations. */
const officeOfferings: Record<string, SeedOffering[]> = {
  'Pretoria Office': [
    {
      name: 'Medical aid welcome pack',
      product: 'Discovery Health Medical Scheme',
      price: 45,
      cost: 18.5,
      stock: 240,
    },
    { name: 'Gap cover brochure set', price: 12, cost: 4.2, stock: 500 },
    { name: 'Wellness day voucher', price: 350, cost: 210, stock: 60 },
    { name: 'Scheme comparison consultation', price: 850, cost: 300, stock: 0 },
  ],
  'Cape Town Office': [{ name: 'Wellness day voucher', price: 360, cost: 215, stock: 40 }],
};

/** Mobile leaf → case Issue paths (group tenant). "Card request" stays unmapped for the demo. */
const mobileMaps: [string[], string[]][] = [
  [
    ['Medical Aid', 'Claims', 'Claim query'],
    ['Medical Aid', 'Claims', 'Rejected claim', 'PMB dispute'],
  ],
  [
    ['Gap Cover', 'Claims', 'Shortfall query'],
    ['Gap Cover', 'Shortfall Claims', 'Specialist', 'Co-payment'],
  ],
];

const rfqMaps: { tenant: string; category: string; workgroup: string }[] = [
  { tenant: 'Pretoria Office', category: 'medical_scheme', workgroup: 'Pretoria New Business' },
  { tenant: 'Johannesburg Office', category: 'medical_scheme', workgroup: 'Johannesburg Sales' },
  { tenant: 'Cape Town Office', category: 'gap_cover', workgroup: 'Cape Town Sales' },
];

const benefitPlans = ['Classic Comprehensive', 'Classic Saver', 'KeyCare Plus', 'Coastal Core'];

/**
 * Issue 9, second part. Idempotent like the rest of the seed: each row is looked up by its natural key and only
 * missing ones are inserted; nothing existing is changed.
 */
export async function seedCrmMore(db: Db): Promise<void> {
  const tenantRows = await db.select().from(tenants);
  const tenantId = (name: string) => tenantRows.find((t) => t.name === name)?.id;
  const group = tenantRows.find((t) => t.parentId === null);
  const [admin] = await db.select().from(users).where(eq(users.loginName, 'admin'));
  if (!group || !admin) return;
  await db.transaction(async (tx) => {
    for (const [office, list] of Object.entries(officeOfferings)) {
      const tid = tenantId(office);
      if (!tid) continue;
      for (const o of list) {
        const [found] = await tx
          .select({ id: offerings.id })
          .from(offerings)
          .where(and(systemScope('seed').tenant(tid, offerings.tenantId), eq(offerings.name, o.name)));
        if (found) continue;
        const [product] = o.product
          ? await tx.select().from(products).where(eq(products.name, o.product))
          : [];
        const [row] = await tx
          .insert(offerings)
          .values({
            tenantId: tid,
            name: o.name,
            productId: product?.id ?? null,
            priceCents: Math.round(o.price * 100),
            costPriceCents: Math.round(o.cost * 100),
            stockQuantity: o.stock,
          })
          .returning();
        if (o.stock > 0) {
          const opening = o.stock + 10;
          await tx.insert(stockMovements).values([
            {
              tenantId: tid,
              offeringId: row.id,
              kind: 'received',
              quantity: opening,
              balance: opening,
              note: 'Opening stock',
              userId: admin.id,
            },
            {
              tenantId: tid,
              offeringId: row.id,
              kind: 'adjusted',
              quantity: -10,
              balance: o.stock,
              note: 'Damaged in storage',
              userId: admin.id,
            },
          ]);
        }
      }
    }

    const valueByPath = async (type: 'mobile' | 'case', path: string[]) => {
      let parentId: number | null = null;
      for (const name of path) {
        const [row]: { id: number }[] = await tx
          .select({ id: classifications.id })
          .from(classifications)
          .where(
            and(
              systemScope('seed').tenant(group.id, classifications.tenantId),
              eq(classifications.workflowType, type),
              eq(classifications.name, name),
              parentId === null ? isNull(classifications.parentId) : eq(classifications.parentId, parentId),
            ),
          );
        if (!row) return null;
        parentId = row.id;
      }
      return parentId;
    };
    for (const [mobilePath, casePath] of mobileMaps) {
      const mobileId = await valueByPath('mobile', mobilePath);
      const caseId = await valueByPath('case', casePath);
      if (mobileId === null || caseId === null) continue;
      const [found] = await tx
        .select({ id: mobileClassificationMaps.id })
        .from(mobileClassificationMaps)
        .where(
          and(
            systemScope('seed').tenant(group.id, mobileClassificationMaps.tenantId),
            eq(mobileClassificationMaps.mobileClassificationId, mobileId),
          ),
        );
      if (!found)
        await tx.insert(mobileClassificationMaps).values({
          tenantId: group.id,
          mobileClassificationId: mobileId,
          caseClassificationId: caseId,
          mappedBy: admin.id,
        });
    }

    for (const m of rfqMaps) {
      const tid = tenantId(m.tenant);
      if (!tid) continue;
      const [wg] = await tx
        .select()
        .from(workgroups)
        .where(and(systemScope('seed').tenant(tid, workgroups.tenantId), eq(workgroups.name, m.workgroup)));
      const [found] = await tx
        .select({ id: rfqDispatchMaps.id })
        .from(rfqDispatchMaps)
        .where(
          and(
            systemScope('seed').tenant(tid, rfqDispatchMaps.tenantId),
            eq(rfqDispatchMaps.category, m.category),
            isNull(rfqDispatchMaps.productId),
          ),
        );
      if (wg && !found)
        await tx
          .insert(rfqDispatchMaps)
          .values({ tenantId: tid, category: m.category, workgroupId: wg.id, createdBy: admin.id });
    }

    // Benefits for the first employees of Jacaranda Logistics; the rest show as eb_without_json.
    const [jacaranda] = await tx
      .select()
      .from(employers)
      .where(eq(employers.tradingName, 'Jacaranda Logistics'));
    if (!jacaranda) return;
    const staff = await tx
      .select()
      .from(employees)
      .where(eq(employees.employerId, jacaranda.id))
      .orderBy(asc(employees.employeeNumber))
      .limit(benefitPlans.length);
    const done = new Set(
      (
        await tx
          .select({ id: employeeBenefits.employeeId })
          .from(employeeBenefits)
          .where(inArray(employeeBenefits.employeeId, staff.map((s) => s.id).concat(-1)))
      ).map((r) => r.id),
    );
    for (const [i, e] of staff.entries()) {
      if (done.has(e.id)) continue;
      await tx.insert(employeeBenefits).values({
        employeeId: e.id,
        tenantId: e.tenantId,
        updatedBy: admin.id,
        data: {
          medical_scheme_plan: `Discovery Health ${benefitPlans[i]}`,
          medical_scheme_member_number: `DH${String(4411200 + i * 37)}`,
          gap_cover: i % 2 === 0 ? 'Sirago Gap Cover Plus' : '',
          group_life_multiple: 3,
          provident_fund: 'Jacaranda Logistics Provident Fund',
          member_contribution_pct: 7.5,
          employer_contribution_pct: 10,
          effective_date: '2026-03-01',
        },
      });
    }
  });
}
