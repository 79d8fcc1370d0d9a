import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { StateMachine } from 'xstate';
import { stateLabel, tagsOf } from '../../machines/graph/state-label';
import { redact, type Redacted } from '../../rules/redact';
import { machineIdOf } from '../../streams/inspector';

export type ActorInfo = {
  id: string;
  machine: string | null;
  state: string;
  tags: string[];
  status: string;
  context: Redacted;
};

export const machineOf = (ref: AnyActorRef): AnyStateMachine | null => {
  const logic: unknown = (ref as { logic?: unknown }).logic;
  return logic instanceof StateMachine ? (logic as AnyStateMachine) : null;
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
