import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Department } from '../../../src/contracts/internal-org/entities';
import type { departmentSave } from '../../../src/contracts/internal-org/requests';
import { permissionKeys } from '../../../src/contracts/permissions';
import type { Db } from '../../db/client';
import { departments, internalEmployees, tenants } from '../../db/schema';
import { AppError } from '../../errors';
import { audit } from '../audit';
import type { DomainContext } from '../context';
import { guardWrite } from '../customers/db-errors';
import { inScope, type TenantScope } from '../customers/read';
import { type Caller, found, inTenant } from '../caller';
import { removeAudited } from '../save-audited';

const select = (db: Db) =>
  db
    .select({
      id: departments.id,
      tenant_id: departments.tenantId,
      tenant_name: tenants.name,
      parent_id: departments.parentId,
      name: departments.name,
      code: departments.code,
      description: departments.description,
    })
    .from(departments)
    .innerJoin(tenants, eq(tenants.id, departments.tenantId));

async function withCounts(db: Db, rows: Omit<Department, 'employees'>[]): Promise<Department[]> {
  if (!rows.length) return [];
  const counts = await db
    .select({ id: internalEmployees.departmentId, n: count() })
    .from(internalEmployees)
    .where(
      inArray(
        internalEmployees.departmentId,
        rows.map((r) => r.id),
      ),
    )
    .groupBy(internalEmployees.departmentId);
  const byId = new Map(counts.map((c) => [c.id, c.n]));
  return rows.map((r) => ({ ...r, employees: byId.get(r.id) ?? 0 }));
}

export async function listDepartments(db: Db, scope: TenantScope): Promise<Department[]> {
  const rows = await select(db)
    .where(inScope(departments.tenantId, scope))
    .orderBy(asc(tenants.name), asc(departments.name));
  return withCounts(db, rows);
}

export async function getDepartment(db: Db, scope: TenantScope, id: number): Promise<Department | null> {
  const rows = await select(db).where(and(eq(departments.id, id), inScope(departments.tenantId, scope)));
  return (await withCounts(db, rows))[0] ?? null;
}

/** Ids of the department and every department below it. */
async function subtree(db: Db, tenantId: number, id: number): Promise<number[]> {
  const rows = await db
    .select({ id: departments.id, parentId: departments.parentId })
    .from(departments)
    .where(inTenant(tenantId, departments.tenantId));
  const out = [id];
  for (let i = 0; i < out.length; i += 1) for (const r of rows) if (r.parentId === out[i]) out.push(r.id);
  return out;
}

/** Creates (id -1) or renames / re-parents a department inside one organisation (Add Department, spec §6). */
export async function saveDepartment(
  ctx: DomainContext,
  a: Caller,
  body: z.output<typeof departmentSave>,
): Promise<Department> {
  a.require(permissionKeys.addDepartment);
  const parent = body.parent_id
    ? found(await getDepartment(ctx.db, a.scope, body.parent_id), 'Department')
    : null;
  const current = body.id === -1 ? null : found(await getDepartment(ctx.db, a.scope, body.id), 'Department');
  const tenantId = current?.tenant_id ?? parent?.tenant_id ?? body.tenant_id ?? a.tenantId;
  if (tenantId === null || !a.inScope(tenantId))
    throw new AppError('forbidden', 'You do not have access to that organisation');
  if (parent && parent.tenant_id !== tenantId)
    throw new AppError(
      'validation',
      'parent_id: A department can only sit under a department of its organisation',
    );
  if (current && parent && (await subtree(ctx.db, tenantId, current.id)).includes(parent.id))
    throw new AppError('validation', 'parent_id: A department cannot sit under itself or one of its own');
  const values = {
    parentId: parent?.id ?? null,
    name: body.name,
    code: body.code,
    description: body.description,
  };
  const id = await guardWrite(
    () =>
      ctx.db.transaction(async (tx) => {
        const [row] = current
          ? await tx
              .update(departments)
              .set({ ...values, updatedAt: new Date() })
              .where(eq(departments.id, current.id))
              .returning({ id: departments.id })
          : await tx
              .insert(departments)
              .values({ tenantId, ...values })
              .returning({ id: departments.id });
        await audit(tx, {
          action: current ? 'department.update' : 'department.create',
          entity: 'department',
          entityId: row.id,
          userId: a.auth.userId,
          tenantId,
        });
        return row.id;
      }),
    { unique: `name: This organisation already has a department named "${body.name}"` },
  );
  return found(await getDepartment(ctx.db, a.scope, id), 'Department');
}

/** Remove Department (spec §6): with its sub-departments, but only when nobody works in any of them. */
export async function removeDepartment(ctx: DomainContext, a: Caller, id: number): Promise<null> {
  a.require(permissionKeys.removeDepartment);
  const current = found(await getDepartment(ctx.db, a.scope, id), 'Department');
  const ids = await subtree(ctx.db, current.tenant_id, id);
  const [{ n }] = await ctx.db
    .select({ n: count() })
    .from(internalEmployees)
    .where(inArray(internalEmployees.departmentId, ids));
  if (n > 0)
    throw new AppError(
      'conflict',
      `${current.name} still has ${n} employee${n === 1 ? '' : 's'}: move them to another department first`,
    );
  await ctx.db.transaction((tx) =>
    removeAudited(tx, departments, {
      id,
      entity: 'department',
      userId: a.userId,
      tenantId: current.tenant_id,
      detail: { name: current.name, removed: ids.length },
    }),
  );
  return null;
}
