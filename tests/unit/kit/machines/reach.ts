import type { AnyStateMachine, EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';

/** The states the sample events reach by graph traversal, as the lead's QA path generation would walk them. */
export function reachedStates(machine: AnyStateMachine, events: EventObject[], input: unknown): Set<string> {
  const paths = getShortestPaths(machine, { events, input } as never);
  return new Set(paths.map((p) => JSON.stringify(p.state.value)));
}
