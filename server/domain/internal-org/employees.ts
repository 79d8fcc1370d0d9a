import { and, asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  InternalEmployee,
  InternalEmployeeDetail,
  StaffUser,
} from '../../../src/contracts/internal-org/entities';
import type { internalEmployeeSave } from '../../../src/contracts/internal-org/requests';
import { permissionKeys } from '../../../src/contracts/permissions';
import type { Db } from '../../db/client';
import {
  departments,
  internalEmployees,
  roles,
  tenants,
  userProfiles,
  users,
  workgroupMembers,
  workgroups,
} from '../../db/schema';
import { AppError } from '../../errors';
import { audit } from '../audit';
import type { DomainContext } from '../context';
import { guardWrite } from '../customers/db-errors';
import { inScope, type TenantScope } from '../customers/read';
import { tenantAccess } from '../tenant';
import { getDepartment } from './departments';
import { type Caller, found } from '../caller';

async function select(db: Db, where: SQL | undefined): Promise<InternalEmployee[]> {
  const rows = await db
    .select({
      e: internalEmployees,
      tenantName: tenants.name,
      fullName: users.fullName,
      loginName: users.loginName,
      email: users.email,
      departmentName: departments.name,
    })
    .from(internalEmployees)
    .innerJoin(users, eq(users.id, internalEmployees.userId))
    .innerJoin(tenants, eq(tenants.id, internalEmployees.tenantId))
    .leftJoin(departments, eq(departments.id, internalEmployees.departmentId))
    .where(where)
    .orderBy(asc(users.fullName));
  const roleRows = rows.length
    ? await db
        .select({ userId: userProfiles.userId, name: roles.name, ordinal: userProfiles.ordinal })
        .from(userProfiles)
        .innerJoin(roles, eq(roles.id, userProfiles.roleId))
        .where(
          inArray(
            userProfiles.userId,
            rows.map((r) => r.e.userId),
          ),
        )
        .orderBy(asc(userProfiles.ordinal))
    : [];
  return rows.map(({ e, ...r }) => ({
    id: e.id,
    tenant_id: e.tenantId,
    tenant_name: r.tenantName,
    user_id: e.userId,
    full_name: r.fullName,
    login_name: r.loginName,
    email: r.email,
    department_id: e.departmentId,
    department_name: r.departmentName ?? '',
    employee_number: e.employeeNumber,
    job_title: e.jobTitle,
    phone: e.phone,
    start_date: e.startDate,
    status: e.status as InternalEmployee['status'],
    roles: roleRows.filter((p) => p.userId === e.userId).map((p) => p.name),
  }));
}

export function listInternalEmployees(
  db: Db,
  scope: TenantScope,
  filter: { department_id?: number; query?: string },
): Promise<InternalEmployee[]> {
  const q = filter.query ? `%${filter.query.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null;
  return select(
    db,
    and(
      inScope(internalEmployees.tenantId, scope),
      filter.department_id ? eq(internalEmployees.departmentId, filter.department_id) : undefined,
      q
        ? or(
            ilike(users.fullName, q),
            ilike(internalEmployees.employeeNumber, q),
            ilike(internalEmployees.jobTitle, q),
          )
        : undefined,
    ),
  );
}

export async function getInternalEmployee(
  db: Db,
  scope: TenantScope,
  id: number,
): Promise<InternalEmployeeDetail | null> {
  const [row] = await select(
    db,
    and(eq(internalEmployees.id, id), inScope(internalEmployees.tenantId, scope)),
  );
  if (!row) return null;
  const [groups, profiles] = await Promise.all([
    db
      .select({
        id: workgroups.id,
        name: workgroups.name,
        type: workgroups.wrkgrpType,
        tenant_name: tenants.name,
      })
      .from(workgroupMembers)
      .innerJoin(workgroups, eq(workgroups.id, workgroupMembers.workgroupId))
      .innerJoin(tenants, eq(tenants.id, workgroups.tenantId))
      .where(and(eq(workgroupMembers.userId, row.user_id), inScope(workgroups.tenantId, scope)))
      .orderBy(asc(workgroups.name)),
    db
      .select({ role_id: roles.id, role_name: roles.name })
      .from(userProfiles)
      .innerJoin(roles, eq(roles.id, userProfiles.roleId))
      .where(eq(userProfiles.userId, row.user_id))
      .orderBy(asc(userProfiles.ordinal)),
  ]);
  return { ...row, workgroups: groups, profiles };
}

/** Staff users who may work in the caller's selected organisation (they have access to it), for the picker. */
export async function staffUsers(ctx: DomainContext, a: Caller): Promise<StaffUser[]> {
  const rows = await ctx.db
    .select({ id: users.id, full_name: users.fullName, login_name: users.loginName })
    .from(users)
    .where(eq(users.disabled, false))
    .orderBy(asc(users.fullName));
  const placed = await ctx.db
    .select({ userId: internalEmployees.userId })
    .from(internalEmployees)
    .where(inScope(internalEmployees.tenantId, a.scope));
  const employed = new Set(placed.map((p) => p.userId));
  const out: StaffUser[] = [];
  for (const u of rows) {
    const access = await tenantAccess(ctx, u.id);
    if (access.ids.some((t) => a.inScope(t))) out.push({ ...u, employed: employed.has(u.id) });
  }
  return out;
}

/** Places a staff user in an organisation (id -1) or changes the placement: department, number, title, status. */
export async function saveInternalEmployee(
  ctx: DomainContext,
  a: Caller,
  body: z.output<typeof internalEmployeeSave>,
): Promise<InternalEmployeeDetail> {
  a.require(permissionKeys.internalEmployeeEdit);
  const current =
    body.id === -1 ? null : found(await getInternalEmployee(ctx.db, a.scope, body.id), 'Employee');
  const department = body.department_id
    ? found(await getDepartment(ctx.db, a.scope, body.department_id), 'Department')
    : null;
  const tenantId = current?.tenant_id ?? department?.tenant_id ?? body.tenant_id ?? a.tenantId;
  if (tenantId === null || !a.inScope(tenantId))
    throw new AppError('forbidden', 'You do not have access to that organisation');
  if (department && department.tenant_id !== tenantId)
    throw new AppError('validation', 'department_id: Choose a department of the employee’s organisation');
  if (current && current.user_id !== body.user_id)
    throw new AppError('validation', 'user_id: The staff user of an employee cannot change');
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, body.user_id));
  const access = user ? await tenantAccess(ctx, user.id) : null;
  if (!access?.ids.includes(tenantId))
    throw new AppError('validation', 'user_id: That staff user has no access to this organisation');
  const values = {
    departmentId: department?.id ?? null,
    employeeNumber: body.employee_number,
    jobTitle: body.job_title,
    phone: body.phone,
    startDate: body.start_date,
    status: body.status,
  };
  const id = await guardWrite(
    () =>
      ctx.db.transaction(async (tx) => {
        const [row] = current
          ? await tx
              .update(internalEmployees)
              .set({ ...values, updatedAt: new Date() })
              .where(eq(internalEmployees.id, current.id))
              .returning({ id: internalEmployees.id })
          : await tx
              .insert(internalEmployees)
              .values({ tenantId, userId: body.user_id, ...values })
              .returning({ id: internalEmployees.id });
        await audit(tx, {
          action: current ? 'internal_employee.update' : 'internal_employee.create',
          entity: 'internal_employee',
          entityId: row.id,
          userId: a.auth.userId,
          tenantId,
        });
        return row.id;
      }),
    {
      unique:
        'employee_number: That staff user or employee number is already an employee of this organisation',
    },
  );
  return found(await getInternalEmployee(ctx.db, a.scope, id), 'Employee');
}
