import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { passwordResetRequests } from '../db/schema';
import { sha256 } from './crypto';

type Limit = { max: number; windowMs: number };

/**
 * Per caller address: stops one address from mailing many accounts (or flooding the outbox). Per typed e-mail
 * address: stops anyone from burying one inbox. Its window is the reset link's lifetime (one hour), so an owner
 * refused because a stranger spent the limit already holds a live link from those very mails.
 */
export const resetMailLimits: Readonly<Record<'address' | 'account', Limit>> = {
  address: { max: 10, windowMs: 15 * 60 * 1000 },
  account: { max: 3, windowMs: 60 * 60 * 1000 },
};

// Any fixed number: it names the one lock all reset requests take, on every instance sharing the database.
const resetRequestLock = 370_001;

/**
 * Records the request when both limits allow it and says whether it may mail. The same reads and writes for a
 * registered address as for an unknown one, so its time says nothing about the account. Refused requests are not
 * recorded: a flood writes nothing and cannot stretch the wait.
 */
export async function admitResetRequest(db: Db, request: { ip: string; email: string }): Promise<boolean> {
  const emailHash = sha256(request.email.trim().toLowerCase());
  const now = Date.now();
  const since = (limit: Limit) => new Date(now - limit.windowMs);
  return db.transaction(async (tx) => {
    // Count and insert as one step, also against another instance's concurrent request.
    await tx.execute(sql`select pg_advisory_xact_lock(${resetRequestLock}::bigint)`);
    const [byAddress] = await tx
      .select({ n: count() })
      .from(passwordResetRequests)
      .where(
        and(
          eq(passwordResetRequests.ip, request.ip),
          gt(passwordResetRequests.at, since(resetMailLimits.address)),
        ),
      );
    const [byAccount] = await tx
      .select({ n: count() })
      .from(passwordResetRequests)
      .where(
        and(
          eq(passwordResetRequests.emailHash, emailHash),
          gt(passwordResetRequests.at, since(resetMailLimits.account)),
        ),
      );
    if (byAddress.n >= resetMailLimits.address.max || byAccount.n >= resetMailLimits.account.max)
      return false;
    await tx.insert(passwordResetRequests).values({ ip: request.ip, emailHash, at: new Date(now) });
    return true;
  });
}
