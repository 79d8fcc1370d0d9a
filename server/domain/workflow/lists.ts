import { and, asc, desc, eq, inArray, ne, or } from 'drizzle-orm';
import {
  type CaseRecord,
  type RecordType,
  userWorkgroupsInput,
  workflowListsInput,
  wrkgrpTypeOf,
  workgroupIdInput,
  type WorkflowListsAnswer,
  type WorkgroupMember,
  type WorkgroupOfUser,
  type WorkgroupSummary,
} from '../../../src/contracts/workflow/cases';
import type { Db } from '../../db/client';
import { cases, users, workgroupMembers, workgroups } from '../../db/schema';
import { AppError } from '../../errors';
import { selectCases, toCaseRecord } from './records';
import { withSla } from './sla';
import { parseInput } from './validate';
import { type Caller, scoped } from '../caller';

/** The caller's workgroups of one type inside their tenants, default first (/workflow/user/workgroups). */
export async function userWorkgroups(db: Db, caller: Caller, input: unknown): Promise<WorkgroupOfUser[]> {
  const { wrkgrp_type } = parseInput(userWorkgroupsInput, input ?? {});
  if (caller.scope.length === 0) return [];
  const rows = await db
    .select({ wg: workgroups, m: workgroupMembers })
    .from(workgroupMembers)
    .innerJoin(workgroups, eq(workgroups.id, workgroupMembers.workgroupId))
    .where(
      and(
        eq(workgroupMembers.userId, caller.userId),
        eq(workgroups.wrkgrpType, wrkgrp_type),
        eq(workgroups.active, true),
        scoped(caller, workgroups.tenantId),
      ),
    )
    .orderBy(desc(workgroupMembers.isDefault), asc(workgroups.name));
  return rows.map(({ wg, m }) => ({
    wrkgrp_id: wg.id,
    wrkgrp_name: wg.name,
    wrkgrp_type: wg.wrkgrpType as 'Case' | 'Lead',
    tenant_id: wg.tenantId,
    is_default: m.isDefault,
    is_supervisor: m.isSupervisor,
  }));
}

/**
 * The four lists of one record type for the caller, computed from scratch: the console loads them at start and
 * after a reconnect, and tests compare the table's incremental lists against this.
 */
export async function workflowLists(db: Db, caller: Caller, input: unknown): Promise<WorkflowListsAnswer> {
  const q = parseInput(workflowListsInput, input ?? {});
  const groups = await userWorkgroups(db, caller, { wrkgrp_type: wrkgrpTypeOf[q.record_type] });
  const ids = groups.map((g) => g.wrkgrp_id);
  if (q.wrkgrp_id !== undefined && !ids.includes(q.wrkgrp_id))
    throw new AppError('forbidden', 'You are not a member of that workgroup');
  const selected = q.wrkgrp_id ?? groups[0]?.wrkgrp_id ?? null;
  const union = await openRecordsOf(db, caller, q.record_type, ids);
  const mine = (r: CaseRecord) => r.owner_user_id === caller.userId;
  const inSelected = (r: CaseRecord) => r.wrkgrp_id === selected;
  const myGroups = new Set(ids);
  const inMyGroups = (r: CaseRecord) => myGroups.has(r.wrkgrp_id);
  const my = union.filter((r) => mine(r) && inSelected(r));
  const my_all = union.filter(mine);
  const wg = union.filter(inSelected);
  const wg_all = union.filter(inMyGroups);
  return {
    viewer: { owner_user_id: caller.userId, wrkgrp_id: selected, wrkgrp_id_list: ids },
    workgroups: groups,
    my,
    my_all,
    wg,
    wg_all,
  };
}

/**
 * The caller's open records of one type, with their SLA: their own in any workgroup, and every record of the given
 * workgroups. One read of the union, split in memory by the callers: the desk's four lists overlap almost
 * entirely, so four reads with an SLA pass over each did the same work up to four times.
 */
export async function openRecordsOf(
  db: Db,
  caller: Caller,
  recordType: RecordType,
  workgroupIds: readonly number[],
): Promise<CaseRecord[]> {
  const ownedByMe = eq(cases.ownerUserId, caller.userId);
  const where = workgroupIds.length
    ? or(ownedByMe, inArray(cases.workgroupId, [...workgroupIds]))
    : ownedByMe;
  const rows = await selectCases(db)
    .where(
      and(
        scoped(caller, cases.tenantId),
        eq(cases.recordType, recordType),
        ne(cases.status, 'Closed'),
        where,
      ),
    )
    .orderBy(asc(cases.updatedAt), asc(cases.id));
  return withSla(db, rows.map(toCaseRecord));
}

/** Every active workgroup of a type in the caller's tenants: where a record can be dispatched. */
export async function tenantWorkgroups(db: Db, caller: Caller, input: unknown): Promise<WorkgroupSummary[]> {
  const { wrkgrp_type } = parseInput(userWorkgroupsInput, input ?? {});
  if (caller.scope.length === 0) return [];
  const rows = await db
    .select()
    .from(workgroups)
    .where(
      and(
        eq(workgroups.wrkgrpType, wrkgrp_type),
        eq(workgroups.active, true),
        scoped(caller, workgroups.tenantId),
      ),
    )
    .orderBy(asc(workgroups.name));
  return rows.map((wg) => ({
    wrkgrp_id: wg.id,
    wrkgrp_name: wg.name,
    wrkgrp_type: wg.wrkgrpType as 'Case' | 'Lead',
    tenant_id: wg.tenantId,
  }));
}

/** The enabled members of a workgroup in the caller's tenants: whom a record can be assigned to. */
export async function membersOf(db: Db, caller: Caller, input: unknown): Promise<WorkgroupMember[]> {
  const { wrkgrp_id } = parseInput(workgroupIdInput, input);
  const [wg] = await db
    .select({ id: workgroups.id })
    .from(workgroups)
    .where(and(eq(workgroups.id, wrkgrp_id), scoped(caller, workgroups.tenantId)));
  if (!wg) throw new AppError('notFound', 'That workgroup does not exist in your tenants');
  const rows = await db
    .select({ user_id: users.id, user_name: users.fullName, is_default: workgroupMembers.isDefault })
    .from(workgroupMembers)
    .innerJoin(users, eq(users.id, workgroupMembers.userId))
    .where(and(eq(workgroupMembers.workgroupId, wrkgrp_id), eq(users.disabled, false)))
    .orderBy(asc(users.fullName));
  return rows;
}
