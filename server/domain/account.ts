import { asc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { feedback, tenants, userProfiles, roles, users, userTenants } from '../db/schema';
import { AppError } from '../errors';
import { audit } from './audit';
import { hashPassword, rememberPassword } from './passwords';

const registeredRole = 'Agent';

/** PostgreSQL's unique_violation, whether thrown directly or wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error || (typeof e === 'object' && e !== null);) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

const alreadyRegistered = () =>
  new AppError('conflict', 'That username or email address is already registered');

/** Self-registration: an Agent profile with access to the first root tenant. */
export async function register(
  db: Db,
  input: { username: string; full_name: string; email: string; password: string },
): Promise<{ user_id: number; login_name: string }> {
  const email = input.email.toLowerCase();
  const taken = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.loginName, input.username), eq(users.email, email)))
    .limit(1);
  if (taken.length > 0) throw alreadyRegistered();
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ loginName: input.username, fullName: input.full_name, email, passwordHash })
        .returning({ id: users.id });
      await rememberPassword(tx, user.id, passwordHash);
      const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, registeredRole));
      if (role) await tx.insert(userProfiles).values({ userId: user.id, roleId: role.id, ordinal: 0 });
      const [root] = await tx
        .select({ id: tenants.id })
        .from(tenants)
        .where(isNull(tenants.parentId))
        .orderBy(asc(tenants.id))
        .limit(1);
      if (root) await tx.insert(userTenants).values({ userId: user.id, tenantId: root.id });
      await audit(tx, {
        action: 'register',
        entity: 'user',
        entityId: user.id,
        userId: user.id,
        tenantId: root?.id,
      });
      return { user_id: user.id, login_name: input.username };
    });
  } catch (error) {
    // Two registrations racing for the same name: the unique index decides, the caller sees the same answer.
    if (isUniqueViolation(error)) throw alreadyRegistered();
    throw error;
  }
}

export async function saveFeedback(
  db: Db,
  input: { name?: string; email: string; message: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(feedback)
      .values({ name: input.name || null, email: input.email, message: input.message })
      .returning({ id: feedback.id });
    await audit(tx, { action: 'feedback', entity: 'feedback', entityId: row.id });
  });
}
