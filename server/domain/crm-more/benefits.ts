import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { benefitsSave, EmployeeBenefits, EmployeeBenefitsData } from '../../../src/contracts/crm-more';
import { permissionKeys } from '../../../src/contracts/permissions';
import { employeeBenefits } from '../../db/schema';
import { audit } from '../audit';
import type { DomainContext } from '../context';
import { getEmployee } from '../customers/read';
import { type Caller, found } from '../caller';

export async function getBenefits(
  ctx: DomainContext,
  a: Caller,
  employeeId: number,
): Promise<EmployeeBenefits> {
  a.require(permissionKeys.customersView);
  const employee = found(await getEmployee(ctx.db, a.scope, employeeId), 'Employee');
  const [row] = await ctx.db
    .select()
    .from(employeeBenefits)
    .where(eq(employeeBenefits.employeeId, employee.id));
  return {
    employee_id: employee.id,
    benefits: row ? (row.data as EmployeeBenefitsData) : null,
    update_datetime: row ? row.updatedAt.toISOString() : null,
  };
}

/** Add Employee Benefits (4__4011) when the employee has none, Update Employee Benefits (4__4012) otherwise. */
export async function saveBenefits(
  ctx: DomainContext,
  a: Caller,
  body: z.output<typeof benefitsSave>,
): Promise<EmployeeBenefits> {
  const employee = found(await getEmployee(ctx.db, a.scope, body.employee_id), 'Employee');
  const [existing] = await ctx.db
    .select({ id: employeeBenefits.employeeId })
    .from(employeeBenefits)
    .where(eq(employeeBenefits.employeeId, employee.id));
  a.require(existing ? permissionKeys.updateEmployeeBenefits : permissionKeys.addEmployeeBenefits);
  await ctx.db.transaction(async (tx) => {
    if (existing)
      await tx
        .update(employeeBenefits)
        .set({ data: body.benefits, updatedBy: a.auth.userId, updatedAt: new Date() })
        .where(eq(employeeBenefits.employeeId, employee.id));
    else
      await tx.insert(employeeBenefits).values({
        employeeId: employee.id,
        tenantId: employee.tenant_id,
        data: body.benefits,
        updatedBy: a.auth.userId,
      });
    await audit(tx, {
      action: existing ? 'employee_benefits.update' : 'employee_benefits.create',
      entity: 'employee',
      entityId: employee.id,
      userId: a.auth.userId,
      tenantId: employee.tenant_id,
    });
  });
  return getBenefits(ctx, a, employee.id);
}
