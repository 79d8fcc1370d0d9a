import {
  classificationDepth,
  type ClassificationFlatItem,
  type ClassificationItem,
  type WorkflowType,
} from '../../../src/contracts/classification';
import { treeActionAllowed } from '../../../src/rules/kit-tree-menu';
import { node, type TreeNodeOut } from '../customers/tree-node';
import type { Can } from '../caller';

/** Siblings in their stored order, parents before children (the order the tree and the dropdowns show). */
export function ordered(items: readonly ClassificationItem[]): ClassificationItem[] {
  const byParent = new Map<number | null, ClassificationItem[]>();
  for (const item of items) {
    const list = byParent.get(item.parent_id) ?? [];
    list.push(item);
    byParent.set(item.parent_id, list);
  }
  const known = new Set(items.map((i) => i.id));
  const out: ClassificationItem[] = [];
  const walk = (parent: number | null) => {
    for (const item of (byParent.get(parent) ?? []).sort((a, b) => a.position - b.position || a.id - b.id)) {
      out.push(item);
      walk(item.id);
    }
  };
  walk(null);
  // Values whose parent is outside the visible set are dropped: they could not be reached anyway.
  return out.filter((i) => i.parent_id === null || known.has(i.parent_id));
}

/**
 * get_classification_tree: root_class for the first level, sub_class for values with children, leaf_class for
 * the rest. Context items need the role map's 1 and a value the caller may change (inside the scope).
 */
export function classificationTree(
  items: readonly ClassificationItem[],
  type: WorkflowType,
  menuItems: Record<string, string[]>,
  can: Can,
  editable: ReadonlySet<number>,
): TreeNodeOut[] {
  const list = ordered(items);
  const parents = new Set(list.map((i) => i.parent_id));
  return list.map((item) => {
    const nodeType = item.level === 1 ? 'root_class' : parents.has(item.id) ? 'sub_class' : 'leaf_class';
    const offered: string[] = [];
    if (editable.has(item.tenant_id)) {
      // The catalogue's keys of each action (the tree key and classification administration), as the menu reads.
      if (item.level < classificationDepth[type] && treeActionAllowed('add_sub_classification', can))
        offered.push('add_sub_classification');
      if (treeActionAllowed('remove_classification', can)) offered.push('remove_classification');
    }
    const asked = menuItems[nodeType];
    const items = asked === undefined ? offered : offered.filter((a) => asked.includes(a));
    return node(
      `cls-${item.id}`,
      item.parent_id === null ? '#' : `cls-${item.parent_id}`,
      item.name,
      nodeType,
      items,
      item.level === 1,
    );
  });
}

/** The classification dropdown answer (spec §3): options in msg, parent → child ids, root 0. */
export function dropdownAnswer(items: readonly ClassificationItem[]) {
  const list = ordered(items);
  const dict: Record<string, number[]> = {};
  for (const item of list) (dict[String(item.parent_id ?? 0)] ??= []).push(item.id);
  return {
    msg: list.map((i) => ({ id: i.id, value_name: i.name })),
    parent_children_dict: dict,
    root_id: 0,
  };
}

/** GET /data/classifications/flatlist: every reachable value in tree order, with the names of its ancestors. */
export function flatClassifications(items: readonly ClassificationItem[]): ClassificationFlatItem[] {
  const list = ordered(items);
  const pathOf = new Map<number, string>();
  return list.map((i) => {
    // ordered() puts parents first, so a parent's path is known before its children ask for it.
    const path = i.parent_id === null ? i.name : `${pathOf.get(i.parent_id) ?? ''} › ${i.name}`;
    pathOf.set(i.id, path);
    return { id: i.id, value_name: i.name, level: i.level, parent: i.parent_id, path };
  });
}
