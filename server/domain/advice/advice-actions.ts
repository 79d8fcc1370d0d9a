import type { Advice, AdviceNeeds, SchemeFilters } from '../../../src/contracts/advice';
import { AppError } from '../../errors';
import type { DomainContext } from '../context';
import { gapData, schemeData } from './market';
import { adviceInScope, allowed, applyChange, readAdvice } from './records';
import type { TenantCaller } from '../caller';

/** Needs analysis, filters, comparison and recommendation: each checked against the lifecycle table. */

export async function captureNeeds(
  ctx: DomainContext,
  caller: TenantCaller,
  id: number,
  needs: AdviceNeeds,
  action: 'capture_needs' | 'update_needs',
): Promise<Advice> {
  const row = await adviceInScope(ctx.db, caller, id);
  const next = allowed(row, action);
  await applyChange(ctx, caller, row, action, { status: next, needs });
  return readAdvice(ctx, caller, id);
}

export async function updateFilters(
  ctx: DomainContext,
  caller: TenantCaller,
  id: number,
  filters: SchemeFilters,
) {
  const row = await adviceInScope(ctx.db, caller, id);
  allowed(row, 'update_filters');
  await applyChange(ctx, caller, row, 'update_filters', { filters });
  return readAdvice(ctx, caller, id);
}

/** save_advice: the plans (and gap-cover products) compared. A recommendation outside the new set is dropped. */
export async function saveComparison(
  ctx: DomainContext,
  caller: TenantCaller,
  id: number,
  schemeIds: number[],
  gapIds: number[],
): Promise<Advice> {
  const row = await adviceInScope(ctx.db, caller, id);
  const unique = [...new Set(schemeIds)];
  const next = allowed(row, 'compare', { comparedCount: unique.length });
  const known = await schemeData(ctx, unique, { adult_dependent: 0, child_dependent: 0 });
  if (known.schemes.length !== unique.length) throw new AppError('notFound', 'No such scheme');
  const gaps = [...new Set(gapIds)];
  if (gaps.length && (await gapData(ctx, gaps)).products.length !== gaps.length)
    throw new AppError('notFound', 'No such gap cover product');
  const keepRec = row.recommendation !== null && unique.includes(row.recommendation.scheme_id);
  await applyChange(ctx, caller, row, 'compare', {
    status: keepRec ? row.status : next,
    schemeIds: unique,
    gapIds: gaps,
    recommendation: keepRec ? row.recommendation : null,
  });
  return readAdvice(ctx, caller, id);
}

export async function recommend(
  ctx: DomainContext,
  caller: TenantCaller,
  id: number,
  rec: { scheme_id: number; gap_id: number | null; reason: string },
): Promise<Advice> {
  const row = await adviceInScope(ctx.db, caller, id);
  const next = allowed(row, 'recommend', {
    recommendationInComparison: row.schemeIds.includes(rec.scheme_id),
    hasReason: rec.reason.trim().length > 0,
  });
  if (
    rec.gap_id !== null &&
    !row.gapIds.includes(rec.gap_id) &&
    (await gapData(ctx, [rec.gap_id])).products.length === 0
  )
    throw new AppError('notFound', 'No such gap cover product');
  if (rec.gap_id !== null && row.needs?.gap_cover === 0)
    throw new AppError('conflict', 'The needs analysis says no gap cover: change the needs first');
  await applyChange(ctx, caller, row, 'recommend', { status: next, recommendation: rec });
  return readAdvice(ctx, caller, id);
}
