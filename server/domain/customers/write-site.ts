import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Contact, Site } from '../../../src/contracts/customers/entities';
import type { contactSave, siteSave } from '../../../src/contracts/customers/requests';
import { permissionKeys } from '../../../src/contracts/permissions';
import { contacts, sites } from '../../db/schema';
import { AppError } from '../../errors';
import { audit } from '../audit';
import type { DomainContext } from '../context';
import { toContact, toSite } from './map';
import { getContact, getDivision, getEmployer, getSite } from './read';
import { type Caller, found } from '../caller';
import { saveAudited } from '../save-audited';

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

export async function saveSite(
  ctx: DomainContext,
  a: Caller,
  body: z.output<typeof siteSave>,
): Promise<Site> {
  a.require(permissionKeys.addLocation);
  const employer = found(await getEmployer(ctx.db, a.scope, body.employer_id), 'Customer');
  await checkOwnRefs(ctx, a, employer.id, { divisionId: body.division_id });
  if (body.id !== -1) {
    const current = found(await getSite(ctx.db, a.scope, body.id), 'Location');
    if (current.employer_id !== employer.id)
      throw new AppError('validation', 'A location cannot move to another customer');
  }
  const values = {
    divisionId: body.division_id,
    name: body.name,
    street: body.street,
    suburb: body.suburb,
    city: body.city,
    province: body.province,
    postalCode: body.postal_code,
    phone: body.phone,
  };
  return ctx.db.transaction(async (tx) => {
    const row = await saveAudited(tx, sites, {
      id: body.id,
      entity: 'site',
      owner: { tenantId: employer.tenant_id, employerId: employer.id },
      values,
      userId: a.userId,
      tenantId: employer.tenant_id,
    });
    return toSite(row);
  });
}

/** A location with contacts is kept, like a division with employees. */
export async function removeSite(ctx: DomainContext, a: Caller, id: number): Promise<null> {
  a.require(permissionKeys.removeLocation);
  const site = found(await getSite(ctx.db, a.scope, id), 'Location');
  await ctx.db.transaction(async (tx) => {
    const [{ n }] = await tx
      .select({ n: count() })
      .from(contacts)
      .where(and(eq(contacts.siteId, id)));
    if (n > 0)
      throw new AppError(
        'conflict',
        `${site.name} still has ${n} contact${n === 1 ? '' : 's'}; move or remove them first`,
      );
    await tx.delete(sites).where(eq(sites.id, id));
    await audit(tx, {
      action: 'site.remove',
      entity: 'site',
      entityId: id,
      userId: a.auth.userId,
      tenantId: site.tenant_id,
      detail: { name: site.name, employer_id: site.employer_id },
    });
  });
  return null;
}

export async function saveContact(
  ctx: DomainContext,
  a: Caller,
  body: z.output<typeof contactSave>,
): Promise<Contact> {
  a.require(permissionKeys.addContact);
  const employer = found(await getEmployer(ctx.db, a.scope, body.employer_id), 'Customer');
  await checkOwnRefs(ctx, a, employer.id, { siteId: body.site_id });
  if (body.id !== -1) {
    const current = found(await getContact(ctx.db, a.scope, body.id), 'Contact');
    if (current.employer_id !== employer.id)
      throw new AppError('validation', 'A contact cannot move to another customer');
  }
  const values = {
    siteId: body.site_id,
    firstName: body.first_name,
    lastName: body.last_name,
    jobTitle: body.job_title,
    email: body.email,
    phone: body.phone,
    mobile: body.mobile,
    isPrimary: body.is_primary,
  };
  return ctx.db.transaction(async (tx) => {
    // One primary contact per customer: marking this one moves the flag.
    if (body.is_primary)
      await tx.update(contacts).set({ isPrimary: false }).where(eq(contacts.employerId, employer.id));
    const row = await saveAudited(tx, contacts, {
      id: body.id,
      entity: 'contact',
      owner: { tenantId: employer.tenant_id, employerId: employer.id },
      values,
      userId: a.userId,
      tenantId: employer.tenant_id,
    });
    return toContact(row);
  });
}

/** Managing contacts is one permission (Add Contact); the spec names no separate remove key. */
export async function removeContact(ctx: DomainContext, a: Caller, id: number): Promise<null> {
  a.require(permissionKeys.addContact);
  const contact = found(await getContact(ctx.db, a.scope, id), 'Contact');
  await ctx.db.transaction(async (tx) => {
    await tx.delete(contacts).where(eq(contacts.id, id));
    await audit(tx, {
      action: 'contact.remove',
      entity: 'contact',
      entityId: id,
      userId: a.auth.userId,
      tenantId: contact.tenant_id,
    });
  });
  return null;
}
