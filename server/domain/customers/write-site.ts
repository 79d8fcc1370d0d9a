import { requireUniqueEmail } from './email-check';
import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Contact, Site } from '../../../src/contracts/customers/entities';
import type { contactSave, siteSave } from '../../../src/contracts/customers/requests';
import { permissionKeys } from '../../../src/contracts/permissions';
import { contacts, sites } from '../../db/schema';
import { AppError } from '../../errors';
import type { DomainContext } from '../context';
import { toContact, toSite } from './map';
import { getContact, getSite } from './read';
import { customerOfSave, underCustomer, type CustomerPart } from './save-under';
import { type Caller, found } from '../caller';
import { removeAudited, saveAudited } from '../save-audited';

const sitePart: CustomerPart = { get: getSite, label: 'Location', one: 'A location' };
const contactPart: CustomerPart = { get: getContact, label: 'Contact', one: 'A contact' };

export async function saveSite(
  ctx: DomainContext,
  a: Caller,
  body: z.output<typeof siteSave>,
): Promise<Site> {
  a.require(permissionKeys.addLocation);
  const employer = await customerOfSave(ctx, a, body, sitePart, { divisionId: body.division_id });
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
      values,
      ...underCustomer(employer, a),
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
    await removeAudited(tx, sites, {
      id,
      entity: 'site',
      userId: a.userId,
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
  const employer = await customerOfSave(ctx, a, body, contactPart, { siteId: body.site_id });
  await requireUniqueEmail(ctx.db, a.scope, body.email, { kind: 'contact', id: body.id });
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
      values,
      ...underCustomer(employer, a),
    });
    return toContact(row);
  });
}

/** Managing contacts is one permission (Add Contact); the spec names no separate remove key. */
export async function removeContact(ctx: DomainContext, a: Caller, id: number): Promise<null> {
  a.require(permissionKeys.addContact);
  const contact = found(await getContact(ctx.db, a.scope, id), 'Contact');
  await ctx.db.transaction((tx) =>
    removeAudited(tx, contacts, { id, entity: 'contact', userId: a.userId, tenantId: contact.tenant_id }),
  );
  return null;
}
