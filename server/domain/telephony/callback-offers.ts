import { and, eq, inArray, ne } from 'drizzle-orm';
import type { CallbackOffer, CallbackTaken } from '../../../src/contracts/telephony/callbacks';
import { telephonyCallbacks } from '../../db/schema';
import type { Caller } from '../caller';
import type { DomainContext } from '../context';
import { AppError } from '../../errors';
import type { Acd } from './acd';

type Pending = {
  id: number;
  queueNumber: string;
  queueName: string;
  ringSeconds: number;
  caller: string;
  arrivedAt: number;
  offered: { userId: number; extension: string; timer: ReturnType<typeof setTimeout> } | null;
};

const callIdOf = (id: number) => `callback-${id}`;

export type CallbackOffers = Awaited<ReturnType<typeof startCallbackOffers>>;

/**
 * Stored callback requests go to agents like calls (issue 39): each second each one asks the routing board whom
 * to offer it to, exactly as Kamailio asks for a waiting caller; the agent offered it is pushed a ringing offer.
 * Not taken within the queue's ring timeout is a miss (the agent goes Not ready "Missed", as for a call), declined
 * a rejection; either way the next agent is offered it. Loaded from the store at start: a restart loses none.
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
    });
  };
  // An offer in flight when the service stopped is offered again: nobody took it.
  const stored = await ctx.db.select().from(telephonyCallbacks).where(ne(telephonyCallbacks.state, 'done'));
  for (const row of stored) add(row);

  const withdraw = (p: Pending) => {
    if (!p.offered) return;
    clearTimeout(p.offered.timer);
    push(p.offered.userId, null);
    p.offered = null;
  };

  const ask = (p: Pending) => {
    const decision = acd.decideCallback(p.queueNumber, callIdOf(p.id), p.arrivedAt);
    const agentId = acd.snapshot().offers.get(callIdOf(p.id))?.agentId;
    if (!decision?.extension || agentId === undefined || p.offered) return;
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
    // Recorded before the dock rings, so whoever reads the request once it rings sees it offered to this agent.
    void ctx.db
      .update(telephonyCallbacks)
      .set({ state: 'offered', offeredTo: userId })
      .where(eq(telephonyCallbacks.id, p.id))
      .catch((error: unknown) => options.log('callbacks: an offer was not recorded', error))
      .finally(() => {
        if (p.offered?.timer !== timer) return; // withdrawn or taken meanwhile
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

  /**
   * The offer this agent may answer, or errCode 4 (taken, withdrawn, or never theirs); the request's tenant is
   * one the agent takes calls for, read inside their accessible tenants.
   */
  const theirs = async (caller: Caller, id: number) => {
    const p = pending.get(id);
    const offered = p?.offered;
    const [row] = await ctx.db
      .select({ id: telephonyCallbacks.id })
      .from(telephonyCallbacks)
      .where(
        and(eq(telephonyCallbacks.id, id), inArray(telephonyCallbacks.tenantId, [...caller.accessible])),
      );
    if (!p || !offered || offered.userId !== caller.userId || !row)
      throw new AppError('notFound', 'That callback is no longer offered to you');
    return { p, offered };
  };

  return {
    /** A request just stored (callbacks.ts): offered from the next second. */
    add,
    async take(caller: Caller, id: number): Promise<CallbackTaken> {
      const { p, offered } = await theirs(caller, id);
      clearTimeout(offered.timer);
      pending.delete(id);
      const [done] = await ctx.db
        .update(telephonyCallbacks)
        .set({ state: 'done', doneBy: caller.userId, doneAt: new Date() })
        .where(and(eq(telephonyCallbacks.id, id), ne(telephonyCallbacks.state, 'done')))
        .returning({ id: telephonyCallbacks.id });
      // Off the board: the agent is free until the call they dial now makes them On call (directCall).
      acd.ended(callIdOf(id));
      if (!done) throw new AppError('notFound', 'That callback was already taken');
      return { caller_number: p.caller };
    },
    async decline(caller: Caller, id: number) {
      const { p, offered } = await theirs(caller, id);
      const { extension } = offered;
      withdraw(p);
      acd.rejected(callIdOf(id), extension);
    },
    close() {
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
