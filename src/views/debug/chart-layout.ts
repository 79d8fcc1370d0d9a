import type { DirectedGraphEdge, DirectedGraphNode } from 'xstate/graph';
import type { ElkExtendedEdge, ElkNode } from '../kit/graph/elk-engine';
import { measureText, type Measure } from '../kit/graph/measure-text';
import { holdsText, shownEdges, type Expansion, type ShownEdge } from './chart-expansion';

export const chartText = {
  stateSize: 13,
  eventSize: 11,
  padX: 10,
  stateHeight: 32,
  header: 28,
  labelHeight: 16,
  /** A closed compound state: its name over what it holds. */
  closedHeight: 46,
};

/** Reads a transition's event the way a person would: delays, done and error events get short names. */
export const eventText = (type: string): string => {
  if (!type) return 'always';
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  if (after && !/^\d+$/.test(after[1])) return `after ${after[1]}`;
  if (after) return `after ${Number(after[1]) >= 1000 ? `${Number(after[1]) / 1000} s` : `${after[1]} ms`}`;
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  if (actor) return `${actor[1]}: ${actor[2]}`;
  if (type.startsWith('xstate.done.state.')) return 'done';
  return type;
};

/** An arrow's label: its event, and how many more events a folded arrow stands for. */
export const shownText = (e: ShownEdge): string =>
  eventText(e.type) + (e.edges.length > 1 ? ` +${e.edges.length - 1}` : '');

export const initialId = (stateId: string): string => `${stateId}#initial`;

/** The invisible edges that stack an open parallel state's regions: laid out, never drawn. */
export const isStackEdge = (edgeId: string): boolean => edgeId.includes('#stack');

/** Longer labels than this take two lines. */
const oneLine = 16;

/**
 * An arrow's label on one line, or two when long: broken after the dot, colon or space nearest its middle. Each
 * label is a box ELK places beside its arrow, so long one-line labels side by side were what made an opened
 * region run off to the right of the panel (the telephony agent region: 1,370 px one-line, 850 px on two).
 */
export const labelLines = (text: string): string[] => {
  if (text.length <= oneLine) return [text];
  const middle = text.length / 2;
  let best = -1;
  for (let i = 1; i < text.length - 1; i++)
    if ('.: '.includes(text[i]) && (best < 0 || Math.abs(i - middle) < Math.abs(best - middle))) best = i;
  if (best < 0) return [text];
  return [text.slice(0, best + 1).trimEnd(), text.slice(best + 1).trimStart()];
};

/*
 * A transition without a target only runs actions and leaves the state as it is; drawn, each would be a loop
 * around its box (dozens around a machine's root), so the picture keeps the transitions that move. The list
 * and the Available now buttons still show and send them all.
 */
export const drawnEdges = (node: DirectedGraphNode): DirectedGraphEdge[] => [
  ...node.edges.filter((e) => e.transition.target !== undefined),
  ...node.children.flatMap(drawnEdges),
];

/**
 * The statechart as an ELK compound graph: a state with children is a box holding them (a header row for its
 * name), a parallel state's regions sit side by side in it (stacked once one is open), each non-parallel box has an initial dot pointing at
 * its initial child, and every transition is an edge labelled with its event. A compound state not in `open`
 * is a closed box, its name over what it holds (all open when `open` is not given). All coordinates come back
 * absolute (root based), so drawing needs no sums over parents.
 */
export const chartGraphOf = (
  root: DirectedGraphNode,
  family: string,
  measure: Measure = measureText,
  open?: Expansion,
): ElkNode => {
  const t = chartText;
  const stateFont = `600 ${t.stateSize}px ${family}`;
  // Measured bold: a label drawn live (bold) must still fit its box.
  const eventFont = `600 ${t.eventSize}px ${family}`;
  const holdsFont = `400 ${t.eventSize}px ${family}`;
  const isOpen = (node: DirectedGraphNode) => node === root || !open || open.has(node.id);
  // Side by side, an open region and its sibling regions ran off to the right of the panel: with any region
  // open, a parallel state's regions stack top to bottom (each one layer below the one before).
  const stackEdges = (node: DirectedGraphNode): ElkExtendedEdge[] => {
    const regions = node.children.filter((c) => c.children.length > 0);
    if (node.stateNode.type !== 'parallel' || !regions.some((r) => open === undefined || open.has(r.id)))
      return [];
    return node.children.slice(1).map((c, i) => ({
      id: `${node.id}#stack${i}`,
      sources: [node.children[i].id],
      targets: [c.id],
    }));
  };
  const toNode = (node: DirectedGraphNode): ElkNode => {
    const sn = node.stateNode;
    const labelWidth = measure(sn.key, stateFont) + 2 * t.padX;
    if (node.children.length === 0)
      return { id: node.id, width: Math.ceil(Math.max(64, labelWidth)), height: t.stateHeight };
    // Measured open or closed, so the fit check of the build's picture covers both.
    const holdsWidth = measure(holdsText(node), holdsFont) + 2 * t.padX;
    if (!isOpen(node))
      return { id: node.id, width: Math.ceil(Math.max(64, labelWidth, holdsWidth)), height: t.closedHeight };
    const initial = sn.type !== 'parallel' && sn.initial?.target[0];
    return {
      id: node.id,
      layoutOptions: {
        'elk.padding': `[top=${t.header},left=12,bottom=12,right=12]`,
        // A compound state is at least as wide as its name in the header.
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${Math.ceil(labelWidth + 16)}, 40)`,
      },
      children: [
        ...(initial ? [{ id: initialId(node.id), width: 12, height: 12 }] : []),
        ...node.children.map(toNode),
      ],
      edges: initial
        ? [{ id: `${initialId(node.id)}-edge`, sources: [initialId(node.id)], targets: [initial.id] }]
        : stackEdges(node),
    };
  };
  // The machine's root is a box inside a plain frame: root-level transitions then have a node at both ends.
  const tree = toNode(root);
  const all = { has: () => true };
  const edges: ElkExtendedEdge[] = shownEdges(root, open ?? all, drawnEdges(root)).map((e) => {
    const text = shownText(e);
    const lines = labelLines(text);
    const width = Math.max(...lines.map((line) => measure(line, eventFont)));
    return {
      id: e.id,
      sources: [e.source],
      targets: [e.target],
      labels: [
        { id: `${e.id}-label`, text, width: Math.ceil(width) + 8, height: t.labelHeight * lines.length },
      ],
    };
  });
  return {
    id: `${root.id}#frame`,
    children: [{ ...tree, edges: [] }],
    layoutOptions: {
      'elk.padding': '[top=8,left=8,bottom=8,right=8]',
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.edgeLabels.inline': 'false',
      'elk.spacing.nodeNode': '24',
      'elk.layered.spacing.nodeNodeBetweenLayers': '32',
      'elk.spacing.edgeLabel': '4',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
    },
    edges: [...(tree.edges ?? []), ...edges],
  };
};
