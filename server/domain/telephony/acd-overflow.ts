import type { OverflowKind, QueueOverflowRule } from '../../../src/rules/queue-overflow';

type QueueRow = {
  id: number;
  maxWaitSeconds: number | null;
  overflow: string;
  overflowQueueId: number | null;
};

const kinds: readonly OverflowKind[] = ['end', 'queue', 'voicemail', 'callback'];

/** The routing board's overflow rules from the queue rows (an unknown kind, which the schema forbids, ends). */
export function overflowRules(rows: readonly QueueRow[]): Map<string, QueueOverflowRule> {
  return new Map(
    rows.map((q) => [
      String(q.id),
      {
        maxWaitSeconds: q.maxWaitSeconds,
        kind: kinds.find((k) => k === q.overflow) ?? 'end',
        targetQueueId: q.overflowQueueId === null ? null : String(q.overflowQueueId),
      },
    ]),
  );
}

/** How long the router remembers a caller it handed to voicemail or callback: their call is over well before. */
const keepMs = 15 * 60_000;

/**
 * The first arrival and queue of the callers handed to the media endpoint, which asks for them when the caller
 * presses 1 or leaves a message: a callback keeps its place by the caller's first arrival.
 */
export function handedOver(now: () => number = Date.now) {
  const calls = new Map<string, { queueId: number; arrivedAt: number; at: number }>();
  return {
    note(callId: string, queueId: number, arrivedAt: number) {
      const t = now();
      for (const [id, c] of calls) if (t - c.at > keepMs) calls.delete(id);
      calls.set(callId, { queueId, arrivedAt, at: t });
    },
    get: (callId: string) => calls.get(callId),
  };
}
