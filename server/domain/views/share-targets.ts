import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ViewList, ViewShareTarget } from '../../../src/contracts/saved-views';
import { wrkgrpTypeOf } from '../../../src/contracts/workflow/cases';
import type { Db } from '../../db/client';
import { workgroups } from '../../db/schema';
import { AppError } from '../../errors';
import { scoped, type Caller } from '../caller';
import { supervisedWorkgroups } from '../workflow-admin/notifications';

/** The workgroups in scope the caller supervises, of the list's record type (a task list takes any). */
export async function shareTargets(db: Db, caller: Caller, list: ViewList): Promise<ViewShareTarget[]> {
  const supervised = [...(await supervisedWorkgroups(db, caller.userId))];
  if (supervised.length === 0) return [];
  return db
    .select({ wrkgrp_id: workgroups.id, wrkgrp_name: workgroups.name })
    .from(workgroups)
    .where(
      and(
        inArray(workgroups.id, supervised),
        scoped(caller, workgroups.tenantId),
        list === 'task' ? undefined : eq(workgroups.wrkgrpType, wrkgrpTypeOf[list]),
      ),
    )
    .orderBy(asc(workgroups.name));
}

/**
 * Where a shared view lives: the workgroup must be in scope, of the list's record type (task lists take any),
 * and supervised by the caller: a supervisor decides what their team is offered.
 */
export async function shareTarget(db: Db, caller: Caller, list: ViewList, wrkgrpId: number): Promise<number> {
  const [group] = await db
    .select({ tenantId: workgroups.tenantId, type: workgroups.wrkgrpType })
    .from(workgroups)
    .where(and(eq(workgroups.id, wrkgrpId), scoped(caller, workgroups.tenantId)));
  if (!group) throw new AppError('notFound', 'Workgroup not found');
  if (list !== 'task' && group.type !== wrkgrpTypeOf[list])
    throw new AppError(
      'validation',
      `A ${list} view can be shared only with a ${wrkgrpTypeOf[list]} workgroup`,
    );
  if (!(await supervisedWorkgroups(db, caller.userId)).has(wrkgrpId))
    throw new AppError('forbidden', 'Only a supervisor of that workgroup can share a view with it');
  return group.tenantId;
}
