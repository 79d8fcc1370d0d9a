import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  workgroupSaveInput,
  wrkgrpIdInput,
  type AdminMember,
  type AdminWorkgroup,
} from '../../../src/contracts/workflow-admin/workgroups';
import type { Db } from '../../db/client';
import { cases, tenants, users, workgroupMembers, workgroups } from '../../db/schema';
import { AppError } from '../../errors';
import { audit } from '../audit';
import type { DomainContext } from '../context';
import { parseInput } from '../workflow/validate';
import { admin, requireEligible, scopedWorkgroup } from './lookups';
import { type Caller, inTenant, scoped } from '../caller';
import { removeAudited } from '../save-audited';

/** Workgroups of the caller's tenants with members and open work, one query per table. */
async function describe(db: Db, where: ReturnType<typeof and>): Promise<AdminWorkgroup[]> {
  const groups = await db
    .select({ wg: workgroups, tenantName: tenants.name })
    .from(workgroups)
    .innerJoin(tenants, eq(tenants.id, workgroups.tenantId))
    .where(where)
    .orderBy(asc(workgroups.wrkgrpType), asc(workgroups.name));
  const ids = groups.length ? groups.map((g) => g.wg.id) : [-1];
  const memberRows = await db
    .select({
      wgId: workgroupMembers.workgroupId,
      user_id: users.id,
      user_name: users.fullName,
      login_name: users.loginName,
      is_default: workgroupMembers.isDefault,
      is_supervisor: workgroupMembers.isSupervisor,
    })
    .from(workgroupMembers)
    .innerJoin(users, eq(users.id, workgroupMembers.userId))
    .where(inArray(workgroupMembers.workgroupId, ids))
    .orderBy(asc(users.fullName));
  const openRows = await db
    .select({ wgId: cases.workgroupId, owner: cases.ownerUserId, n: count() })
    .from(cases)
    .where(and(inArray(cases.workgroupId, ids), ne(cases.status, 'Closed')))
    .groupBy(cases.workgroupId, cases.ownerUserId);
  return groups.map(({ wg, tenantName }) => {
    const open = openRows.filter((r) => r.wgId === wg.id);
    const members: AdminMember[] = memberRows
      .filter((r) => r.wgId === wg.id)
      .map(({ wgId: _wg, ...m }) => ({ ...m, open_count: open.find((o) => o.owner === m.user_id)?.n ?? 0 }));
    return {
      wrkgrp_id: wg.id,
      wrkgrp_name: wg.name,
      wrkgrp_type: wg.wrkgrpType as 'Case' | 'Lead',
      description: wg.description,
      email: wg.email ?? '',
      active: wg.active,
      tenant_id: wg.tenantId,
      tenant_name: tenantName,
      members,
      open_count: open.reduce((sum, r) => sum + r.n, 0),
      unassigned_count: open.find((r) => r.owner === null)?.n ?? 0,
    };
  });
}

export async function listAdminWorkgroups(db: Db, caller: Caller): Promise<AdminWorkgroup[]> {
  admin(caller);
  return describe(db, and(scoped(caller, workgroups.tenantId)));
}

export async function getAdminWorkgroup(db: Db, caller: Caller, input: unknown): Promise<AdminWorkgroup> {
  admin(caller);
  const { wrkgrp_id } = parseInput(wrkgrpIdInput, input);
  await scopedWorkgroup(db, caller, wrkgrp_id);
  const [one] = await describe(db, and(eq(workgroups.id, wrkgrp_id)));
  return one;
}

/** Create (with its first members) or update a workgroup; names are unique per tenant and type. */
export async function saveWorkgroup(
  ctx: DomainContext,
  caller: Caller,
  input: unknown,
): Promise<AdminWorkgroup> {
  admin(caller);
  const data = parseInput(workgroupSaveInput, input);
  const existing =
    data.wrkgrp_id === undefined ? null : await scopedWorkgroup(ctx.db, caller, data.wrkgrp_id);
  const tenantId = data.tenant_id ?? existing?.tenantId ?? caller.scope[0];
  if (tenantId === undefined || !caller.inScope(tenantId))
    throw new AppError('notFound', 'That tenant is not in your tenants');
  if (existing && existing.wrkgrpType !== data.wrkgrp_type) {
    const [open] = await ctx.db.select({ n: count() }).from(cases).where(eq(cases.workgroupId, existing.id));
    if (open.n > 0) throw new AppError('validation', 'A workgroup holding records cannot change its type');
  }
  const [clash] = await ctx.db
    .select({ id: workgroups.id })
    .from(workgroups)
    .where(
      and(
        inTenant(tenantId, workgroups.tenantId),
        eq(workgroups.wrkgrpType, data.wrkgrp_type),
        sql`lower(${workgroups.name}) = lower(${data.name})`,
        existing ? ne(workgroups.id, existing.id) : undefined,
      ),
    );
  if (clash)
    throw new AppError(
      'conflict',
      `A ${data.wrkgrp_type.toLowerCase()} workgroup named ${data.name} already exists`,
    );
  if (!existing) await requireEligible(ctx, tenantId, data.members);
  const values = {
    tenantId,
    name: data.name,
    wrkgrpType: data.wrkgrp_type,
    description: data.description,
    email: data.email || null,
    active: data.active,
  };
  const id = await ctx.db.transaction(async (tx) => {
    let wgId: number;
    if (existing) {
      await tx.update(workgroups).set(values).where(eq(workgroups.id, existing.id));
      wgId = existing.id;
    } else {
      [{ id: wgId }] = await tx.insert(workgroups).values(values).returning({ id: workgroups.id });
      const members = [...new Set(data.members)];
      if (members.length)
        await tx.insert(workgroupMembers).values(members.map((userId) => ({ workgroupId: wgId, userId })));
    }
    await audit(tx, {
      action: existing ? 'workgroup.update' : 'workgroup.create',
      entity: 'workgroup',
      entityId: wgId,
      userId: caller.userId,
      tenantId,
      detail: { name: data.name, wrkgrp_type: data.wrkgrp_type, active: data.active },
    });
    return wgId;
  });
  return getAdminWorkgroup(ctx.db, caller, { wrkgrp_id: id });
}

/** Only a workgroup that never held a record can go; otherwise it is made inactive instead. */
export async function removeWorkgroup(
  db: Db,
  caller: Caller,
  input: unknown,
): Promise<{ wrkgrp_id: number }> {
  admin(caller);
  const { wrkgrp_id } = parseInput(wrkgrpIdInput, input);
  const wg = await scopedWorkgroup(db, caller, wrkgrp_id);
  const [held] = await db.select({ n: count() }).from(cases).where(eq(cases.workgroupId, wg.id));
  if (held.n > 0)
    throw new AppError('validation', `${wg.name} holds ${held.n} records: make it inactive instead`);
  await db.transaction((tx) =>
    removeAudited(tx, workgroups, {
      id: wg.id,
      entity: 'workgroup',
      userId: caller.userId,
      tenantId: wg.tenantId,
      detail: { name: wg.name },
    }),
  );
  return { wrkgrp_id };
}
