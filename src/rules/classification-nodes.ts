import { classificationDepth, type ClassificationItem, type WorkflowType } from '../contracts/classification';
import type { TreeNode } from './kit-tree-types';

/** The classification id a tree node stands for (its id is `cls-<id>`). */
export const classificationNodeId = (node: TreeNode) => Number(node.id.slice(4));
/**
 * A classification as a tree node: a level below the type's depth offers a sub-classification and removal, the
 * deepest level only removal (the tree's context menu reads `context_items`).
 */
export const classificationNode = (item: ClassificationItem, type: WorkflowType): TreeNode => ({
  id: `cls-${item.id}`,
  parent: item.parent_id === null ? '#' : `cls-${item.parent_id}`,
  text: item.name,
  type: item.level === 1 ? 'root_class' : 'leaf_class',
  state: { opened: false },
  data: {
    context_items:
      item.level < classificationDepth[type]
        ? ['add_sub_classification', 'remove_classification']
        : ['remove_classification'],
  },
});
