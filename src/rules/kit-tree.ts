/**
 * Tree rules of spec §4 and §5: parse, build, local edits, depth (the search index is kit-tree-search).
 * Plain loops: trees reach 10 000 nodes.
 */
import type { TreeItem, TreeNode } from './kit-tree-types';

const isNode = (v: unknown): v is TreeNode => {
  if (typeof v !== 'object' || v === null) return false;
  const n = v as Record<string, unknown>;
  return (
    typeof n.id === 'string' &&
    typeof n.parent === 'string' &&
    typeof n.text === 'string' &&
    typeof n.type === 'string'
  );
};

/** The answer is an array of nodes or {errCode, data}; errCode other than 0 or any other shape is a failure (null). */
export function parseTreeAnswer(answer: unknown): TreeNode[] | null {
  let list: unknown = answer;
  if (!Array.isArray(answer)) {
    if (typeof answer !== 'object' || answer === null) return null;
    const { errCode, data } = answer as { errCode?: unknown; data?: unknown };
    if (errCode !== 0) return null;
    list = data;
  }
  if (!Array.isArray(list)) return null;
  return list.filter(isNode);
}

/** Nests the flat list in one pass; nodes whose parent is absent are left out, as jsTree would. */
export function buildTree(nodes: readonly TreeNode[]): TreeItem[] {
  const items = new Map<string, TreeItem>();
  for (const node of nodes) items.set(node.id, { id: node.id, name: node.text, node });
  const roots: TreeItem[] = [];
  for (const node of nodes) {
    const item = items.get(node.id) as TreeItem;
    if (node.parent === '#') {
      roots.push(item);
      continue;
    }
    const parent = items.get(node.parent);
    if (parent) (parent.children ??= []).push(item);
  }
  return roots;
}

export function hasParent(nodes: readonly TreeNode[], parentId: string): boolean {
  return parentId === '#' || nodes.some((n) => n.id === parentId);
}

/** Adds a node only under an existing parent and only once; otherwise the list comes back unchanged. */
export function addNode(nodes: readonly TreeNode[], node: TreeNode): readonly TreeNode[] {
  if (!hasParent(nodes, node.parent) || nodes.some((n) => n.id === node.id)) return nodes;
  return [...nodes, node];
}

export function renameNode(nodes: readonly TreeNode[], id: string, text: string): readonly TreeNode[] {
  return nodes.map((n) => (n.id === id ? { ...n, text } : n));
}

/** Replaces a node in place (same position); the replacement keeps its own id and parent. */
export function replaceNode(nodes: readonly TreeNode[], id: string, node: TreeNode): readonly TreeNode[] {
  return nodes.map((n) => (n.id === id ? node : n));
}

/** Removes the node and all its descendants. */
export function removeNode(nodes: readonly TreeNode[], id: string): readonly TreeNode[] {
  const children = new Map<string, string[]>();
  for (const n of nodes) {
    const list = children.get(n.parent);
    if (list) list.push(n.id);
    else children.set(n.parent, [n.id]);
  }
  const gone = new Set<string>();
  const stack = [id];
  while (stack.length > 0) {
    const current = stack.pop() as string;
    if (gone.has(current)) continue;
    gone.add(current);
    for (const child of children.get(current) ?? []) stack.push(child);
  }
  return nodes.filter((n) => !gone.has(n.id));
}

/** Depth counts from 1 at a root, as the original's parent list included '#'. 0 when the id is unknown. */
export function nodeDepth(nodes: readonly TreeNode[], id: string): number {
  const parentOf = new Map<string, string>();
  for (const n of nodes) parentOf.set(n.id, n.parent);
  let depth = 0;
  let current: string | undefined = id;
  while (current !== undefined && current !== '#' && depth <= nodes.length) {
    if (!parentOf.has(current)) return depth;
    depth++;
    current = parentOf.get(current);
  }
  return depth;
}

/** jsTree's state.opened as react-arborist's initial open map. */
export function initialOpenMap(nodes: readonly TreeNode[]): Record<string, boolean> {
  const open: Record<string, boolean> = {};
  for (const n of nodes) if (n.state?.opened) open[n.id] = true;
  return open;
}

/**
 * Mapped leaves show a yes icon and unmapped ones a close icon; employee benefit nodes likewise by whether they
 * carry benefits data (spec §9). null for every other node.
 */
export function leafStatus(node: TreeNode): 'yes' | 'close' | null {
  if (node.type === 'mapped_leaf' || node.type === 'eb_with_json') return 'yes';
  if (node.type === 'no_mapped_leaf' || node.type === 'eb_without_json') return 'close';
  if (node.mapped_data) return node.mapped_data.case_classification_id === null ? 'close' : 'yes';
  return null;
}
