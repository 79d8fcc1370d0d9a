import { eq, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { feedback, users } from '../db/schema';
import { AppError } from '../errors';
import { audit } from './audit';
import { hashPassword, rememberPassword } from './passwords';

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

/**
 * Self-registration creates the account only: no profile and no tenant. Anyone can reach /register, so granting
 * access here would open every customer record of a tenant to a stranger; an administrator grants profiles and
 * tenants afterwards, as the sign-up page says.
 */
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
      await audit(tx, {
        action: 'register',
        entity: 'user',
        entityId: user.id,
        userId: user.id,
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
