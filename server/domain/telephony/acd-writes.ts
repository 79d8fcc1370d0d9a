import { eq } from 'drizzle-orm';
import { telephonyAgentStatus } from '../../db/schema';
import type { DomainContext } from '../context';
import { publishAgentStatus } from './acd-registry';
import { missedPauseCode } from './codes';
import { writeAgentStatus } from './session';

/** The queue router's writes behind its answers: Missed recorded for an agent whose offer rang out. */
export function acdWrites(ctx: DomainContext, log: (message: string, error?: unknown) => void) {
  // Writes of Missed still under way: an answer to the PBX waits for them, so the agent is recorded Not ready
  // before the PBX asks whom to ring next.
  const pending = new Set<Promise<unknown>>();
  const flush = () => Promise.all([...pending]);
  const track = (work: Promise<unknown>) => {
    const done = work
      .catch((error: unknown) => log('queue router: a write failed', error))
      .finally(() => pending.delete(done));
    pending.add(done);
  };

  const recordMissed = async (userId: number) => {
    const [row] = await ctx.db
      .select({ state: telephonyAgentStatus.state })
      .from(telephonyAgentStatus)
      .where(eq(telephonyAgentStatus.userId, userId));
    // An agent who left the queue while the offer rang stays out: Missed is for an agent still taking calls.
    if (row?.state === 'logged_out') return;
    const status = await writeAgentStatus(ctx, userId, null, 'not_ready', missedPauseCode);
    publishAgentStatus(ctx, userId, status);
  };

  return { flush, track, recordMissed };
}
