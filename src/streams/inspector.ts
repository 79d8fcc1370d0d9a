import { Subject } from 'rxjs';
import type { AnyActorRef, InspectionEvent } from 'xstate';
import { machineIdOf, type Inspector, type TraceEntry } from '../rules/inspection';
import { redact } from '../rules/redact';

export type { Inspector };

type Inspected = { value?: unknown; tags?: Set<string>; status?: string; context?: unknown };

/** An entry as recorded: what it will show, before redaction. */
type Recorded =
  | {
      seq: number;
      at: number;
      kind: 'event';
      source: string | null;
      target: string;
      type: string;
      payload: object;
    }
  | { seq: number; at: number; kind: 'snapshot'; target: string; snapshot: Inspected };

const shown = (entry: Recorded): TraceEntry =>
  entry.kind === 'event'
    ? { ...entry, payload: redact(entry.payload) }
    : {
        seq: entry.seq,
        at: entry.at,
        kind: 'snapshot',
        target: entry.target,
        state: redact(entry.snapshot.value),
        tags: [...(entry.snapshot.tags ?? [])].sort(),
        status: entry.snapshot.status ?? 'active',
        context: redact(entry.snapshot.context),
      };

type Slot = { recorded: Recorded; entry?: TraceEntry };

/**
 * The actor system's inspection hook (`createActor(root, { inspect })`), kept from boot so the debug panel,
 * loaded later, still sees the sign-in that happened before it opened.
 * Every screen's actor is in the system, so every keystroke of a large table is a snapshot here: an entry is
 * redacted when it is read (or at once while the live stream is watched), not when it is recorded, and most are
 * never read. A slot holds the snapshot itself until then; xstate's snapshots are immutable and share their
 * unchanged parts, so `capacity` slots cost references, as the redacted copies did.
 */
export const createInspector = (capacity = 2000): Inspector => {
  const trace: Slot[] = [];
  const live = new Map<string, AnyActorRef>();
  const subject = new Subject<TraceEntry>();
  let seq = 0;
  const record = (recorded: Recorded): void => {
    const slot: Slot = { recorded };
    trace.push(slot);
    if (trace.length > capacity) trace.splice(0, trace.length - capacity);
    if (subject.observed) subject.next((slot.entry = shown(recorded)));
  };
  const inspect = (ev: InspectionEvent): void => {
    const ref = ev.actorRef as AnyActorRef;
    if (ev.type === '@xstate.event') {
      // Listed from its start, not its creation: React may create a screen's actor it then never starts.
      if (ev.event.type === 'xstate.init') live.set(ref.sessionId, ref);
      const { type, ...payload } = ev.event;
      record({
        seq: ++seq,
        at: Date.now(),
        kind: 'event',
        source: (ev.sourceRef as AnyActorRef | undefined)?.id ?? null,
        target: ref.id,
        type,
        payload,
      });
    }
    if (ev.type === '@xstate.snapshot') {
      const snapshot = ev.snapshot as Inspected;
      if (snapshot.status !== 'active') live.delete(ref.sessionId);
      // Only machines have a state to trace; a promise actor's snapshot would only repeat its done event.
      if (machineIdOf(ref) === null) return;
      record({ seq: ++seq, at: Date.now(), kind: 'snapshot', target: ref.id, snapshot });
    }
  };
  return {
    inspect,
    entries: () => trace.map((slot) => (slot.entry ??= shown(slot.recorded))),
    actors: () => [...live.values()],
    entries$: subject.asObservable(),
  };
};
