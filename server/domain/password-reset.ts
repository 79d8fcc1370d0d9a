import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox, passwordResets, users } from '../db/schema';
import { AppError } from '../errors';
import { afterAnswer } from './after-answer';
import { audit } from './audit';
import type { DomainContext } from './context';
import { randomToken, sha256 } from './crypto';
import { hashPassword, rememberPassword, wasUsedRecently } from './passwords';
import { admitResetRequest } from './reset-mail-limits';
import { sessionsRevoked } from './session-revocations';
import { revokeUserSessions } from './sessions';

export const resetTokenTtlMs = 60 * 60 * 1000;
export const resetLinkPath = '#/sessions/reset-password?token=';

const invalidLink = () => new AppError('notFound', 'This reset link is invalid or has expired.');
export const passwordUsedBefore = () =>
  new AppError('conflict', 'This password was used before. Choose a new one.');

/**
 * A caller asks for a reset mail. Within the limits, the mail is written after the answer has gone out: the answer
 * then costs the same whether or not the address is registered (a floor on the answer's time would have to stay
 * above the slower path's worst case, and under load that case grows past any floor). Either way the caller gets
 * the same answer.
 */
export async function askForPasswordReset(
  ctx: DomainContext,
  request: { email: string; ip: string },
  onError: (error: unknown) => void,
): Promise<void> {
  if (!(await admitResetRequest(ctx.db, request))) return;
  afterAnswer.run(() => requestPasswordReset(ctx, request.email), onError);
}

/** Writes the reset mail when the address is registered. */
export async function requestPasswordReset(ctx: DomainContext, email: string): Promise<void> {
  const [user] = await ctx.db
    .select({ id: users.id, fullName: users.fullName, email: users.email, disabled: users.disabled })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  if (!user || user.disabled) return;
  const token = randomToken();
  const link = `${ctx.publicUrl}/${resetLinkPath}${token}`;
  await ctx.db.transaction(async (tx) => {
    await tx.insert(passwordResets).values({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + resetTokenTtlMs),
    });
    await tx.insert(mailOutbox).values({
      to: user.email,
      subject: 'Reset your Staff Console password',
      body: `Hello ${user.fullName},\n\nTo choose a new password, open this link within one hour:\n${link}\n\nIf you did not ask for this, ignore this message; your password stays as it is.\n`,
    });
    await audit(tx, {
      action: 'password.reset_requested',
      entity: 'user',
      entityId: user.id,
      userId: user.id,
    });
  });
}

async function liveReset(db: Db, token: string): Promise<{ id: number; userId: number }> {
  const [reset] = await db
    .select({ id: passwordResets.id, userId: passwordResets.userId })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, sha256(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    );
  if (!reset) throw invalidLink();
  return reset;
}

export async function isPasswordUsed(db: Db, token: string, password: string): Promise<boolean> {
  const reset = await liveReset(db, token);
  return wasUsedRecently(db, reset.userId, password);
}

/** Single use: the token is burned in the same transaction that sets the password and signs the user out. */
export async function resetPassword(ctx: DomainContext, token: string, password: string): Promise<void> {
  const reset = await liveReset(ctx.db, token);
  if (await wasUsedRecently(ctx.db, reset.userId, password)) throw passwordUsedBefore();
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const burned = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    if (burned.length === 0) throw invalidLink(); // used by a concurrent request a moment ago
    await tx.update(users).set({ passwordHash }).where(eq(users.id, reset.userId));
    await rememberPassword(tx, reset.userId, passwordHash);
    await revokeUserSessions(tx, reset.userId);
    await audit(tx, {
      action: 'password.reset',
      entity: 'user',
      entityId: reset.userId,
      userId: reset.userId,
    });
  });
  sessionsRevoked(ctx, { userId: reset.userId });
}
