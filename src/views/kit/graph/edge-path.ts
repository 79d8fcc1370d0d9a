import type { ElkExtendedEdge } from './elk-engine';

/** The SVG path of an edge as the engine routed it: start, bend points, end, per section. */
export const edgePath = (edge: ElkExtendedEdge, dx = 0, dy = 0): string =>
  (edge.sections ?? [])
    .map((s) =>
      [s.startPoint, ...(s.bendPoints ?? []), s.endPoint]
        .map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x + dx},${p.y + dy}`)
        .join(' '),
    )
    .join(' ');
