import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { telephonyQueueCalls, type QueueCallOutcome } from '../../db/schema';
import type { DomainContext } from '../context';

type Db = Pick<DomainContext, 'db'>;

/**
 * What became of a queued caller, decided outside the queue router (voicemail, a callback request, issue 39):
 * the caller's latest queue row takes the outcome, and ends now if it had not ended. False when no queue knew the
 * call. An outcome set earlier (overflowed at the wait limit) gives way: the later decision is the caller's fate.
 */
export async function markQueueCallOutcome(
  ctx: Db,
  sipCallId: string,
  outcome: QueueCallOutcome,
  at = new Date(),
): Promise<boolean> {
  const [latest] = await ctx.db
    .select({ id: telephonyQueueCalls.id })
    .from(telephonyQueueCalls)
    .where(eq(telephonyQueueCalls.sipCallId, sipCallId))
    .orderBy(desc(telephonyQueueCalls.arrivedAt), desc(telephonyQueueCalls.id))
    .limit(1);
  if (!latest) return false;
  await ctx.db
    .update(telephonyQueueCalls)
    .set({
      outcome,
      endedAt: sql`coalesce(${telephonyQueueCalls.endedAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(telephonyQueueCalls.id, latest.id));
  return true;
}

type QueueRef = { tenantId: number; queueId: number };

/**
 * The queue router's record of its callers: each change is written in the order it happened, one after another,
 * but never awaited by the router, so Kamailio's questions are answered without waiting for the database. The
 * moment of each change is taken when it happens, not when it is written.
 */
export function createQueueCallLog(ctx: Db, log: (message: string, error?: unknown) => void) {
  const calls = new Map<string, QueueRef>();
  let chain: Promise<unknown> = Promise.resolve();
  const write = (work: () => Promise<unknown>) => {
    chain = chain
      .then(work)
      .catch((error: unknown) => log('queue router: a queue call was not recorded', error));
  };
  const row = (callId: string, ref: QueueRef) =>
    and(eq(telephonyQueueCalls.queueId, ref.queueId), eq(telephonyQueueCalls.sipCallId, callId));

  return {
    /** A caller joined the queue (a call id seen again, after a lapsed lease, keeps its first row). */
    arrived(ref: QueueRef, callId: string, callerNumber: string | null) {
      if (calls.has(callId)) return;
      calls.set(callId, ref);
      const arrivedAt = new Date();
      write(() =>
        ctx.db
          .insert(telephonyQueueCalls)
          .values({ ...ref, sipCallId: callId, callerNumber, arrivedAt })
          .onConflictDoNothing(),
      );
    },
    answered(callId: string, agentUserId: number) {
      const ref = calls.get(callId);
      if (!ref) return;
      const answeredAt = new Date();
      write(() =>
        ctx.db
          .update(telephonyQueueCalls)
          .set({ answeredAt, agentUserId, outcome: 'answered' })
          .where(and(row(callId, ref), isNull(telephonyQueueCalls.answeredAt))),
      );
    },
    /** The call ended: a caller no agent answered hung up while waiting (or ringing), so abandoned. */
    ended(callId: string) {
      const ref = calls.get(callId);
      if (!ref) return undefined;
      calls.delete(callId);
      const endedAt = new Date();
      write(() =>
        ctx.db
          .update(telephonyQueueCalls)
          .set({ endedAt, outcome: sql`coalesce(${telephonyQueueCalls.outcome}, 'abandoned')` })
          .where(and(row(callId, ref), isNull(telephonyQueueCalls.endedAt))),
      );
      return ref;
    },
    /** The caller waited the queue's limit and was sent away: overflowed (voicemail or callback may follow). */
    gaveUp(callId: string) {
      const ref = calls.get(callId);
      if (!ref) return;
      calls.delete(callId);
      const endedAt = new Date();
      write(() =>
        ctx.db
          .update(telephonyQueueCalls)
          .set({ endedAt, outcome: 'overflowed' })
          .where(and(row(callId, ref), isNull(telephonyQueueCalls.outcome))),
      );
    },
    /** The answering agent's after-call work ended. */
    wrapUpEnded(ref: QueueRef, callId: string) {
      const wrapUpEndedAt = new Date();
      write(() =>
        ctx.db
          .update(telephonyQueueCalls)
          .set({ wrapUpEndedAt })
          .where(and(row(callId, ref), isNull(telephonyQueueCalls.wrapUpEndedAt))),
      );
    },
  };
}
