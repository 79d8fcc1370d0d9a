import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { caseStatuses, userWorkgroupsInput, type CaseStatus } from '../../../src/contracts/workflow/cases';
import type { FilterUser, WorkgroupStatuses } from '../../../src/contracts/workflow/filters';
import type { Db } from '../../db/client';
import { cases, users, userTenants } from '../../db/schema';
import { type Caller, inTenants, scoped } from '../caller';
import type { DomainContext } from '../context';
import { loadTenantTree } from '../tenant';
import { userWorkgroups } from './lists';
import { parseInput } from './validate';

const typeOfGroup = { Case: 'case', Lead: 'lead' } as const;

/**
 * /workflow/user/workgroups/object_status: for each of the caller's workgroups of a type, the statuses its records
 * are in with how many, in workflow order; a list filter offers only the statuses the chosen workgroup has.
 */
export async function workgroupObjectStatus(
  db: Db,
  caller: Caller,
  input: unknown,
): Promise<WorkgroupStatuses[]> {
  const { wrkgrp_type } = parseInput(userWorkgroupsInput, input ?? {});
  const groups = await userWorkgroups(db, caller, { wrkgrp_type });
  if (groups.length === 0) return [];
  const rows = await db
    .select({ wrkgrpId: cases.workgroupId, status: cases.status, n: count() })
    .from(cases)
    .where(
      and(
        inArray(
          cases.workgroupId,
          groups.map((g) => g.wrkgrp_id),
        ),
        eq(cases.recordType, typeOfGroup[wrkgrp_type]),
        scoped(caller, cases.tenantId),
      ),
    )
    .groupBy(cases.workgroupId, cases.status);
  const order = (s: string) => caseStatuses.indexOf(s as CaseStatus);
  return groups.map((g) => ({
    wrkgrp_id: g.wrkgrp_id,
    wrkgrp_name: g.wrkgrp_name,
    statuses: rows
      .filter((r) => r.wrkgrpId === g.wrkgrp_id)
      .sort((a, b) => order(a.status) - order(b.status))
      .map((r) => ({ status: r.status as CaseStatus, count: Number(r.n) })),
  }));
}

/**
 * /get_all_users_for_filters: the enabled staff of the caller's tenants, by name, for owner filters. Staff assigned
 * to an ancestor of the selected tenant work its records too (a regional supervisor owns a Pretoria case), so
 * they are choices as well; staff of sibling tenants are not.
 */
export async function usersForFilters(ctx: DomainContext, caller: Caller): Promise<FilterUser[]> {
  if (caller.scope.length === 0) return [];
  const ancestors = caller.tenantId === null ? [] : (await loadTenantTree(ctx)).ancestorIds(caller.tenantId);
  return ctx.db
    .selectDistinct({ user_id: users.id, user_name: users.fullName })
    .from(userTenants)
    .innerJoin(users, eq(users.id, userTenants.userId))
    .where(and(inTenants([...caller.scope, ...ancestors], userTenants.tenantId), eq(users.disabled, false)))
    .orderBy(asc(users.fullName), asc(users.id));
}
