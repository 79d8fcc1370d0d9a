import { AppError } from '../../errors';

/** The PostgreSQL error code of a failed statement (Drizzle wraps the driver's error in `cause`). */
function pgCode(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; i += 1) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

/** Runs a write; a unique or foreign-key violation becomes a conflict the user can act on. */
export async function guardWrite<T>(
  write: () => Promise<T>,
  messages: { unique?: string; inUse?: string },
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const code = pgCode(error);
    if (code === '23505' && messages.unique) throw new AppError('conflict', messages.unique);
    if (code === '23503' && messages.inUse) throw new AppError('conflict', messages.inUse);
    throw error;
  }
}
