import { hash, verify } from '@node-rs/argon2';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { passwordHistory } from '../db/schema';

/** How many earlier passwords a new one may not repeat. */
export const passwordHistoryDepth = 5;

/** argon2id is the library's default algorithm (memory 19 MiB, 2 passes: the OWASP baseline). */
export const hashPassword = (password: string): Promise<string> => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash must read as "wrong password", never as a 99
  }
}

let dummyHash: Promise<string> | undefined;
/** Spend the same time as a real check, so an unknown username cannot be told apart by timing. */
export async function verifyDummy(password: string): Promise<void> {
  dummyHash ??= hash('not-a-real-password-but-the-same-cost');
  await verifyPassword(await dummyHash, password);
}

export async function wasUsedRecently(db: Db, userId: number, password: string): Promise<boolean> {
  const recent = await db
    .select({ passwordHash: passwordHistory.passwordHash })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, userId))
    .orderBy(desc(passwordHistory.createdAt), desc(passwordHistory.id))
    .limit(passwordHistoryDepth);
  const results = await Promise.all(recent.map((row) => verifyPassword(row.passwordHash, password)));
  return results.includes(true);
}

export async function rememberPassword(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.insert(passwordHistory).values({ userId, passwordHash });
}
