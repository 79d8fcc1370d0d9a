import {} from 'drizzle-orm';
import { defaultReopenDays, maxRemindDays } from '../../../src/contracts/workflow/lifecycle';
import type { CaseStatus, WorkflowActionInput } from '../../../src/contracts/workflow/cases';
import { permissionKeys } from '../../../src/contracts/permissions';
import { nextStatus, reopenAllowed, type LifecycleAction } from '../../../src/rules/case-lifecycle';
import type { Db } from '../../db/client';
import { cases, tenantConfigs } from '../../db/schema';
import { AppError } from '../../errors';
import type { Caller } from '../caller';
import { inTenant } from '../caller';

type CaseRow = typeof cases.$inferSelect;
export type LifecyclePatch = Partial<
  Pick<
    CaseRow,
    'status' | 'closedAt' | 'pendingReason' | 'remindAt' | 'resolutionCode' | 'resolvedAt' | 'ownerUserId'
  >
>;
type LifecycleInput = Extract<WorkflowActionInput, { action: LifecycleAction }>;

/** The tenant's reopen window in days (tenant_configs), else the default. */
export async function reopenDaysOf(db: Db, tenantId: number | null): Promise<number> {
  if (tenantId === null) return defaultReopenDays;
  const [row] = await db
    .select({ days: tenantConfigs.reopenDays })
    .from(tenantConfigs)
    .where(inTenant(tenantId, tenantConfigs.tenantId));
  return row?.days ?? defaultReopenDays;
}

/** What leaving Pending Customer, Resolved or Closed clears, so a record never shows a stale reason or code. */
const clearWaiting: LifecyclePatch = { pendingReason: null, remindAt: null };
const clearFinished: LifecyclePatch = { resolutionCode: null, resolvedAt: null, closedAt: null };

/**
 * A status move (issue 34) after the lifecycle table allowed it from the record's status: who may, and what it
 * writes. The owner works the record; workgroup members may too (`inGroup`), as they may assign it. Closing and
 * reopening someone else's record needs the close key (17__17002), so a profile without it closes only its own.
 */
export async function planLifecycle(
  db: Db,
  caller: Caller,
  row: CaseRow,
  input: LifecycleInput,
  inGroup: boolean,
  now = new Date(),
): Promise<LifecyclePatch> {
  const to = nextStatus(row.status as CaseStatus, input.action);
  if (!to) throw new AppError('validation', `${row.number} is ${row.status}: it cannot be moved that way`);
  const mine = row.ownerUserId === caller.userId;
  const needGroup = () => {
    if (!inGroup) throw new AppError('forbidden', 'Only members of the workgroup can change its status');
  };
  switch (input.action) {
    case 'progress':
      needGroup();
      return { status: to, ...clearWaiting };
    case 'pend': {
      needGroup();
      const at = new Date(input.remind_at);
      if (at <= now) throw new AppError('validation', 'The reminder must be in the future');
      if (at.getTime() - now.getTime() > maxRemindDays * 86_400_000)
        throw new AppError('validation', `The reminder must be within ${maxRemindDays} days`);
      return { status: to, pendingReason: input.reason, remindAt: at };
    }
    case 'resolve':
      needGroup();
      return { status: to, resolutionCode: input.resolution_code, resolvedAt: now, ...clearWaiting };
    case 'close':
      if (!mine) caller.require(permissionKeys.workflowClose, 'close records of others');
      return { status: to, closedAt: now, ...clearWaiting };
    case 'reopen': {
      if (!mine) caller.require(permissionKeys.workflowClose, 'reopen records of others');
      const since = row.closedAt ?? row.resolvedAt ?? row.updatedAt;
      const days = await reopenDaysOf(db, row.tenantId);
      if (!reopenAllowed(since, now, days))
        throw new AppError(
          'validation',
          `${row.number} was ${row.status.toLowerCase()} more than ${days} days ago: log a new case instead`,
        );
      // Nobody's to work on: it goes back to its workgroup's queue as Open.
      return { status: row.ownerUserId === null ? 'Open' : to, ...clearFinished };
    }
  }
}
