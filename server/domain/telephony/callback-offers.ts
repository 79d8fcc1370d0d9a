import { and, eq, isNull, lt, ne, or } from 'drizzle-orm';
import type { CallbackOffer, CallbackTaken } from '../../../src/contracts/telephony/callbacks';
import { telephonyCallbacks } from '../../db/schema';
import type { Caller } from '../caller';
import type { DomainContext } from '../context';
import { AppError } from '../../errors';
import type { Acd } from './acd';
import { inTenants } from '../caller';

type Pending = {
  id: number;
  queueNumber: string;
  queueName: string;
  ringSeconds: number;
  caller: string;
  arrivedAt: number;
  offered: { userId: number; extension: string; timer: ReturnType<typeof setTimeout> } | null;
  /** Another instance holds the offer: not asked again before this (its ring time). */
  notBefore: number;
};

const callIdOf = (id: number) => `callback-${id}`;

/** An offer this much past its ring time is nobody's: the instance that made it stopped or died. */
const staleAfterMs = 5000;

export type CallbackOffers = Awaited<ReturnType<typeof startCallbackOffers>>;

/**
 * Stored callback requests go to agents like calls (issue 39): each second each one asks the routing board whom
 * to offer it to, exactly as Kamailio asks for a waiting caller; the agent offered it is pushed a ringing offer.
 * Not taken within the queue's ring timeout is a miss (the agent goes Not ready "Missed", as for a call), declined
 * a rejection; either way the next agent is offered it. Loaded from the store at start: a restart loses none.
 * Several instances (issue 39): each offer is claimed in the store first, so no two instances ring one request at
 * once (an offer past its ring time is claimable: its instance died); the agent answers on whichever instance their
 * console talks to, in the store, and the bus tells the instance that made the offer to let go of it.
 */
export async function startCallbackOffers(
  ctx: DomainContext,
  acd: Pick<Acd, 'decideCallback' | 'missed' | 'rejected' | 'ended' | 'snapshot' | 'queues'>,
  options: { ringTimeoutSeconds?: number; log: (message: string, error?: unknown) => void },
) {
  const pending = new Map<number, Pending>();
  const push = (userId: number, offer: CallbackOffer | null) =>
    ctx.bus.publish({ topic: 'callback-offer', userId, offer });

  const add = (row: { id: number; queueId: number; callerNumber: string; arrivedAt: Date }) => {
    const queue = acd.queues.get(String(row.queueId));
    if (!queue || pending.has(row.id)) return;
    pending.set(row.id, {
      id: row.id,
      queueNumber: queue.number,
      queueName: queue.name,
      ringSeconds: options.ringTimeoutSeconds ?? queue.ringTimeoutSeconds,
      caller: row.callerNumber,
      arrivedAt: row.arrivedAt.getTime(),
      offered: null,
      notBefore: 0,
    });
  };
  // An offer in flight when the service stopped is offered again: nobody took it.
  const stored = await ctx.db.select().from(telephonyCallbacks).where(ne(telephonyCallbacks.state, 'done'));
  for (const row of stored) add(row);

  /** The offer is this agent's no longer (rung out, declined): back to waiting in the store too. */
  const release = (id: number, userId: number) =>
    ctx.db
      .update(telephonyCallbacks)
      .set({ state: 'waiting', offeredTo: null, offeredAt: null })
      .where(
        and(
          eq(telephonyCallbacks.id, id),
          eq(telephonyCallbacks.state, 'offered'),
          eq(telephonyCallbacks.offeredTo, userId),
        ),
      );

  const withdraw = (p: Pending) => {
    if (!p.offered) return;
    clearTimeout(p.offered.timer);
    push(p.offered.userId, null);
    void release(p.id, p.offered.userId).catch((error: unknown) =>
      options.log('callbacks: a withdrawn offer was not released', error),
    );
    p.offered = null;
  };

  /** Recorded before the dock rings, and only if no other instance holds it (or it was done meanwhile). */
  const claim = async (p: Pending, userId: number): Promise<boolean> => {
    const stale = new Date(Date.now() - p.ringSeconds * 1000 - staleAfterMs);
    const [claimed] = await ctx.db
      .update(telephonyCallbacks)
      .set({ state: 'offered', offeredTo: userId, offeredAt: new Date() })
      .where(
        and(
          eq(telephonyCallbacks.id, p.id),
          or(
            eq(telephonyCallbacks.state, 'waiting'),
            and(
              eq(telephonyCallbacks.state, 'offered'),
              or(isNull(telephonyCallbacks.offeredAt), lt(telephonyCallbacks.offeredAt, stale)),
            ),
          ),
        ),
      )
      .returning({ id: telephonyCallbacks.id });
    if (claimed) return true;
    const [row] = await ctx.db
      .select({ state: telephonyCallbacks.state })
      .from(telephonyCallbacks)
      .where(eq(telephonyCallbacks.id, p.id));
    if (!row || row.state === 'done') pending.delete(p.id);
    else p.notBefore = Date.now() + p.ringSeconds * 1000;
    // Off this board without a miss: nobody here was rung.
    acd.ended(callIdOf(p.id));
    return false;
  };

  const ask = (p: Pending) => {
    if (p.offered || Date.now() < p.notBefore) return;
    const decision = acd.decideCallback(p.queueNumber, callIdOf(p.id), p.arrivedAt);
    const agentId = acd.snapshot().offers.get(callIdOf(p.id))?.agentId;
    if (!decision?.extension || agentId === undefined) return;
    const userId = Number(agentId);
    const extension = decision.extension;
    const timer = setTimeout(() => {
      const offered = p.offered;
      if (offered?.userId !== userId) return;
      // The miss is recorded before the dock hears the offer is gone, so the agent's Not ready "Missed" is there
      // when it does (withdrawing first raced the write).
      void acd.missed(callIdOf(p.id), extension).finally(() => {
        if (p.offered === offered) withdraw(p);
      });
    }, p.ringSeconds * 1000);
    p.offered = { userId, extension, timer };
    void claim(p, userId)
      .catch((error: unknown) => {
        options.log('callbacks: an offer was not recorded', error);
        return false;
      })
      .then((claimed) => {
        if (p.offered?.timer !== timer) return; // withdrawn or taken meanwhile
        if (!claimed) {
          clearTimeout(timer);
          p.offered = null;
          return;
        }
        push(userId, {
          callback_id: p.id,
          caller_number: p.caller,
          queue_name: p.queueName,
          ring_timeout_seconds: p.ringSeconds,
          arrived_at: new Date(p.arrivedAt).toISOString(),
        });
      });
  };
  const tick = setInterval(() => {
    for (const p of pending.values()) ask(p);
  }, 1000);
  tick.unref?.();

  // Answered here or on another instance: the instance holding the offer lets go of it.
  const unsubscribe = ctx.bus.subscribe('callback-answer', ({ callbackId, userId, answer }) => {
    const p = pending.get(callbackId);
    if (!p) return;
    if (answer === 'taken') {
      if (p.offered) clearTimeout(p.offered.timer);
      pending.delete(callbackId);
      // Off the board: the agent is free until the call they dial now makes them On call (directCall).
      acd.ended(callIdOf(callbackId));
      return;
    }
    const offered = p.offered;
    if (offered?.userId !== userId) return;
    clearTimeout(offered.timer);
    push(userId, null);
    p.offered = null;
    acd.rejected(callIdOf(callbackId), offered.extension);
  });

  /** The request, if offered to this agent now, in a tenant they take calls for: the store says, not memory. */
  const theirs = (caller: Caller, id: number) =>
    and(
      eq(telephonyCallbacks.id, id),
      eq(telephonyCallbacks.state, 'offered'),
      eq(telephonyCallbacks.offeredTo, caller.userId),
      inTenants(caller.accessible, telephonyCallbacks.tenantId),
    );
  const gone = () => new AppError('notFound', 'That callback is no longer offered to you');

  return {
    /** A request just stored (callbacks.ts): offered from the next second. */
    add,
    async take(caller: Caller, id: number): Promise<CallbackTaken> {
      const [done] = await ctx.db
        .update(telephonyCallbacks)
        .set({ state: 'done', doneBy: caller.userId, doneAt: new Date() })
        .where(theirs(caller, id))
        .returning({ caller: telephonyCallbacks.callerNumber });
      if (!done) throw gone();
      ctx.bus.publish({ topic: 'callback-answer', callbackId: id, userId: caller.userId, answer: 'taken' });
      return { caller_number: done.caller };
    },
    async decline(caller: Caller, id: number) {
      const [declined] = await ctx.db
        .update(telephonyCallbacks)
        .set({ state: 'waiting', offeredTo: null, offeredAt: null })
        .where(theirs(caller, id))
        .returning({ id: telephonyCallbacks.id });
      if (!declined) throw gone();
      ctx.bus.publish({
        topic: 'callback-answer',
        callbackId: id,
        userId: caller.userId,
        answer: 'declined',
      });
    },
    close() {
      unsubscribe();
      clearInterval(tick);
      for (const p of pending.values()) if (p.offered) clearTimeout(p.offered.timer);
    },
  };
}

// Per domain context, like the queue router: the agents' routes find the instance's offers here.
const byContext = new WeakMap<DomainContext, CallbackOffers>();
export const callbackOffersOf = (ctx: DomainContext): CallbackOffers | undefined => byContext.get(ctx);
export function registerCallbackOffers(ctx: DomainContext, offers: CallbackOffers): () => void {
  byContext.set(ctx, offers);
  return () => {
    if (byContext.get(ctx) === offers) byContext.delete(ctx);
  };
}
