import type { ElkNode } from '../kit/graph/elk-engine';
import { wrapLabel, type Measure, measureText } from '../kit/graph/measure-text';
import type { SearchGraph } from './search-graph-model';

/** The fonts, spacing and line heights the node boxes are drawn with; measured and drawn from the same numbers. */
export const nodeText = {
  labelSize: 14,
  subSize: 12,
  labelLine: 18,
  subLine: 16,
  padX: 12,
  padY: 10,
  gap: 4,
  maxTextWidth: 200,
  minWidth: 96,
} as const;

export const headingSpace = 36;

export type SizedNode = { key: string; lines: string[]; subLines: string[]; width: number; height: number };

/** A node just wide enough for its measured label (wrapped to three lines at most) and its detail line. */
export const sizeNode = (
  node: { key: string; label: string; sub: string },
  family: string,
  measure: Measure = measureText,
): SizedNode => {
  const t = nodeText;
  const label = wrapLabel(node.label, `600 ${t.labelSize}px ${family}`, t.maxTextWidth, 3, measure);
  const sub = wrapLabel(node.sub, `${t.subSize}px ${family}`, t.maxTextWidth, 2, measure);
  const width = Math.ceil(Math.max(t.minWidth, label.width + 2 * t.padX, sub.width + 2 * t.padX));
  const height = t.padY * 2 + label.lines.length * t.labelLine + t.gap + sub.lines.length * t.subLine;
  return { key: node.key, lines: label.lines, subLines: sub.lines, width, height };
};

export type GraphDirection = 'RIGHT' | 'DOWN';

/**
 * The ELK graph: one layer per column (partitions), routed orthogonally by the engine. Left to right on a wide
 * screen; top to bottom on a narrow one, where four columns side by side would leave a phone panning sideways.
 */
export const elkGraphOf = (
  graph: SearchGraph,
  sized: Map<string, SizedNode>,
  direction: GraphDirection = 'RIGHT',
): ElkNode => ({
  id: 'search-graph',
  layoutOptions: {
    'elk.algorithm': 'layered',
    'elk.direction': direction,
    'elk.partitioning.activate': 'true',
    'elk.edgeRouting': 'ORTHOGONAL',
    'elk.layered.spacing.nodeNodeBetweenLayers': '64',
    'elk.spacing.nodeNode': '18',
    'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
    'elk.padding': `[top=${headingSpace},left=12,bottom=12,right=12]`,
  },
  children: graph.nodes.map((n) => {
    const s = sized.get(n.key);
    return {
      id: n.key,
      width: s?.width ?? nodeText.minWidth,
      height: s?.height ?? 48,
      layoutOptions: { 'elk.partitioning.partition': String(n.column) },
    };
  }),
  edges: graph.edges.map((e) => ({ id: `${e.from}-${e.to}`, sources: [e.from], targets: [e.to] })),
});
