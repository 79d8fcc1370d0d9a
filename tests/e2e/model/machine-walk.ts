import type { AnyMachineSnapshot, AnyStateMachine, AnyTransitionDefinition, EventObject } from 'xstate';
import { toDirectedGraph } from 'xstate/graph';
import { allEdges, edgeLabel } from '../../../src/machines/graph/coverage';
import { activeNodes, replay } from '../../../src/machines/graph/replay';
import { stateLabel } from '../../../src/machines/graph/state-label';

export type WalkStep = {
  event: EventObject;
  before: AnyMachineSnapshot;
  after: AnyMachineSnapshot;
  /** The transitions the event takes, labelled as the coverage table labels them. */
  transitions: string[];
};

/** The state node paths a snapshot is in, root first: `signedIn`, `signedIn.ready`. */
export const activeStates = (machine: AnyStateMachine, snapshot: AnyMachineSnapshot): string[] =>
  activeNodes(machine, snapshot).map((node) => node.path.join('.'));

/** The invoke ids of the active state nodes (the machine's own root invocations included). */
export const activeInvokes = (machine: AnyStateMachine, snapshot: AnyMachineSnapshot): string[] => [
  ...machine.root.invoke.map((i) => i.id),
  ...activeNodes(machine, snapshot).flatMap((node) => node.invoke.map((i) => i.id)),
];

const labels = new WeakMap<AnyStateMachine, Map<AnyTransitionDefinition, string>>();
const labelsOf = (machine: AnyStateMachine): Map<AnyTransitionDefinition, string> => {
  let map = labels.get(machine);
  if (!map) {
    map = new Map(allEdges(toDirectedGraph(machine)).map((e) => [e.transition, edgeLabel(e, machine.id)]));
    labels.set(machine, map);
  }
  return map;
};

/** The machine's own walk of a list of events: each step's snapshot before and after and what it took. */
export const walk = (
  machine: AnyStateMachine,
  events: EventObject[],
  input?: unknown,
): { initial: AnyMachineSnapshot; steps: WalkStep[] } => {
  const { initial, steps } = replay(machine, events, input);
  const map = labelsOf(machine);
  return {
    initial,
    steps: steps.map((s, i) => ({
      event: s.event,
      before: i === 0 ? initial : (steps[i - 1]?.snapshot ?? initial),
      after: s.snapshot,
      transitions: s.taken.flatMap((t) => map.get(t) ?? []),
    })),
  };
};

export const label = (snapshot: AnyMachineSnapshot): string => stateLabel(snapshot.value);
