import {
  initialTransition,
  transition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
} from 'xstate';
import { getStateNodes } from 'xstate/graph';

// StateNode.next is the interpreter's own transition selection (guards evaluated in order); xstate marks it internal
// in its typings, but it is the only way to name the transition an event takes without re-implementing guards.
type SelectingNode = {
  next: (snapshot: AnyMachineSnapshot, event: EventObject) => AnyTransitionDefinition[] | undefined;
};

export type ReplayStep = {
  event: EventObject;
  snapshot: AnyMachineSnapshot;
  taken: AnyTransitionDefinition[];
};

/** The state nodes a snapshot is in, root first (the machine's root itself not among them). */
export const activeNodes = (machine: AnyStateMachine, snapshot: AnyMachineSnapshot): AnyStateNode[] =>
  getStateNodes(machine.root).filter((node) => snapshot.matches(node.path.join('.') as never));

const activeAtomicNodes = (machine: AnyStateMachine, snapshot: AnyMachineSnapshot): AnyStateNode[] => {
  const active = activeNodes(machine, snapshot).filter(
    (node) => node.type === 'atomic' || node.type === 'final',
  );
  // A machine without child states is its own (and only) atomic node.
  return active.length ? active : [machine.root];
};

/**
 * The transitions an event selects in a snapshot, as the interpreter picks them: the deepest active node whose
 * first enabled candidate (guards evaluated) handles the event, once per parallel region.
 */
export const takenTransitions = (
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
): AnyTransitionDefinition[] => {
  const taken: AnyTransitionDefinition[] = [];
  const visited = new Set<string>();
  for (const atomic of activeAtomicNodes(machine, snapshot)) {
    for (let node: AnyStateNode | undefined = atomic; node; node = node.parent) {
      if (visited.has(node.id)) break;
      visited.add(node.id);
      const selected = (node as unknown as SelectingNode).next(snapshot, event);
      if (selected) {
        taken.push(...selected);
        break;
      }
    }
  }
  return taken;
};

/** Replays events from the machine's initial state with the pure transition function: no actor, no effects. */
export const replay = (
  machine: AnyStateMachine,
  events: EventObject[],
  input?: unknown,
): { initial: AnyMachineSnapshot; steps: ReplayStep[] } => {
  const [initial] = initialTransition(machine, input);
  const steps: ReplayStep[] = [];
  let current: AnyMachineSnapshot = initial;
  for (const event of events) {
    const taken = takenTransitions(machine, current, event);
    const [next] = transition(machine, current, event);
    steps.push({ event, snapshot: next, taken });
    current = next;
  }
  return { initial, steps };
};
