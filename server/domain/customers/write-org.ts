import { and, count, eq } from 'drizzle-orm';
import type { Division, Employer } from '../../../src/contracts/customers/entities';
import type { divisionSave, employerSave } from '../../../src/contracts/customers/requests';
import { permissionKeys } from '../../../src/contracts/permissions';
import type { z } from 'zod';
import { divisions, employees, employers } from '../../db/schema';
import { AppError } from '../../errors';
import type { DomainContext } from '../context';
import { guardWrite } from './db-errors';
import { toDivision, toEmployer } from './map';
import { getDivision, getEmployer } from './read';
import { type Caller, found, inTenant } from '../caller';
import { removeAudited, saveAudited } from '../save-audited';
import { customerOfSave, underCustomer, type CustomerPart } from './save-under';

/** Creates (id -1) or updates an employer. A new one goes to the chosen tenant, which must be in scope; an update stays. */
export async function saveEmployer(
  ctx: DomainContext,
  a: Caller,
  body: z.output<typeof employerSave>,
): Promise<Employer> {
  a.require(permissionKeys.addOrganisation);
  const { id, tenant_id, ...fields } = body;
  const values = {
    name: fields.name,
    tradingName: fields.trading_name,
    registrationNumber: fields.registration_number,
    vatNumber: fields.vat_number,
    industry: fields.industry,
    email: fields.email,
    phone: fields.phone,
    street: fields.street,
    suburb: fields.suburb,
    city: fields.city,
    province: fields.province,
    postalCode: fields.postal_code,
    status: fields.status,
    clientSince: fields.client_since,
  };
  const unique = `A customer named "${fields.name}" already exists in this tenant`;
  const current = id === -1 ? null : found(await getEmployer(ctx.db, a.scope, id), 'Customer');
  const tenantId = current?.tenant_id ?? tenant_id ?? a.tenantId;
  if (tenantId === null || !a.inScope(tenantId))
    throw new AppError('forbidden', 'You do not have access to that tenant');
  return guardWrite(
    () =>
      ctx.db.transaction(async (tx) => {
        const row = await saveAudited(tx, employers, {
          id,
          entity: 'employer',
          owner: { tenantId },
          values,
          userId: a.userId,
          tenantId,
          detail: current ? (saved) => ({ fields: changed(current, toEmployer(saved)) }) : undefined,
        });
        return toEmployer(row);
      }),
    { unique },
  );
}

/** The names of the fields an update changed (for the audit trail, without their values). */
export function changed<T extends Record<string, unknown>>(before: T, after: T): string[] {
  return Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
}

const divisionPart: CustomerPart = { get: getDivision, label: 'Division', one: 'A division' };

export async function saveDivision(
  ctx: DomainContext,
  a: Caller,
  body: z.output<typeof divisionSave>,
): Promise<Division> {
  a.require(permissionKeys.addDivision);
  const employer = await customerOfSave(ctx, a, body, divisionPart);
  const values = { name: body.name, code: body.code, description: body.description };
  const unique = `${employer.name} already has a division named "${body.name}"`;
  return guardWrite(
    () =>
      ctx.db.transaction(async (tx) => {
        const row = await saveAudited(tx, divisions, {
          id: body.id,
          entity: 'division',
          values,
          ...underCustomer(employer, a),
        });
        return toDivision(row);
      }),
    { unique },
  );
}

/** A division with employees is kept: removing it would silently move people out of it. */
export async function removeDivision(ctx: DomainContext, a: Caller, id: number): Promise<null> {
  a.require(permissionKeys.removeDivision);
  const division = found(await getDivision(ctx.db, a.scope, id), 'Division');
  await ctx.db.transaction(async (tx) => {
    const [{ n }] = await tx
      .select({ n: count() })
      .from(employees)
      .where(and(eq(employees.divisionId, id), inTenant(division.tenant_id, employees.tenantId)));
    if (n > 0)
      throw new AppError(
        'conflict',
        `${division.name} still has ${n} employee${n === 1 ? '' : 's'}; move or remove them first`,
      );
    await removeAudited(tx, divisions, {
      id,
      entity: 'division',
      userId: a.userId,
      tenantId: division.tenant_id,
      detail: { name: division.name, employer_id: division.employer_id },
    });
  });
  return null;
}
