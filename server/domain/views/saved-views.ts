import { and, eq, ne, sql } from 'drizzle-orm';
import {
  viewDefaultRequest,
  viewListRequest,
  viewRemoveRequest,
  viewSaveRequest,
  type SavedView,
  type ViewList,
  type ViewListResponse,
} from '../../../src/contracts/saved-views';
import type { Db } from '../../db/client';
import { savedViewDefaults, savedViews } from '../../db/schema';
import { AppError } from '../../errors';
import { type Caller, inTenant, scoped, withTenant } from '../caller';
import { parseInput } from '../workflow/validate';
import { shareTarget, shareTargets } from './share-targets';
import { ownView, permittedLists, requireList, visibleView, visibleViews } from './visible-views';

/** The caller's views and those shared with their workgroups, of one list or of every list they may use. */
export async function listViews(db: Db, caller: Caller, body: unknown): Promise<ViewListResponse> {
  const { list } = parseInput(viewListRequest, body);
  if (list) requireList(caller, list);
  return {
    views: await visibleViews(db, caller, list ? [list] : permittedLists(caller)),
    share_with: list ? await shareTargets(db, caller, list) : [],
  };
}

/** Saves a new view, or updates the caller's own; the name is unique per owner and list, whatever its case. */
export async function saveView(db: Db, caller: Caller, body: unknown): Promise<SavedView> {
  const input = parseInput(viewSaveRequest, body);
  requireList(caller, input.list);
  const tc = withTenant(caller, 'keep views in');
  const id = await db.transaction(async (tx) => {
    const existing = input.id === undefined ? null : await ownView(tx, caller, input.id);
    if (existing && existing.list !== input.list)
      throw new AppError('validation', 'A view stays on the list it was saved from');
    // Absent on an update keeps the sharing as it is; null makes the view personal again.
    const shared =
      input.shared_wrkgrp_id === undefined ? (existing?.shared_wrkgrp_id ?? null) : input.shared_wrkgrp_id;
    const keep = existing !== null && shared === existing.shared_wrkgrp_id;
    const tenantId =
      shared === null ? tc.tenantId : keep ? null : await shareTarget(tx, caller, input.list, shared);
    const [clash] = await tx
      .select({ id: savedViews.id })
      .from(savedViews)
      .where(
        and(
          scoped(caller, savedViews.tenantId),
          eq(savedViews.ownerUserId, caller.userId),
          eq(savedViews.list, input.list),
          sql`lower(${savedViews.name}) = lower(${input.name})`,
          existing ? ne(savedViews.id, existing.id) : undefined,
        ),
      );
    if (clash) throw new AppError('conflict', `You already have a view called “${input.name}” on this list`);
    const values = { name: input.name, state: input.state, sharedWorkgroupId: shared, updatedAt: new Date() };
    if (existing) {
      await tx
        .update(savedViews)
        .set(tenantId === null ? values : { ...values, tenantId })
        .where(eq(savedViews.id, existing.id));
      return existing.id;
    }
    const [row] = await tx
      .insert(savedViews)
      .values({ ...values, tenantId: tenantId ?? tc.tenantId, ownerUserId: caller.userId, list: input.list })
      .returning({ id: savedViews.id });
    return row.id;
  });
  return visibleView(db, caller, id);
}

/** Removes the caller's own view (and with it anyone's default on it). */
export async function removeView(db: Db, caller: Caller, body: unknown): Promise<void> {
  const { id } = parseInput(viewRemoveRequest, body);
  const view = await ownView(db, caller, id);
  requireList(caller, view.list);
  await db.delete(savedViews).where(eq(savedViews.id, view.id));
}

/** The view the caller's list opens on in this tenant; null forgets it (the list opens as it always did). */
export async function setDefaultView(
  db: Db,
  caller: Caller,
  body: unknown,
): Promise<{ list: ViewList; view_id: number | null }> {
  const input = parseInput(viewDefaultRequest, body);
  requireList(caller, input.list);
  const tc = withTenant(caller, 'keep views in');
  const key = { userId: caller.userId, tenantId: tc.tenantId, list: input.list };
  if (input.view_id === null) {
    await db
      .delete(savedViewDefaults)
      .where(
        and(
          eq(savedViewDefaults.userId, key.userId),
          inTenant(key.tenantId, savedViewDefaults.tenantId),
          eq(savedViewDefaults.list, key.list),
        ),
      );
    return { list: input.list, view_id: null };
  }
  const view = await visibleView(db, caller, input.view_id);
  if (view.list !== input.list) throw new AppError('notFound', 'View not found');
  await db
    .insert(savedViewDefaults)
    .values({ ...key, viewId: view.id })
    .onConflictDoUpdate({
      target: [savedViewDefaults.userId, savedViewDefaults.tenantId, savedViewDefaults.list],
      set: { viewId: view.id },
    });
  return { list: input.list, view_id: view.id };
}
