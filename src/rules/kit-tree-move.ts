/** Drag-and-drop rule of spec §4: only the classification tree, only among siblings. */
import type { TreeMove, TreeNode } from './kit-tree-types';

export const draggableTreeCase = 'classification';

export function canDragInTree(treeCase: string): boolean {
  return treeCase === draggableTreeCase;
}

export function canDropUnder(treeCase: string, draggedParentId: string, targetParentId: string): boolean {
  return canDragInTree(treeCase) && draggedParentId === targetParentId;
}

/**
 * Moves a node among its siblings. `dropIndex` is the insertion index react-arborist reports, counted with the
 * dragged node still in place. Returns null when nothing moves. Sibling order is the order in the flat list.
 */
export function moveWithinParent(
  nodes: readonly TreeNode[],
  id: string,
  dropIndex: number,
): { nodes: TreeNode[]; move: TreeMove } | null {
  const node = nodes.find((n) => n.id === id);
  if (!node) return null;
  const siblings = nodes.filter((n) => n.parent === node.parent);
  const oldPosition = siblings.indexOf(node);
  const clampedDrop = Math.max(0, Math.min(dropIndex, siblings.length));
  const newPosition = clampedDrop > oldPosition ? clampedDrop - 1 : clampedDrop;
  if (newPosition === oldPosition) return null;
  const displaced = siblings[newPosition] ?? null;
  const rest = nodes.filter((n) => n !== node);
  const others = siblings.filter((n) => n !== node);
  const before = others[newPosition];
  let at: number;
  if (before) at = rest.indexOf(before);
  else at = rest.indexOf(others[others.length - 1]) + 1;
  rest.splice(at, 0, node);
  return { nodes: rest, move: { node, displaced, oldPosition, newPosition } };
}
