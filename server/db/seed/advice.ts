import { inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { gapProducts, medicalSchemes, schemePlans } from '../schema';
import { planBenefits, seedGapProducts, seedSchemes } from './advice-market';

export const seedPlanYear = 2026;

/** The scheme market and gap cover; idempotent by name, and never overwrites an administrator's changes. */
export async function seedAdvice(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const known = await tx
      .select({ id: medicalSchemes.id, name: medicalSchemes.name })
      .from(medicalSchemes)
      .where(
        inArray(
          medicalSchemes.name,
          seedSchemes.map((s) => s.name),
        ),
      );
    const ids = new Map(known.map((k) => [k.name, k.id]));
    for (const scheme of seedSchemes) {
      if (ids.has(scheme.name)) continue;
      const [row] = await tx
        .insert(medicalSchemes)
        .values({
          name: scheme.name,
          administrator: scheme.administrator,
          registrationNo: scheme.registrationNo,
        })
        .returning({ id: medicalSchemes.id });
      await tx.insert(schemePlans).values(
        scheme.plans.map((p) => ({
          schemeId: row.id,
          name: p.name,
          year: seedPlanYear,
          hospital: p.hospital,
          coverage: p.coverage,
          dayToDayType: p.dayToDayType,
          dayToDayLimit: p.dayToDayLimit,
          hasSavings: p.savingsPct > 0,
          benefits: planBenefits(p),
          memberCost: p.member,
          adultCost: p.adult,
          childCost: p.child,
        })),
      );
    }
    // Only missing rows: ON CONFLICT would still draw identity values, and a second run must change nothing.
    const gaps = await tx
      .select({ name: gapProducts.name })
      .from(gapProducts)
      .where(
        inArray(
          gapProducts.name,
          seedGapProducts.map((g) => g.name),
        ),
      );
    const haveGap = new Set(gaps.map((g) => g.name));
    const missingGaps = seedGapProducts.filter((g) => !haveGap.has(g.name));
    if (missingGaps.length)
      await tx.insert(gapProducts).values(
        missingGaps.map((g) => ({
          name: g.name,
          benefits: g.benefits,
          rateSingle: g.rateSingle,
          rateFamily: g.rateFamily,
        })),
      );
  });
}
