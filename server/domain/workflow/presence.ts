import { eq } from 'drizzle-orm';
import { presenceInput, type RecordPresence } from '../../../src/contracts/workflow/presence';
import { users } from '../../db/schema';
import type { Caller } from '../caller';
import type { DomainContext } from '../context';
import { caseInScope } from './case-trail';
import { PresenceBoard, type PresenceChange } from './presence-board';
import { parseInput } from './validate';

type Listener = (change: PresenceChange) => void;

// The board and its listeners are per domain context (each test app has its own). Seats travel on the bus, so
// every instance's board holds the viewers of all of them and tells its own push streams of each change.
const listeners = new WeakMap<DomainContext, Set<Listener>>();
const boards = new WeakMap<DomainContext, { board: PresenceBoard; unsubscribe: () => void }>();
const listenersOf = (ctx: DomainContext): Set<Listener> => {
  let set = listeners.get(ctx);
  if (!set) listeners.set(ctx, (set = new Set()));
  return set;
};

/** The push channel hears every change to a record's viewers here and forwards those in its caller's tenants. */
export function subscribePresence(ctx: DomainContext, listener: Listener): () => void {
  const set = listenersOf(ctx);
  set.add(listener);
  return () => set.delete(listener);
}

/** The context's board, made on first use; the route disposes of it when the service closes. */
export function presenceBoardOf(ctx: DomainContext, ttlMs: number): PresenceBoard {
  let entry = boards.get(ctx);
  if (!entry) {
    const board = new PresenceBoard(ttlMs, (change) => {
      for (const listener of listenersOf(ctx)) listener(change);
    });
    const unsubscribe = ctx.bus.subscribe('presence', ({ seat }) => {
      if (seat.state === 'open') board.open(seat.record_id, seat.tenant_id, seat.session_id, seat.viewer);
      else board.close(seat.record_id, seat.session_id);
    });
    boards.set(ctx, (entry = { board, unsubscribe }));
  }
  return entry.board;
}

export function disposePresence(ctx: DomainContext): void {
  const entry = boards.get(ctx);
  entry?.unsubscribe();
  entry?.board.dispose();
  boards.delete(ctx);
}

/**
 * "I have this record open" or "I left it", for a case or lead inside the caller's tenants (anything else reads
 * as not found, so presence cannot probe another tenant). The answer is everyone who has it open now; the seat
 * reaches this board synchronously through the bus, and the other instances' boards a moment later.
 */
export async function announcePresence(
  ctx: DomainContext,
  board: PresenceBoard,
  caller: Caller,
  input: unknown,
): Promise<RecordPresence> {
  const { record_id, state } = parseInput(presenceInput, input);
  const record = await caseInScope(ctx.db, caller, record_id);
  const seat = { record_id: record.id, tenant_id: record.tenantId, session_id: caller.auth.sessionId };
  if (state === 'closed') {
    ctx.bus.publish({
      topic: 'presence',
      seat: { ...seat, state, viewer: { user_id: caller.userId, name: '' } },
    });
    return board.viewersOf(record.id);
  }
  const [me] = await ctx.db.select({ name: users.fullName }).from(users).where(eq(users.id, caller.userId));
  const viewer = { user_id: caller.userId, name: me?.name ?? 'Someone' };
  ctx.bus.publish({ topic: 'presence', seat: { ...seat, state, viewer } });
  return board.viewersOf(record.id);
}
