import { eq } from 'drizzle-orm';
import { presenceInput, type RecordPresence } from '../../../src/contracts/workflow/presence';
import { users } from '../../db/schema';
import type { Caller } from '../caller';
import type { DomainContext } from '../context';
import { caseInScope } from './case-trail';
import { PresenceBoard, type PresenceChange } from './presence-board';
import { parseInput } from './validate';

type Listener = (change: PresenceChange) => void;

// Like the workflow bus (./events.ts): per domain context, so each test app has its own board and listeners.
const listeners = new WeakMap<DomainContext, Set<Listener>>();
const boards = new WeakMap<DomainContext, PresenceBoard>();
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
  let board = boards.get(ctx);
  if (!board) {
    board = new PresenceBoard(ttlMs, (change) => {
      for (const listener of listenersOf(ctx)) listener(change);
    });
    boards.set(ctx, board);
  }
  return board;
}

/**
 * "I have this record open" or "I left it", for a case or lead inside the caller's tenants (anything else reads
 * as not found, so presence cannot probe another tenant). The answer is everyone who has it open now.
 */
export async function announcePresence(
  ctx: DomainContext,
  board: PresenceBoard,
  caller: Caller,
  input: unknown,
): Promise<RecordPresence> {
  const { record_id, state } = parseInput(presenceInput, input);
  const record = await caseInScope(ctx.db, caller, record_id);
  const sessionId = caller.auth.sessionId;
  if (state === 'closed') return board.close(record.id, sessionId);
  const [me] = await ctx.db.select({ name: users.fullName }).from(users).where(eq(users.id, caller.userId));
  const viewer = { user_id: caller.userId, name: me?.name ?? 'Someone' };
  return board.open(record.id, record.tenantId, sessionId, viewer);
}
