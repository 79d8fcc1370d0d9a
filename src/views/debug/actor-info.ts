import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import { stateLabel, tagsOf } from '../../machines/graph/state-label';
import { machineIdOf } from '../../rules/inspection';
import { redact, type Redacted } from '../../rules/redact';

export type ActorInfo = {
  id: string;
  machine: string | null;
  state: string;
  tags: string[];
  status: string;
  context: Redacted;
};

/** What the panel shows of an actor, read now and redacted. */
export const actorInfo = (ref: AnyActorRef): ActorInfo => {
  const machine = machineIdOf(ref);
  const snapshot = ref.getSnapshot() as Partial<AnyMachineSnapshot> & { status: string };
  if (machine === null || !snapshot.value) {
    return { id: ref.id, machine, state: '—', tags: [], status: snapshot.status, context: null };
  }
  return {
    id: ref.id,
    machine,
    state: stateLabel(snapshot.value),
    tags: tagsOf(snapshot as AnyMachineSnapshot),
    status: snapshot.status,
    context: redact(snapshot.context),
  };
};
