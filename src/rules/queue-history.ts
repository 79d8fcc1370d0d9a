import type { QueueSample, QueueStats } from '../contracts/telephony/calls';

/** How far back the live queue chart looks. */
export const queueHistoryWindowMs = 10 * 60_000;

/**
 * The history with the statistics just read added, summed over the agent's queues; samples older than the window
 * (by the service's clock, which stamped them) fall out, so the history never grows however long the shift.
 */
export function withSample(
  history: readonly QueueSample[],
  stats: QueueStats,
  windowMs = queueHistoryWindowMs,
): QueueSample[] {
  const at = Date.parse(stats.at);
  const sample: QueueSample = {
    at: stats.at,
    waiting: stats.queues.reduce((n, q) => n + q.waiting, 0),
    ready: stats.queues.reduce((n, q) => n + q.agents_ready, 0),
  };
  const kept = history.filter((s) => {
    const t = Date.parse(s.at);
    return t < at && at - t < windowMs;
  });
  return [...kept, sample];
}
