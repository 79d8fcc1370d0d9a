import { and, eq, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import { telephonyAgentStatus, telephonyCallLogs } from '../../db/schema';
import type { DomainContext } from '../context';
import { acdOf, publishAgentStatus } from './acd-registry';
import { endMonitorSessionsOf } from './monitor-sessions';
import { writeAgentStatus } from './session';

export { markConsoleSeen } from './session';

/** What the sweep writes on the calls it ends, so a call log says why nobody disposed of them. */
export const consoleGoneDetail = "Ended by the service: the agent's console was gone";

export type ConsoleSweepOptions = {
  /** A console not seen this long is gone. */
  timeoutMs: number;
  /** When this service started: consoles get the timeout to reconnect before anyone is judged gone. */
  startedAt: number;
  now?: number;
};

/**
 * Agents whose console has not been seen for the timeout: logged out of the queues (recorded, pushed, and the
 * local router told), their open calls ended in the call log, and the router's calls of theirs let go.
 * Returns the user ids judged gone (a repeat run finds them again but has nothing left to change).
 */
export async function sweepGoneConsoles(ctx: DomainContext, options: ConsoleSweepOptions): Promise<number[]> {
  const now = options.now ?? Date.now();
  if (now - options.startedAt < options.timeoutMs) return [];
  const cutoff = new Date(now - options.timeoutMs);
  const stale = or(
    isNull(telephonyAgentStatus.consoleSeenAt),
    lt(telephonyAgentStatus.consoleSeenAt, cutoff),
  );
  const rows = await ctx.db
    .select({
      userId: telephonyAgentStatus.userId,
      state: telephonyAgentStatus.state,
      seenAt: telephonyAgentStatus.consoleSeenAt,
    })
    .from(telephonyAgentStatus)
    .where(stale);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.userId);
  for (const row of rows.filter((r) => r.state !== 'logged_out')) {
    // Only if still so when written: the console may have come back since the read.
    const [still] = await ctx.db
      .select({ userId: telephonyAgentStatus.userId })
      .from(telephonyAgentStatus)
      .where(
        and(eq(telephonyAgentStatus.userId, row.userId), ne(telephonyAgentStatus.state, 'logged_out'), stale),
      );
    if (!still) continue;
    const status = await writeAgentStatus(ctx, row.userId, null, 'logged_out', null);
    publishAgentStatus(ctx, row.userId, status);
  }
  // Only those still gone now: a console back since the first read (its agent just chose Ready and took a call)
  // keeps its calls, its place in the queues and its supervisor's monitoring.
  const gone = (
    await ctx.db
      .select({ userId: telephonyAgentStatus.userId })
      .from(telephonyAgentStatus)
      .where(and(inArray(telephonyAgentStatus.userId, ids), stale))
  ).map((r) => r.userId);
  if (gone.length === 0) return [];
  const acd = acdOf(ctx);
  for (const id of gone) acd?.agentGone(id);
  await ctx.db
    .update(telephonyCallLogs)
    .set({ status: 'ended', endedAt: new Date(now), detail: consoleGoneDetail })
    .where(and(inArray(telephonyCallLogs.userId, gone), isNull(telephonyCallLogs.endedAt)));
  // Monitoring (issue 39): the calls of an agent gone have just ended, and a supervisor gone has stopped listening.
  const seen = new Map(rows.map((r) => [r.userId, r.seenAt ?? undefined]));
  await endMonitorSessionsOf(ctx, { agents: gone, supervisors: gone }, (id) => seen.get(id));
  return gone;
}

/** Runs the sweep every `everyMs` until stopped; a failed run is logged and the next one tries again. */
export function startConsoleSweep(
  ctx: DomainContext,
  options: { timeoutMs: number; everyMs: number; log: (message: string, error?: unknown) => void },
): () => void {
  const startedAt = Date.now();
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepGoneConsoles(ctx, { timeoutMs: options.timeoutMs, startedAt })
      .catch((error: unknown) => options.log('console sweep failed', error))
      .finally(() => (running = false));
  }, options.everyMs);
  return () => clearInterval(timer);
}
