import type { AnyStateMachine, EventObject } from 'xstate';
import type { TraceFile } from './trace-file';
import { replay } from './replay';
import { stateLabel, tagsOf } from './state-label';

export type ReplayedStep = {
  type: string;
  /** The state a fresh machine reaches with this event. */
  state: string;
  tags: string[];
  /** The state the live actor recorded after the same event, when the trace holds it. */
  recorded: string | null;
};

const recordedLabel = (state: unknown): string | null =>
  typeof state === 'string' || (typeof state === 'object' && state !== null)
    ? stateLabel(state as Parameters<typeof stateLabel>[0])
    : null;

/**
 * Replays the events one actor received, in order, against a fresh machine with the pure transition function:
 * no invocation runs and no effect happens (replaying a sign-in must not sign anyone in). Events the actor
 * started itself (xstate.init) are skipped; payloads are the redacted ones of the trace.
 */
/**
 * The events one actor received, in order, each with the state the live actor recorded after it. Events the actor
 * started itself (xstate.init) are left out; payloads are the redacted ones of the trace.
 */
export const actorEvents = (
  trace: TraceFile,
  actorId: string,
): { event: EventObject; recorded: string | null }[] => {
  const own = trace.entries.filter((e) => e.target === actorId);
  return own.flatMap((e, i) => {
    if (e.kind !== 'event' || e.type === 'xstate.init') return [];
    const after = own.slice(i + 1).find((n) => n.kind === 'snapshot' || n.kind === 'event');
    const recorded = after?.kind === 'snapshot' ? recordedLabel(after.state) : null;
    return [{ event: { type: e.type, ...(e.payload as object) } as EventObject, recorded }];
  });
};

/** Whether the trace holds the actor's whole life: its start is still in it (the ring buffer drops the oldest). */
export const startsInTrace = (trace: TraceFile, actorId: string): boolean =>
  trace.entries.some((e) => e.target === actorId && e.kind === 'event' && e.type === 'xstate.init');

/**
 * Replays the events one actor received, in order, against a fresh machine with the pure transition function:
 * no invocation runs and no effect happens (replaying a sign-in must not sign anyone in).
 */
export const replayTrace = (
  machine: AnyStateMachine,
  trace: TraceFile,
  actorId: string,
  input?: unknown,
): { initial: string; steps: ReplayedStep[] } => {
  const events = actorEvents(trace, actorId);
  const { initial, steps } = replay(
    machine,
    events.map((e) => e.event),
    input,
  );
  return {
    initial: stateLabel(initial.value),
    steps: steps.map((s, i) => ({
      type: s.event.type,
      state: stateLabel(s.snapshot.value),
      tags: tagsOf(s.snapshot),
      recorded: events[i]?.recorded ?? null,
    })),
  };
};
