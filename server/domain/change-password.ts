import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { AppError } from '../errors';
import { audit } from './audit';
import type { DomainContext } from './context';
import { hashPassword, rememberPassword, verifyPassword, wasUsedRecently } from './passwords';
import { passwordUsedBefore } from './password-reset';
import type { SessionRecord } from './session-cache';
import { sessionsRevoked } from './session-revocations';
import { revokeUserSessions } from './sessions';

/** Keeps the caller's own session and signs the user out everywhere else. */
export async function changePassword(
  ctx: DomainContext,
  auth: SessionRecord,
  input: { current_password: string; new_password: string },
): Promise<void> {
  const [user] = await ctx.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, auth.userId));
  if (!user || !(await verifyPassword(user.passwordHash, input.current_password))) {
    throw new AppError('badCredentials', 'The current password is not correct');
  }
  if (await wasUsedRecently(ctx.db, auth.userId, input.new_password)) throw passwordUsedBefore();
  const passwordHash = await hashPassword(input.new_password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, auth.userId));
    await rememberPassword(tx, auth.userId, passwordHash);
    await revokeUserSessions(tx, auth.userId, auth.sessionId);
    await audit(tx, {
      action: 'password.change',
      entity: 'user',
      entityId: auth.userId,
      userId: auth.userId,
      tenantId: auth.tenantId,
    });
  });
  sessionsRevoked(ctx, { userId: auth.userId, exceptSessionId: auth.sessionId });
}
