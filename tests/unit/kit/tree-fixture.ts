import type { TreeNode } from '../../../src/rules/kit-tree-types';

const n = (
  id: string,
  parent: string,
  text: string,
  type = 'sub_class',
  extra: Partial<TreeNode> = {},
): TreeNode => ({
  id,
  parent,
  text,
  type,
  ...extra,
});

/**
 * r1 Medical Aid
 *   c1 Claims
 *     l1 Rejected claim
 *     l2 Short payment
 *   c2 Membership
 * r2 Gap Cover
 *   c3 Shortfall
 */
export const treeNodes: TreeNode[] = [
  n('r1', '#', 'Medical Aid', 'root_class', {
    state: { opened: true },
    data: { context_items: ['add_sub_classification'] },
  }),
  n('c1', 'r1', 'Claims'),
  n('l1', 'c1', 'Rejected claim', 'leaf_class'),
  n('l2', 'c1', 'Short payment', 'leaf_class'),
  n('c2', 'r1', 'Membership'),
  n('r2', '#', 'Gap Cover', 'root_class'),
  n('c3', 'r2', 'Shortfall'),
];
