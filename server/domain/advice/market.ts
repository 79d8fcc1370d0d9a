import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  coverageMultiplier,
  dayToDayExtentOf,
  gapCatalogue,
  planCatalogue,
  type CoverageId,
  type GapData,
  type PlanSummary,
  type SchemeData,
  type SchemeFilters,
  type SchemeStatus,
} from '../../../src/contracts/advice';
import { gapProducts, medicalSchemes, schemePlans } from '../../db/schema';
import type { DomainContext } from '../context';
import { premiumFor } from './premium';

type PlanRow = typeof schemePlans.$inferSelect;
type Family = { adult_dependent: number; child_dependent: number };

const summaryOf = (plan: PlanRow, house: string, family: Family): PlanSummary => ({
  scheme_id: plan.id,
  name: plan.name,
  product_house_id: plan.schemeId,
  product_house: house,
  status: plan.status as SchemeStatus,
  hospital: plan.hospital as 1 | 2 | 3,
  coverage: plan.coverage as CoverageId,
  day_to_day_type: plan.dayToDayType as 1 | 2,
  day_to_day_limit: plan.dayToDayLimit,
  has_savings: plan.hasSavings,
  monthly_premium: premiumFor(plan, family.adult_dependent, family.child_dependent).total,
});

async function plansWithHouse(ctx: DomainContext, where?: ReturnType<typeof eq>) {
  return ctx.db
    .select({ plan: schemePlans, house: medicalSchemes.name })
    .from(schemePlans)
    .innerJoin(medicalSchemes, eq(medicalSchemes.id, schemePlans.schemeId))
    .where(where)
    .orderBy(asc(medicalSchemes.name), asc(schemePlans.memberCost));
}

/** Does a plan meet the filters? Lookup 1 (any private hospital) is the widest choice, 3 the narrowest. */
export function planMatches(plan: PlanRow, filters: SchemeFilters, premium: number): boolean {
  if (!filters.include_inactive && plan.status !== 'active') return false;
  if (filters.hospital !== undefined && plan.hospital > filters.hospital) return false;
  if (filters.coverage !== undefined) {
    if (coverageMultiplier(plan.coverage as CoverageId) < coverageMultiplier(filters.coverage)) return false;
  }
  if (filters.day_to_day_type === 1 && plan.dayToDayType !== 1) return false;
  if (filters.day_to_day_extent !== undefined && filters.day_to_day_extent >= 0) {
    if (dayToDayExtentOf(plan.dayToDayLimit) < filters.day_to_day_extent) return false;
  }
  if (filters.max_premium !== undefined && premium > filters.max_premium) return false;
  return true;
}

export async function filterSchemes(ctx: DomainContext, filters: SchemeFilters): Promise<PlanSummary[]> {
  const rows = await plansWithHouse(ctx);
  return rows
    .map((r) => summaryOf(r.plan, r.house, filters))
    .filter((s, i) => planMatches(rows[i].plan, filters, s.monthly_premium))
    .sort((a, b) => a.monthly_premium - b.monthly_premium);
}

export async function schemeData(ctx: DomainContext, ids: number[], family: Family): Promise<SchemeData> {
  const rows = await ctx.db
    .select({ plan: schemePlans, house: medicalSchemes.name })
    .from(schemePlans)
    .innerJoin(medicalSchemes, eq(medicalSchemes.id, schemePlans.schemeId))
    .where(inArray(schemePlans.id, ids));
  const byId = new Map(rows.map((r) => [r.plan.id, r]));
  // Keep the caller's order: it is the column order of the comparison.
  const schemes = ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        ...summaryOf(r.plan, r.house, family),
        benefits: r.plan.benefits,
        contributions: {
          member_cost: r.plan.memberCost,
          adult_share_risk_plus_saving: r.plan.adultCost,
          child_share_risk_plus_saving: r.plan.childCost,
        },
      },
    ];
  });
  return { catalogue: planCatalogue, schemes };
}

export async function planById(ctx: DomainContext, id: number): Promise<PlanRow | undefined> {
  const [row] = await ctx.db.select().from(schemePlans).where(eq(schemePlans.id, id));
  return row;
}

export async function gapData(ctx: DomainContext, ids?: number[]): Promise<GapData> {
  const rows = await ctx.db
    .select()
    .from(gapProducts)
    .where(ids ? inArray(gapProducts.id, ids) : undefined)
    .orderBy(asc(gapProducts.name));
  return {
    catalogue: gapCatalogue,
    products: rows.map((g) => ({
      gap_id: g.id,
      name: g.name,
      benefits: g.benefits,
      rate_single: g.rateSingle,
      rate_family: g.rateFamily,
    })),
  };
}

export async function plansOfScheme(ctx: DomainContext, schemeId: number) {
  return ctx.db
    .select()
    .from(schemePlans)
    .where(and(eq(schemePlans.schemeId, schemeId)))
    .orderBy(asc(schemePlans.memberCost));
}

export { plansWithHouse };
