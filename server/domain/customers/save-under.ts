import type { Employer } from '../../../src/contracts/customers/entities';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { DomainContext } from '../context';
import { type Caller, found } from '../caller';
import { getDivision, getEmployer, getSite, type TenantScope } from './read';

/** A kind of record that belongs to one customer: how to read it in scope and how to name it in a message. */
export type CustomerPart = {
  get: (db: Db, scope: TenantScope, id: number) => Promise<{ employer_id: number } | null>;
  /** As "not found" names it: Location. */
  label: string;
  /** As a sentence starts with it: A location. */
  one: string;
};

/** A referenced division or site must belong to the same customer (and so to the caller's scope). */
export async function checkOwnRefs(
  ctx: DomainContext,
  a: Caller,
  employerId: number,
  refs: { divisionId?: number | null; siteId?: number | null },
): Promise<void> {
  if (refs.divisionId != null) {
    const d = await getDivision(ctx.db, a.scope, refs.divisionId);
    if (!d || d.employer_id !== employerId)
      throw new AppError('validation', 'That division does not belong to this customer');
  }
  if (refs.siteId != null) {
    const s = await getSite(ctx.db, a.scope, refs.siteId);
    if (!s || s.employer_id !== employerId)
      throw new AppError('validation', 'That location does not belong to this customer');
  }
}

/**
 * The customer a record is saved under, read in the caller's scope, with the record's references checked.
 * An existing record must already belong to that customer: a save never moves it to another one.
 */
export async function customerOfSave(
  ctx: DomainContext,
  a: Caller,
  body: { id: number; employer_id: number },
  part: CustomerPart,
  refs: { divisionId?: number | null; siteId?: number | null } = {},
): Promise<Employer> {
  const employer = found(await getEmployer(ctx.db, a.scope, body.employer_id), 'Customer');
  await checkOwnRefs(ctx, a, employer.id, refs);
  if (body.id !== -1) {
    const current = found(await part.get(ctx.db, a.scope, body.id), part.label);
    if (current.employer_id !== employer.id)
      throw new AppError('validation', `${part.one} cannot move to another customer`);
  }
  return employer;
}

/** The part of a `saveAudited` that says whose record it is: the customer's tenant, and the caller for the trail. */
export const underCustomer = (employer: Employer, a: Caller) => ({
  owner: { tenantId: employer.tenant_id, employerId: employer.id },
  userId: a.userId,
  tenantId: employer.tenant_id,
});
