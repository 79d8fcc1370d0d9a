import { and, count, eq, inArray, ne } from 'drizzle-orm';
import {
  defaultWorkgroupInput,
  memberInput,
  type AdminUser,
  type AdminWorkgroup,
} from '../../../src/contracts/workflow-admin/workgroups';
import type { Db } from '../../db/client';
import { cases, workgroupMembers, workgroups } from '../../db/schema';
import { AppError } from '../../errors';
import { audit } from '../audit';
import type { DomainContext } from '../context';
import { parseInput } from '../workflow/validate';
import type { Caller } from '../caller';
import { adminUsers } from './workgroup-choices';
import { admin, requireEligible, scopedWorkgroup, type WorkgroupRow } from './lookups';
import { getAdminWorkgroup } from './workgroups';

/** A membership change is the workgroup's audit line, naming the member. */
const auditMembership = (
  tx: Db,
  caller: Caller,
  wg: WorkgroupRow,
  change: 'add' | 'remove',
  userId: number,
) =>
  audit(tx, {
    action: `workgroup.member.${change}`,
    entity: 'workgroup',
    entityId: wg.id,
    userId: caller.userId,
    tenantId: wg.tenantId,
    detail: { user_id: userId },
  });

export async function addMember(ctx: DomainContext, caller: Caller, input: unknown): Promise<AdminWorkgroup> {
  admin(caller);
  const { wrkgrp_id, user_id } = parseInput(memberInput, input);
  const wg = await scopedWorkgroup(ctx.db, caller, wrkgrp_id);
  await requireEligible(ctx, wg.tenantId, [user_id]);
  await ctx.db.transaction(async (tx) => {
    const added = await tx
      .insert(workgroupMembers)
      .values({ workgroupId: wg.id, userId: user_id })
      .onConflictDoNothing()
      .returning();
    if (!added.length) throw new AppError('conflict', 'That user is already a member');
    await auditMembership(tx, caller, wg, 'add', user_id);
  });
  return getAdminWorkgroup(ctx.db, caller, { wrkgrp_id });
}

/** A member who still owns open records of the workgroup stays until they are reassigned. */
export async function removeMember(db: Db, caller: Caller, input: unknown): Promise<AdminWorkgroup> {
  admin(caller);
  const { wrkgrp_id, user_id } = parseInput(memberInput, input);
  const wg = await scopedWorkgroup(db, caller, wrkgrp_id);
  const [owned] = await db
    .select({ n: count() })
    .from(cases)
    .where(and(eq(cases.workgroupId, wg.id), eq(cases.ownerUserId, user_id), ne(cases.status, 'Closed')));
  if (owned.n > 0)
    throw new AppError(
      'validation',
      `That member owns ${owned.n} open records of ${wg.name}: reassign them first`,
    );
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(workgroupMembers)
      .where(and(eq(workgroupMembers.workgroupId, wg.id), eq(workgroupMembers.userId, user_id)))
      .returning();
    if (!gone.length) throw new AppError('notFound', 'That user is not a member of the workgroup');
    await auditMembership(tx, caller, wg, 'remove', user_id);
  });
  return getAdminWorkgroup(db, caller, { wrkgrp_id });
}

/** A user's default workgroup of a type: they must be a member; their other default of that type is cleared. */
export async function setDefaultWorkgroup(
  ctx: DomainContext,
  caller: Caller,
  input: unknown,
): Promise<AdminUser[]> {
  admin(caller);
  const { user_id, wrkgrp_id } = parseInput(defaultWorkgroupInput, input);
  const wg = await scopedWorkgroup(ctx.db, caller, wrkgrp_id);
  await ctx.db.transaction(async (tx) => {
    const [member] = await tx
      .select()
      .from(workgroupMembers)
      .where(and(eq(workgroupMembers.workgroupId, wg.id), eq(workgroupMembers.userId, user_id)));
    if (!member)
      throw new AppError('validation', 'Add the user to the workgroup before making it their default');
    if (!wg.active) throw new AppError('validation', 'An inactive workgroup cannot be a default');
    const sameType = tx
      .select({ id: workgroups.id })
      .from(workgroups)
      .where(eq(workgroups.wrkgrpType, wg.wrkgrpType));
    await tx
      .update(workgroupMembers)
      .set({ isDefault: false })
      .where(and(eq(workgroupMembers.userId, user_id), inArray(workgroupMembers.workgroupId, sameType)));
    await tx
      .update(workgroupMembers)
      .set({ isDefault: true })
      .where(and(eq(workgroupMembers.userId, user_id), eq(workgroupMembers.workgroupId, wg.id)));
    await audit(tx, {
      action: 'workgroup.default.set',
      entity: 'user',
      entityId: user_id,
      userId: caller.userId,
      tenantId: wg.tenantId,
      detail: { wrkgrp_id },
    });
  });
  return adminUsers(ctx, caller);
}
