import type { Observable } from 'rxjs';
import { StateMachine, type AnyActorRef, type AnyStateMachine, type InspectionEvent } from 'xstate';
import type { Redacted } from './redact';

type EntryBase = { seq: number; at: number; target: string };
export type EventEntry = EntryBase & {
  kind: 'event';
  source: string | null;
  type: string;
  payload: Redacted;
};
export type SnapshotEntry = EntryBase & {
  kind: 'snapshot';
  state: Redacted;
  tags: string[];
  status: string;
  context: Redacted;
};
/** One line of the trace; every payload and context is redacted when recorded, so the log never holds a secret. */
export type TraceEntry = EventEntry | SnapshotEntry;

/** The actor system's inspector (streams/inspector.ts builds it at boot); here so the app names it without streams. */
export type Inspector = {
  inspect: (event: InspectionEvent) => void;
  /** The recorded trace, oldest first (at most `capacity` entries). */
  entries: () => TraceEntry[];
  /** Every actor of the system that is still running. */
  actors: () => AnyActorRef[];
  /** Each entry as it is recorded. */
  entries$: Observable<TraceEntry>;
};

/** The machine an actor runs, when it runs one (promise and observable actors have none). */
export const machineOf = (ref: AnyActorRef): AnyStateMachine | null => {
  const logic: unknown = (ref as { logic?: unknown }).logic;
  return logic instanceof StateMachine ? (logic as AnyStateMachine) : null;
};

export const machineIdOf = (ref: AnyActorRef): string | null => machineOf(ref)?.id ?? null;
