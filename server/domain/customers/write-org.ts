import { and, count, eq } from 'drizzle-orm';
import type { Division, Employer } from '../../../src/contracts/customers/entities';
import type { divisionSave, employerSave } from '../../../src/contracts/customers/requests';
import { permissionKeys } from '../../../src/contracts/permissions';
import type { z } from 'zod';
import { divisions, employees } from '../../db/schema';
import { employers } from '../../db/schema';
import { AppError } from '../../errors';
import { audit } from '../audit';
import type { DomainContext } from '../context';
import { guardWrite } from './db-errors';
import { toDivision, toEmployer } from './map';
import { getDivision, getEmployer } from './read';
import { type Caller, found } from '../caller';

const auditOf = (a: Caller, tenantId: number) => ({ userId: a.auth.userId, tenantId });

/** Creates (id -1) or updates an employer. A new one goes to the chosen tenant, which must be in scope. */
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
  };
  const unique = `A customer named "${fields.name}" already exists in this tenant`;
  if (id === -1) {
    const tenantId = tenant_id ?? a.tenantId;
    if (tenantId === null || !a.scope.includes(tenantId))
      throw new AppError('forbidden', 'You do not have access to that tenant');
    return guardWrite(
      () =>
        ctx.db.transaction(async (tx) => {
          const [row] = await tx
            .insert(employers)
            .values({ tenantId, ...values })
            .returning();
          await audit(tx, {
            action: 'employer.create',
            entity: 'employer',
            entityId: row.id,
            ...auditOf(a, tenantId),
          });
          return toEmployer(row);
        }),
      { unique },
    );
  }
  const current = found(await getEmployer(ctx.db, a.scope, id), 'Customer');
  return guardWrite(
    () =>
      ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .update(employers)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(employers.id, id))
          .returning();
        await audit(tx, {
          action: 'employer.update',
          entity: 'employer',
          entityId: id,
          ...auditOf(a, current.tenant_id),
          detail: { fields: changed(current, toEmployer(row)) },
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

export async function saveDivision(
  ctx: DomainContext,
  a: Caller,
  body: z.output<typeof divisionSave>,
): Promise<Division> {
  a.require(permissionKeys.addDivision);
  const employer = found(await getEmployer(ctx.db, a.scope, body.employer_id), 'Customer');
  const values = { name: body.name, code: body.code, description: body.description };
  const unique = `${employer.name} already has a division named "${body.name}"`;
  if (body.id !== -1) {
    const current = found(await getDivision(ctx.db, a.scope, body.id), 'Division');
    if (current.employer_id !== employer.id)
      throw new AppError('validation', 'A division cannot move to another customer');
  }
  return guardWrite(
    () =>
      ctx.db.transaction(async (tx) => {
        const [row] =
          body.id === -1
            ? await tx
                .insert(divisions)
                .values({ tenantId: employer.tenant_id, employerId: employer.id, ...values })
                .returning()
            : await tx
                .update(divisions)
                .set({ ...values, updatedAt: new Date() })
                .where(eq(divisions.id, body.id))
                .returning();
        await audit(tx, {
          action: body.id === -1 ? 'division.create' : 'division.update',
          entity: 'division',
          entityId: row.id,
          ...auditOf(a, employer.tenant_id),
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
      .where(and(eq(employees.divisionId, id), eq(employees.tenantId, division.tenant_id)));
    if (n > 0)
      throw new AppError(
        'conflict',
        `${division.name} still has ${n} employee${n === 1 ? '' : 's'}; move or remove them first`,
      );
    await tx.delete(divisions).where(eq(divisions.id, id));
    await audit(tx, {
      action: 'division.remove',
      entity: 'division',
      entityId: id,
      ...auditOf(a, division.tenant_id),
      detail: { name: division.name, employer_id: division.employer_id },
    });
  });
  return null;
}
