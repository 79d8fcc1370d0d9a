import type { MachinePath } from '../../../src/machines/graph/paths';

/** A generated path's test name: its kind, its place in the generated list (stable) and its target state. */
export const pathTitle = (path: MachinePath, index: number): string =>
  `${path.kind} path ${index + 1} → ${path.target}`;
