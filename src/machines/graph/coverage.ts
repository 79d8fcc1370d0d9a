import type { AnyMachineSnapshot, AnyStateMachine, AnyTransitionDefinition } from 'xstate';
import { getStateNodes, toDirectedGraph, type DirectedGraphEdge, type DirectedGraphNode } from 'xstate/graph';
import type { MachinePath } from './paths';
import { replay } from './replay';

export type Coverage = {
  states: { reached: number; total: number; missing: string[] };
  transitions: { reached: number; total: number; missing: string[] };
};

export const allEdges = (node: DirectedGraphNode): DirectedGraphEdge[] => [
  ...node.edges,
  ...node.children.flatMap(allEdges),
];

/** State node ids without the machine's own prefix: `signedIn.ready`. */
export const stateNodeKey = (id: string, machineId: string): string =>
  id.startsWith(`${machineId}.`) ? id.slice(machineId.length + 1) : id;

export const edgeLabel = (edge: DirectedGraphEdge, machineId: string): string =>
  `${stateNodeKey(edge.source.id, machineId)} —${edge.label.text}→ ${stateNodeKey(edge.target.id, machineId)}`;

/** States and transitions the paths reach, of all the statechart declares. */
export const coverageOf = (machine: AnyStateMachine, paths: MachinePath[], input?: unknown): Coverage => {
  const snapshots: AnyMachineSnapshot[] = [];
  const taken = new Set<AnyTransitionDefinition>();
  for (const path of paths) {
    const { initial, steps } = replay(
      machine,
      path.steps.map((s) => s.event),
      input,
    );
    snapshots.push(initial, ...steps.map((s) => s.snapshot));
    steps.forEach((s) => s.taken.forEach((t) => taken.add(t)));
  }
  const nodes = getStateNodes(machine.root);
  // Which states a snapshot is in depends on its value alone: a few distinct values stand for thousands of steps.
  const distinct = [...new Map(snapshots.map((s) => [JSON.stringify(s.value), s])).values()];
  const missingStates = nodes
    .filter((node) => !distinct.some((s) => s.matches(node.path.join('.') as never)))
    .map((node) => node.path.join('.'));
  const edges = allEdges(toDirectedGraph(machine));
  const missingEdges = edges.filter((e) => !taken.has(e.transition)).map((e) => edgeLabel(e, machine.id));
  return {
    states: { reached: nodes.length - missingStates.length, total: nodes.length, missing: missingStates },
    transitions: { reached: edges.length - missingEdges.length, total: edges.length, missing: missingEdges },
  };
};
