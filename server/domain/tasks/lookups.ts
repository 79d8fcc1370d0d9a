import { and, eq, inArray } from 'drizzle-orm';
import type { SaveTaskInput } from '../../../src/contracts/tasks';
import type { Db } from '../../db/client';
import { cases, classifications, tenants, workgroupMembers, workgroups } from '../../db/schema';
import { AppError } from '../../errors';
import { type Caller, inTenants, scoped } from '../caller';
import { permissionKeys } from '../../../src/contracts/permissions';

export const isTaskAdmin = (caller: Caller) => caller.can(permissionKeys.taskAdmin);
export const requireTaskView = (caller: Caller) => caller.require(permissionKeys.taskView, 'see tasks');

/** A workgroup of the caller's tenants that can own tasks (any active workgroup). */
export async function requireWorkgroup(db: Db, caller: Caller, wrkgrpId: number) {
  const [row] = await db
    .select()
    .from(workgroups)
    .where(and(eq(workgroups.id, wrkgrpId), scoped(caller, workgroups.tenantId)));
  if (!row) throw new AppError('notFound', 'That workgroup does not exist in your tenants');
  if (!row.active) throw new AppError('validation', 'That workgroup is inactive');
  return row;
}

export async function requireMemberOf(db: Db, wrkgrpId: number, userId: number, who: string) {
  const [row] = await db
    .select({ userId: workgroupMembers.userId })
    .from(workgroupMembers)
    .where(and(eq(workgroupMembers.workgroupId, wrkgrpId), eq(workgroupMembers.userId, userId)));
  if (!row) throw new AppError('validation', `The ${who} is not a member of the workgroup`);
}

/** The workgroups the caller belongs to inside their tenants. */
export async function myWorkgroupIds(db: Db, caller: Caller): Promise<number[]> {
  const rows = await db
    .select({ id: workgroups.id })
    .from(workgroupMembers)
    .innerJoin(workgroups, eq(workgroups.id, workgroupMembers.workgroupId))
    .where(and(eq(workgroupMembers.userId, caller.userId), scoped(caller, workgroups.tenantId)));
  return rows.map((r) => r.id);
}

async function visibleTenants(db: Db, caller: Caller): Promise<number[]> {
  const all = await db.select({ id: tenants.id, parentId: tenants.parentId }).from(tenants);
  const parent = new Map(all.map((t) => [t.id, t.parentId]));
  const out = new Set(caller.scope);
  for (const id of caller.scope)
    for (let p = parent.get(id) ?? null; p !== null; p = parent.get(p) ?? null) out.add(p);
  return [...out];
}

type Levels = [number, number | null, number | null, number | null, number | null];

/**
 * Resolves and checks a task classification: level 1 left empty or 'NA' is the NA value (spec §3); each chosen id
 * must be a task value the caller can see, at its level, under the value chosen above it.
 */
export async function resolveClassification(
  db: Db,
  caller: Caller,
  input: NonNullable<SaveTaskInput['classification']>,
): Promise<Levels> {
  const visible = await visibleTenants(db, caller);
  const rows = visible.length
    ? await db
        .select()
        .from(classifications)
        .where(and(eq(classifications.workflowType, 'task'), inTenants(visible, classifications.tenantId)))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  let l1 = input.classification_l1;
  if (l1 === undefined || l1 === null || l1 === 'NA') {
    const na = rows.find((r) => r.level === 1 && r.name === 'NA');
    if (!na) throw new AppError('validation', 'The task classification has no NA value');
    l1 = na.id;
  }
  const chosen = [
    l1,
    input.classification_l2 ?? null,
    input.classification_l3 ?? null,
    input.classification_l4 ?? null,
    input.classification_l5 ?? null,
  ] as Levels;
  let parentId: number | null = null;
  for (const [index, value] of chosen.entries()) {
    if (value === null) break;
    const row = byId.get(value);
    if (!row || row.level !== index + 1 || row.parentId !== parentId)
      throw new AppError(
        'validation',
        `Level ${index + 1} is not a task classification value under the level above`,
      );
    parentId = row.id;
  }
  return chosen;
}

/**
 * A task history's case change in the numbers people read: [CAS-… before, CAS-… after] in place of the case
 * ids the row holds, so the task page never shows an internal id.
 */
export async function caseChangeByNumber(
  db: Db,
  [was, now]: [unknown, unknown],
): Promise<[string | null, string | null]> {
  const ids = [was, now].filter((v): v is number => typeof v === 'number');
  const rows = ids.length
    ? await db.select({ id: cases.id, number: cases.number }).from(cases).where(inArray(cases.id, ids))
    : [];
  const numberOf = (v: unknown) => rows.find((r) => r.id === v)?.number ?? null;
  return [numberOf(was), numberOf(now)];
}

export async function requireCase(db: Db, caller: Caller, caseId: number): Promise<void> {
  const [row] = await db
    .select({ id: cases.id })
    .from(cases)
    .where(and(eq(cases.id, caseId), scoped(caller, cases.tenantId)));
  if (!row) throw new AppError('notFound', 'That case does not exist in your tenants');
}
