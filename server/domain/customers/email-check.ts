import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { EmailOwnerKind } from '../../../src/contracts/email-check';
import { customRuleMessages } from '../../../src/contracts/custom-field-rules';
import type { Db } from '../../db/client';
import { contacts, employees, users, userTenants } from '../../db/schema';
import { AppError } from '../../errors';
import { inTenants } from '../scope-sql';
import type { TenantScope } from './read';

const sameEmail = (column: AnyPgColumn, email: string): SQL => sql`lower(${column}) = ${email.toLowerCase()}`;
const notSelf = (column: AnyPgColumn, own: boolean, id: number | undefined): SQL | undefined =>
  own && id !== undefined && id > 0 ? ne(column, id) : undefined;

/**
 * uniqueEmail: is the address used by a user, contact or employee of the caller's tenants? Only the scope is
 * searched, so the answer says nothing about other tenants' people; the record being edited does not count.
 */
export async function emailInUse(
  db: Db,
  scope: TenantScope,
  email: string,
  except: { kind?: EmailOwnerKind; id?: number } = {},
): Promise<boolean> {
  const value = email.trim();
  if (value === '') return false;
  const [contact] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        inTenants(scope, contacts.tenantId),
        sameEmail(contacts.email, value),
        notSelf(contacts.id, except.kind === 'contact', except.id),
      ),
    )
    .limit(1);
  if (contact) return true;
  const [employee] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        inTenants(scope, employees.tenantId),
        sameEmail(employees.email, value),
        notSelf(employees.id, except.kind === 'employee', except.id),
      ),
    )
    .limit(1);
  if (employee) return true;
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userTenants, eq(userTenants.userId, users.id))
    .where(
      and(
        inTenants(scope, userTenants.tenantId),
        sameEmail(users.email, value),
        notSelf(users.id, except.kind === 'user', except.id),
      ),
    )
    .limit(1);
  return user !== undefined;
}

/** The same rule at save time, so two forms racing past the check cannot both keep the address. */
export async function requireUniqueEmail(
  db: Db,
  scope: TenantScope,
  email: string,
  except: { kind: EmailOwnerKind; id: number },
): Promise<void> {
  if (await emailInUse(db, scope, email, except))
    throw new AppError('validation', `email: ${customRuleMessages.uniqueEmail}`, {
      data: { issues: [{ path: 'email', message: customRuleMessages.uniqueEmail }] },
    });
}
