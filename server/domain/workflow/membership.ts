import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, workgroupMembers, workgroups } from '../../db/schema';
import { AppError } from '../../errors';
import { type Caller, scoped } from '../caller';

export type WorkgroupRow = typeof workgroups.$inferSelect;

/**
 * The workgroup a new record goes to: the one asked for (it must be active, of the record's type and inside the
 * caller's tenants), else the caller's default workgroup of that type, else their first membership.
 */
export async function resolveWorkgroup(
  db: Db,
  caller: Caller,
  wrkgrpType: 'Case' | 'Lead',
  wanted: number | undefined,
): Promise<WorkgroupRow> {
  if (caller.scope.length === 0) throw new AppError('forbidden', 'Choose a tenant first');
  if (wanted !== undefined) {
    const [row] = await db
      .select()
      .from(workgroups)
      .where(and(eq(workgroups.id, wanted), scoped(caller, workgroups.tenantId)));
    if (!row) throw new AppError('notFound', 'That workgroup does not exist in your tenants');
    if (row.wrkgrpType !== wrkgrpType)
      throw new AppError(
        'validation',
        `That workgroup takes ${row.wrkgrpType.toLowerCase()}s, not ${wrkgrpType.toLowerCase()}s`,
      );
    if (!row.active) throw new AppError('validation', 'That workgroup is inactive');
    return row;
  }
  const [own] = await db
    .select({ wg: workgroups })
    .from(workgroupMembers)
    .innerJoin(workgroups, eq(workgroups.id, workgroupMembers.workgroupId))
    .where(
      and(
        eq(workgroupMembers.userId, caller.userId),
        eq(workgroups.wrkgrpType, wrkgrpType),
        eq(workgroups.active, true),
        scoped(caller, workgroups.tenantId),
      ),
    )
    .orderBy(desc(workgroupMembers.isDefault), asc(workgroups.id))
    .limit(1);
  if (!own)
    throw new AppError(
      'validation',
      `Choose a workgroup: you belong to no ${wrkgrpType.toLowerCase()} workgroup`,
    );
  return own.wg;
}

/** An owner must be an enabled member of the record's workgroup. */
export async function requireMember(db: Db, workgroupId: number, userId: number): Promise<void> {
  const [row] = await db
    .select({ disabled: users.disabled })
    .from(workgroupMembers)
    .innerJoin(users, eq(users.id, workgroupMembers.userId))
    .where(and(eq(workgroupMembers.workgroupId, workgroupId), eq(workgroupMembers.userId, userId)));
  if (!row || row.disabled) throw new AppError('validation', 'That user is not a member of the workgroup');
}
