import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { viewListKeys, viewLists, type SavedView, type ViewList } from '../../../src/contracts/saved-views';
import type { Db } from '../../db/client';
import { savedViewDefaults, savedViews, users, workgroupMembers, workgroups } from '../../db/schema';
import { AppError } from '../../errors';
import { type Caller, ownTenant, scoped } from '../caller';

/** Refuses a list whose key the caller lacks (the gate cannot: the key depends on the body's list). */
export const requireList = (caller: Caller, list: ViewList): void =>
  caller.require(viewListKeys[list], `keep views of the ${list} list`);

/** The lists the caller may keep views of. */
export const permittedLists = (caller: Caller): ViewList[] =>
  viewLists.filter((l) => caller.can(viewListKeys[l]));

/**
 * What the caller may see, inside their scope: the views they own, and views shared with a workgroup they are
 * a member of. Anything else reads as absent.
 */
const visible = (db: Db, caller: Caller): SQL =>
  and(
    scoped(caller, savedViews.tenantId),
    or(
      eq(savedViews.ownerUserId, caller.userId),
      inArray(
        savedViews.sharedWorkgroupId,
        db
          .select({ id: workgroupMembers.workgroupId })
          .from(workgroupMembers)
          .where(eq(workgroupMembers.userId, caller.userId)),
      ),
    ),
  ) as SQL;

/** Visible views of these lists (and one id when given), the caller's own first, by name. */
export async function visibleViews(
  db: Db,
  caller: Caller,
  lists: readonly ViewList[],
  id?: number,
): Promise<SavedView[]> {
  if (lists.length === 0) return [];
  const rows = await db
    .select({
      view: savedViews,
      ownerName: users.fullName,
      workgroupName: workgroups.name,
      defaultOf: savedViewDefaults.viewId,
    })
    .from(savedViews)
    .innerJoin(users, eq(users.id, savedViews.ownerUserId))
    .leftJoin(workgroups, eq(workgroups.id, savedViews.sharedWorkgroupId))
    .leftJoin(
      savedViewDefaults,
      and(
        eq(savedViewDefaults.viewId, savedViews.id),
        eq(savedViewDefaults.userId, caller.userId),
        ownTenant(caller, savedViewDefaults.tenantId),
      ),
    )
    .where(
      and(
        visible(db, caller),
        inArray(savedViews.list, [...lists]),
        id === undefined ? undefined : eq(savedViews.id, id),
      ),
    )
    .orderBy(
      asc(savedViews.list),
      sql`${savedViews.ownerUserId} <> ${caller.userId}`,
      asc(sql`lower(${savedViews.name})`),
    );
  return rows.map(({ view, ownerName, workgroupName, defaultOf }) => ({
    id: view.id,
    list: view.list as ViewList,
    name: view.name,
    state: view.state,
    owner_user_id: view.ownerUserId,
    owner_name: ownerName,
    shared_wrkgrp_id: view.sharedWorkgroupId,
    shared_wrkgrp_name: workgroupName,
    is_default: defaultOf !== null,
    mine: view.ownerUserId === caller.userId,
    updated_at: view.updatedAt.toISOString(),
  }));
}

/** One visible view, or not found (another tenant's or another user's personal view looks the same: absent). */
export async function visibleView(db: Db, caller: Caller, id: number): Promise<SavedView> {
  const [view] = await visibleViews(db, caller, permittedLists(caller), id);
  if (!view) throw new AppError('notFound', 'View not found');
  return view;
}

/** One view the caller may change: their own. A shared view of someone else is visible but not theirs. */
export async function ownView(db: Db, caller: Caller, id: number): Promise<SavedView> {
  const view = await visibleView(db, caller, id);
  if (!view.mine) throw new AppError('forbidden', 'Only the owner of a view can change or remove it');
  return view;
}
