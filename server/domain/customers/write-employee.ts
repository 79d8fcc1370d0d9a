import { requireUniqueEmail } from './email-check';
import { and, eq } from 'drizzle-orm';
import { customRuleMessages, isNotBeforeOrgStart } from '../../../src/contracts/custom-field-rules';
import type { z } from 'zod';
import type { Dependant, EmployeeDetail } from '../../../src/contracts/customers/entities';
import type { dependantSave, employeeSave } from '../../../src/contracts/customers/requests';
import { parseSaId } from '../../../src/contracts/customers/sa-id';
import { permissionKeys } from '../../../src/contracts/permissions';
import { dependants, employees } from '../../db/schema';
import { AppError } from '../../errors';
import type { DomainContext } from '../context';
import { guardWrite } from './db-errors';
import { toDependant } from './map';
import { getEmployee } from './read';
import { customerOfSave, underCustomer, type CustomerPart } from './save-under';
import { type Caller, found, scoped } from '../caller';
import { removeAudited, saveAudited } from '../save-audited';

/** The ID number was checked by the contract; this derives what it fixes (date of birth, gender). */
function identity(idNumber: string) {
  const parts = parseSaId(idNumber);
  if (!parts) throw new AppError('validation', 'Enter a valid 13-digit South African ID number');
  return parts;
}

const employeePart: CustomerPart = { get: getEmployee, label: 'Employee', one: 'An employee' };

/** New (id -1) needs Add Employee; a change needs Update Employee. The employer never changes. */
export async function saveEmployee(
  ctx: DomainContext,
  a: Caller,
  body: z.output<typeof employeeSave>,
): Promise<EmployeeDetail> {
  a.require(body.id === -1 ? permissionKeys.addEmployee : permissionKeys.updateEmployee);
  const employer = await customerOfSave(ctx, a, body, employeePart, {
    divisionId: body.division_id,
    siteId: body.site_id,
  });
  await requireUniqueEmail(ctx.db, a.scope, body.email, { kind: 'employee', id: body.id });
  const { dateOfBirth, gender } = identity(body.id_number);
  if (body.start_date && body.start_date <= dateOfBirth)
    throw new AppError('validation', 'start_date: The start date must be after the date of birth', {
      data: { issues: [{ path: 'start_date', message: 'The start date must be after the date of birth' }] },
    });
  if (!isNotBeforeOrgStart(body.start_date, employer.client_since)) {
    const message = customRuleMessages.startDateOrg(employer.client_since ?? '');
    throw new AppError('validation', `start_date: ${message}`, {
      data: { issues: [{ path: 'start_date', message }] },
    });
  }
  const values = {
    divisionId: body.division_id,
    siteId: body.site_id,
    employeeNumber: body.employee_number,
    firstName: body.first_name,
    lastName: body.last_name,
    idNumber: body.id_number,
    dateOfBirth,
    gender,
    jobTitle: body.job_title,
    jobGrade: body.job_grade,
    monthlySalary: body.monthly_salary,
    maritalStatus: body.marital_status,
    email: body.email,
    mobile: body.mobile,
    workPhone: body.work_phone,
    startDate: body.start_date,
    status: body.status,
  };
  const id = await guardWrite(
    () =>
      ctx.db.transaction(async (tx) => {
        const row = await saveAudited(tx, employees, {
          id: body.id,
          entity: 'employee',
          values,
          ...underCustomer(employer, a),
        });
        return row.id;
      }),
    {
      unique: `An employee with this ID number or employee number already exists`,
    },
  );
  return found(await getEmployee(ctx.db, a.scope, id), 'Employee');
}

export async function removeEmployee(ctx: DomainContext, a: Caller, id: number): Promise<null> {
  a.require(permissionKeys.removeEmployee);
  const employee = found(await getEmployee(ctx.db, a.scope, id), 'Employee');
  await guardWrite(
    () =>
      ctx.db.transaction(async (tx) => {
        await removeAudited(tx, employees, {
          id,
          entity: 'employee',
          userId: a.userId,
          tenantId: employee.tenant_id,
          detail: { employee_number: employee.employee_number, employer_id: employee.employer_id },
        });
      }),
    { inUse: 'This employee has cases, advice or benefits on record and cannot be removed' },
  );
  return null;
}

/** Dependants are part of the employee's record: changing them needs Update Employee. */
export async function saveDependant(
  ctx: DomainContext,
  a: Caller,
  body: z.output<typeof dependantSave>,
): Promise<Dependant> {
  a.require(permissionKeys.updateEmployee);
  const employee = found(await getEmployee(ctx.db, a.scope, body.employee_id), 'Employee');
  let { date_of_birth: dateOfBirth, gender } = body;
  if (body.id_number) ({ dateOfBirth, gender } = identity(body.id_number));
  if (dateOfBirth > new Date().toISOString().slice(0, 10))
    throw new AppError('validation', 'date_of_birth: The date of birth cannot be in the future', {
      data: { issues: [{ path: 'date_of_birth', message: 'The date of birth cannot be in the future' }] },
    });
  if (
    body.relationship === 'spouse' &&
    employee.dependants.some((d) => d.relationship === 'spouse' && d.id !== body.id)
  )
    throw new AppError(
      'conflict',
      `${employee.first_name} ${employee.last_name} already has a spouse on record`,
    );
  if (body.id !== -1 && !employee.dependants.some((d) => d.id === body.id))
    throw new AppError('notFound', 'Dependant not found');
  const values = {
    firstName: body.first_name,
    lastName: body.last_name,
    relationship: body.relationship,
    idNumber: body.id_number,
    dateOfBirth,
    gender,
    student: body.student,
    disabled: body.disabled,
  };
  return ctx.db.transaction(async (tx) => {
    const row = await saveAudited(tx, dependants, {
      id: body.id,
      entity: 'dependant',
      owner: { tenantId: employee.tenant_id, employeeId: employee.id },
      values,
      userId: a.userId,
      tenantId: employee.tenant_id,
      where: eq(dependants.employeeId, employee.id),
    });
    return toDependant(row);
  });
}

export async function removeDependant(ctx: DomainContext, a: Caller, id: number): Promise<null> {
  a.require(permissionKeys.updateEmployee);
  const [row] = await ctx.db
    .select()
    .from(dependants)
    .where(and(eq(dependants.id, id), scoped(a, dependants.tenantId)));
  if (!row) throw new AppError('notFound', 'Dependant not found');
  await ctx.db.transaction((tx) =>
    removeAudited(tx, dependants, { id, entity: 'dependant', userId: a.userId, tenantId: row.tenantId }),
  );
  return null;
}
