/**
 * The service-level figures of issue 39, pure so the service, the wallboard's help text and the tests share one
 * definition. Only callers who are no longer waiting count: a caller still in the queue has no outcome yet.
 *
 *   service level = answered within the target ÷ offered
 *   abandon rate  = abandoned ÷ offered
 *
 * Offered is every caller with an outcome, short hang-ups included: the strictest reading, with no threshold a
 * team could tune to look better (see the README's telephony section).
 */
export const serviceLevelFormula =
  'Service level = callers answered within the target ÷ callers offered (answered, abandoned, overflowed, voicemail or callback). Abandon rate = callers who hung up while waiting ÷ callers offered.';

export type QueueCallFact = {
  arrivedAt: number;
  answeredAt: number | null;
  endedAt: number | null;
  wrapUpEndedAt: number | null;
  outcome: 'answered' | 'abandoned' | 'overflowed' | 'voicemail' | 'callback' | null;
};

export type DayCounts = {
  offered: number;
  answered: number;
  answered_within_target: number;
  abandoned: number;
  overflowed: number;
  other: number;
};

const share = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 10;

const meanSeconds = (spansMs: number[]): number | null =>
  spansMs.length === 0 ? null : Math.round(spansMs.reduce((sum, ms) => sum + ms, 0) / spansMs.length / 1000);

export const answeredWithin = (c: QueueCallFact, targetSeconds: number): boolean =>
  c.answeredAt !== null && c.answeredAt - c.arrivedAt <= targetSeconds * 1000;

export function countDay(calls: readonly QueueCallFact[], targetSeconds: number): DayCounts {
  const counts: DayCounts = {
    offered: 0,
    answered: 0,
    answered_within_target: 0,
    abandoned: 0,
    overflowed: 0,
    other: 0,
  };
  for (const c of calls) {
    if (c.outcome === null) continue;
    counts.offered += 1;
    if (c.outcome === 'answered') {
      counts.answered += 1;
      if (answeredWithin(c, targetSeconds)) counts.answered_within_target += 1;
    } else if (c.outcome === 'abandoned') counts.abandoned += 1;
    else if (c.outcome === 'overflowed') counts.overflowed += 1;
    else counts.other += 1;
  }
  return counts;
}

/** Counts, rates and averages of one queue's day (or one hour of several queues). */
export function dayFigures(calls: readonly QueueCallFact[], targetSeconds: number) {
  const counts = countDay(calls, targetSeconds);
  const answered = calls.filter((c) => c.outcome === 'answered' && c.answeredAt !== null);
  const handled = answered.filter((c) => c.endedAt !== null);
  const wrapped = handled.filter((c) => c.wrapUpEndedAt !== null);
  return {
    ...counts,
    service_level: share(counts.answered_within_target, counts.offered),
    abandon_rate: share(counts.abandoned, counts.offered),
    average_speed_of_answer_seconds: meanSeconds(answered.map((c) => (c.answeredAt ?? 0) - c.arrivedAt)),
    average_handle_time_seconds: meanSeconds(handled.map((c) => (c.endedAt ?? 0) - (c.answeredAt ?? 0))),
    average_after_call_work_seconds: meanSeconds(
      wrapped.map((c) => (c.wrapUpEndedAt ?? 0) - (c.endedAt ?? 0)),
    ),
  };
}

/** How a figure stands against its threshold: the wallboard colours it and says it in words. */
export type Standing = 'good' | 'warn' | 'bad' | 'none';

/** Service level: at or above target is good; within 10 points below, a warning; further below, bad. */
export const serviceLevelStanding = (value: number | null, targetPercent: number): Standing =>
  value === null ? 'none' : value >= targetPercent ? 'good' : value >= targetPercent - 10 ? 'warn' : 'bad';

/** Abandon rate: 5 % or less is good, up to 10 % a warning, beyond that bad (common contact-centre practice). */
export const abandonStanding = (value: number | null): Standing =>
  value === null ? 'none' : value <= 5 ? 'good' : value <= 10 ? 'warn' : 'bad';

/** Longest wait against the answer target: past it a warning, past twice it bad. */
export const waitStanding = (seconds: number | null, targetSeconds: number): Standing =>
  seconds === null || seconds === 0
    ? 'none'
    : seconds <= targetSeconds
      ? 'good'
      : seconds <= targetSeconds * 2
        ? 'warn'
        : 'bad';
