import type { AnyMachineSnapshot } from 'xstate';
import type { DirectedGraphEdge, DirectedGraphNode } from 'xstate/graph';
import type { ElkNode } from '../kit/graph/elk-engine';
import type { Box } from '../kit/graph/view-math';

/*
 * Which compound states the diagram draws open (issue 41). Drawn whole, a large machine (telephony) fits at 30 %
 * and no name can be read; like Stately's editor, the chart opens on the active states with their ancestors open
 * and every other compound state closed to its name and how many states it holds, and a person opens the rest.
 * The machine's root is always open; `Expansion` holds the other open states' ids.
 */
export type Expansion = ReadonlySet<string>;

const nodesOf = (n: DirectedGraphNode): DirectedGraphNode[] => [n, ...n.children.flatMap(nodesOf)];

/** A stable key of an expansion: the build's layouts and the layout cache are keyed by it. */
export const expansionKey = (open: Expansion): string => [...open].sort().join('|');

/** The compound states the snapshot is in: the chart opens on them. */
export const openingExpansion = (root: DirectedGraphNode, snapshot: AnyMachineSnapshot): Expansion =>
  new Set(
    nodesOf(root)
      .filter((n) => n !== root && n.children.length > 0)
      .filter((n) => snapshot.matches(n.stateNode.path.join('.') as never))
      .map((n) => n.id),
  );

export const toggled = (open: Expansion, id: string): Expansion => {
  const next = new Set(open);
  if (!next.delete(id)) next.add(id);
  return next;
};

/** "3 states" or, for a parallel state, "2 regions": what a closed state says it holds. */
export const holdsText = (node: DirectedGraphNode): string => {
  const n = node.children.length;
  const noun = node.stateNode.type === 'parallel' ? 'region' : 'state';
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
};

/**
 * Every expansion a snapshot can open on, for the build to lay out ahead: a compound state open with the
 * expansions of one child, a parallel state with those of all its regions at once. Null past `limit` (a machine
 * of many parallel regions): the console then lays out what it opens on itself.
 */
export const reachableExpansions = (root: DirectedGraphNode, limit = 32): Expansion[] | null => {
  const of = (n: DirectedGraphNode): string[][] | null => {
    if (n.children.length === 0) return [[]];
    const children = n.children.map(of);
    if (children.some((c) => c === null)) return null;
    const lists = children as string[][][];
    const inner =
      n.stateNode.type === 'parallel'
        ? lists.reduce<string[][]>((acc, c) => acc.flatMap((a) => c.map((b) => [...a, ...b])), [[]])
        : lists.flat();
    const seen = new Map(inner.map((e) => [expansionKey(new Set(e)), e]));
    if (seen.size > limit) return null;
    return [...seen.values()].map((e) => (n === root ? e : [n.id, ...e]));
  };
  return of(root)?.map((e) => new Set(e)) ?? null;
};

/** The drawn state standing for each state: itself, or its closest closed ancestor. */
export const shownStateOf = (root: DirectedGraphNode, open: Pick<Expansion, 'has'>): Map<string, string> => {
  const shown = new Map<string, string>();
  const walk = (n: DirectedGraphNode, closedAt: string | null) => {
    shown.set(n.id, closedAt ?? n.id);
    const closed = closedAt ?? (n !== root && n.children.length > 0 && !open.has(n.id) ? n.id : null);
    for (const c of n.children) walk(c, closed);
  };
  walk(root, null);
  return shown;
};

/**
 * One drawn arrow: a transition between two drawn states, or all those folded into one from or to a closed state.
 * `type` is the first one's event.
 */
export type ShownEdge = {
  id: string;
  source: string;
  target: string;
  type: string;
  edges: DirectedGraphEdge[];
};

/**
 * The transitions that move, as drawn for an expansion: those from or to states inside a closed state start or
 * end at that closed state, one arrow for each pair of drawn states (the closed state hides its detail: one
 * arrow per event made a closed telephony agent region wider than the whole machine drawn open), and those
 * between two states inside the same closed state are not drawn.
 */
export const shownEdges = (
  root: DirectedGraphNode,
  open: Pick<Expansion, 'has'>,
  drawn: DirectedGraphEdge[],
): ShownEdge[] => {
  const shown = shownStateOf(root, open);
  const byKey = new Map<string, ShownEdge>();
  for (const e of drawn) {
    const source = shown.get(e.source.id) ?? e.source.id;
    const target = shown.get(e.target.id) ?? e.target.id;
    const folded = source !== e.source.id || target !== e.target.id;
    if (source === target && folded) continue;
    const key = `${source}\n${target}\n${folded ? '' : e.label.text}`;
    const known = byKey.get(key);
    if (known) known.edges.push(e);
    else byKey.set(key, { id: e.id, source, target, type: e.label.text, edges: [e] });
  }
  return [...byKey.values()];
};

/** Where the snapshot's deepest drawn states are in a layout: the part of a large picture to show first. */
export const activeArea = (
  layout: ElkNode,
  root: DirectedGraphNode,
  snapshot: AnyMachineSnapshot,
): Box | undefined => {
  const nodes = new Map(nodesOf(root).map((n) => [n.id, n]));
  const boxes = (b: ElkNode): ElkNode[] => [b, ...(b.children ?? []).flatMap(boxes)];
  const lit = boxes(layout).filter((b) => {
    const node = nodes.get(b.id);
    if (!node || node === root || (b.children?.length ?? 0) > 0) return false;
    return snapshot.matches(node.stateNode.path.join('.') as never);
  });
  if (lit.length === 0) return undefined;
  const x = Math.min(...lit.map((b) => b.x ?? 0));
  const y = Math.min(...lit.map((b) => b.y ?? 0));
  const right = Math.max(...lit.map((b) => (b.x ?? 0) + (b.width ?? 0)));
  const bottom = Math.max(...lit.map((b) => (b.y ?? 0) + (b.height ?? 0)));
  return { x, y, w: right - x, h: bottom - y };
};
