import { Subject } from 'rxjs';
import type { AnyActorRef, InspectionEvent } from 'xstate';
import { machineIdOf, type Inspector, type TraceEntry } from '../rules/inspection';
import { redact } from '../rules/redact';

export type { Inspector };

type Inspected = { value?: unknown; tags?: Set<string>; status?: string; context?: unknown };

/**
 * The actor system's inspection hook (`createActor(root, { inspect })`), kept from boot so the debug panel,
 * loaded later, still sees the sign-in that happened before it opened.
 */
export const createInspector = (capacity = 2000): Inspector => {
  const trace: TraceEntry[] = [];
  const live = new Map<string, AnyActorRef>();
  const subject = new Subject<TraceEntry>();
  let seq = 0;
  const record = (entry: TraceEntry): void => {
    trace.push(entry);
    if (trace.length > capacity) trace.splice(0, trace.length - capacity);
    subject.next(entry);
  };
  const inspect = (ev: InspectionEvent): void => {
    const ref = ev.actorRef as AnyActorRef;
    if (ev.type === '@xstate.actor') live.set(ref.sessionId, ref);
    if (ev.type === '@xstate.event') {
      const { type, ...payload } = ev.event;
      record({
        seq: ++seq,
        at: Date.now(),
        kind: 'event',
        source: (ev.sourceRef as AnyActorRef | undefined)?.id ?? null,
        target: ref.id,
        type,
        payload: redact(payload),
      });
    }
    if (ev.type === '@xstate.snapshot') {
      const snapshot = ev.snapshot as Inspected;
      if (snapshot.status !== 'active') live.delete(ref.sessionId);
      // Only machines have a state to trace; a promise actor's snapshot would only repeat its done event.
      if (machineIdOf(ref) === null) return;
      record({
        seq: ++seq,
        at: Date.now(),
        kind: 'snapshot',
        target: ref.id,
        state: redact(snapshot.value),
        tags: [...(snapshot.tags ?? [])].sort(),
        status: snapshot.status ?? 'active',
        context: redact(snapshot.context),
      });
    }
  };
  return {
    inspect,
    entries: () => trace.slice(),
    actors: () => [...live.values()],
    entries$: subject.asObservable(),
  };
};
