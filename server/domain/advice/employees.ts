import {
  type AdviceDependant,
  type EmployeeContact,
  type EmployeeFilters,
  type EmployeeFiltersFrontend,
  type EmployeeHit,
} from '../../../src/contracts/advice';
import type { Dependant, Employee, EmployeeDetail } from '../../../src/contracts/customers/entities';
import { AppError } from '../../errors';
import { adviceDropdowns } from './dropdowns';
import type { DomainContext } from '../context';
import { getEmployee, searchEmployees } from '../customers';
import type { TenantCaller } from '../caller';

export function ageOn(dateOfBirth: string, today: Date = new Date()): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number);
  let age = today.getFullYear() - y;
  if (today.getMonth() + 1 < m || (today.getMonth() + 1 === m && today.getDate() < d)) age -= 1;
  return age;
}

const hitOf = (e: Employee): EmployeeHit => ({
  employee_id: e.id,
  name: `${e.first_name} ${e.last_name}`,
  employee_number: e.employee_number,
  employer_name: e.employer_name,
  email: e.email,
});

export async function searchForAdvice(
  ctx: DomainContext,
  caller: TenantCaller,
  query: string,
  limit: number,
) {
  return (await searchEmployees(ctx.db, caller.scope, query, limit)).map(hitOf);
}

export async function employeeInScope(
  ctx: DomainContext,
  caller: TenantCaller,
  id: number,
): Promise<EmployeeDetail> {
  const employee = await getEmployee(ctx.db, caller.scope, id);
  // Another tenant's employee is answered as unknown: the caller learns nothing about it.
  if (!employee) throw new AppError('notFound', 'No such employee');
  return employee;
}

export function contactOf(e: EmployeeDetail): EmployeeContact {
  return {
    ...hitOf(e),
    mobile: e.mobile,
    work_phone: e.work_phone,
    date_of_birth: e.date_of_birth,
    age: ageOn(e.date_of_birth),
    gender: e.gender,
    job_title: e.job_title,
    monthly_salary: e.monthly_salary,
  };
}

/**
 * How a medical scheme counts a dependant: a child stays a child under 21, while a student under 27, or when
 * disabled; an older child pays the adult rate until 27 and cannot be a dependant after that.
 */
export function dependantOf(d: Dependant, today: Date = new Date()): AdviceDependant {
  const age = ageOn(d.date_of_birth, today);
  const base = {
    dependant_id: d.id,
    name: `${d.first_name} ${d.last_name}`,
    relationship: d.relationship,
    date_of_birth: d.date_of_birth,
    age,
  };
  if (d.relationship !== 'child')
    return {
      ...base,
      counted_as: 'adult',
      eligible: true,
      note: d.relationship === 'spouse' ? 'Spouse' : 'Adult dependant',
    };
  if (d.disabled)
    return { ...base, counted_as: 'child', eligible: true, note: 'Disabled child: a child at any age' };
  if (age < 21) return { ...base, counted_as: 'child', eligible: true, note: 'Child' };
  if (age < 27 && d.student)
    return { ...base, counted_as: 'child', eligible: true, note: 'Full-time student under 27' };
  if (age < 27)
    return { ...base, counted_as: 'adult', eligible: true, note: 'Child of 21 or older: adult rate' };
  return { ...base, counted_as: 'adult', eligible: false, note: 'Over 26: must join as a main member' };
}

export const dependantsOf = (e: EmployeeDetail): AdviceDependant[] => e.dependants.map((d) => dependantOf(d));

export function filtersOf(e: EmployeeDetail): EmployeeFilters {
  const family = dependantsOf(e).filter((d) => d.eligible);
  const adults = family.filter((d) => d.counted_as === 'adult').length;
  const children = family.filter((d) => d.counted_as === 'child').length;
  const salary = e.monthly_salary;
  // A starting point only: the adviser changes it in the needs analysis.
  const suggested =
    salary === null
      ? {}
      : salary >= 60000
        ? { hospital: 1 as const, coverage: '2.0' as const, day_to_day_extent: 2 as const }
        : salary >= 25000
          ? { hospital: 1 as const, coverage: '1.0' as const, day_to_day_extent: 1 as const }
          : { hospital: 2 as const, coverage: '1.0' as const, day_to_day_extent: 0 as const };
  return {
    employee_id: e.id,
    age: ageOn(e.date_of_birth),
    monthly_salary: salary,
    adult_dependent: adults,
    child_dependent: children,
    suggested: { ...suggested, adult_dependent: adults, child_dependent: children },
  };
}

/** The needs form's dropdowns keyed by their §3 ids, so the console needs no second call. */
export function frontendFiltersOf(e: EmployeeDetail): EmployeeFiltersFrontend {
  return { ...filtersOf(e), dropdowns: adviceDropdowns() };
}
