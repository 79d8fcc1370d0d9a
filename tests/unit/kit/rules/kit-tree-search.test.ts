import { describe, expect, it } from 'vitest';
import { buildTree, renameNode } from '../../../../src/rules/kit-tree';
import { createTreeSearchIndex, searchedRoots, searchTreeIndex } from '../../../../src/rules/kit-tree-search';
import type { TreeItem, TreeNode } from '../../../../src/rules/kit-tree-types';
import { treeNodes } from '../tree-fixture';

/** The kept tree as nested ids: a leaf as its id, a node with children as [id, children]. */
const outline = (list: readonly TreeItem[]): unknown[] =>
  list.map((item) => (item.children ? [item.id, outline(item.children)] : item.id));

const searched = (term: string, nodes: readonly TreeNode[] = treeNodes) => {
  const index = createTreeSearchIndex(buildTree(nodes));
  const count = searchTreeIndex(index, term);
  return { count, kept: count === null ? null : outline(searchedRoots(index)) };
};

describe('tree search index', () => {
  it.each(['', '   '])('%j is no search', (term) =>
    expect(searched(term)).toEqual({ count: null, kept: null }),
  );

  it.each([
    ['claims', 3, [['r1', [['c1', ['l1', 'l2']]]]]],
    ['CLAIM', 3, [['r1', [['c1', ['l1', 'l2']]]]]],
    ['  Claim ', 3, [['r1', [['c1', ['l1', 'l2']]]]]],
    [
      'short',
      2,
      [
        ['r1', [['c1', ['l2']]]],
        ['r2', ['c3']],
      ],
    ],
    ['gap', 2, [['r2', ['c3']]]],
    ['medical', 5, [['r1', [['c1', ['l1', 'l2']], 'c2']]]],
    ['zzz', 0, []],
  ])('%j counts matches with their descendants and keeps their ancestors', (term, count, kept) =>
    expect(searched(term)).toEqual({ count, kept }),
  );

  it('keeps lower-cased keys in pre-order, computed when built', () => {
    const index = createTreeSearchIndex(buildTree(treeNodes));
    expect(index.keys).toEqual([
      'medical aid',
      'claims',
      'rejected claim',
      'short payment',
      'membership',
      'gap cover',
      'shortfall',
    ]);
  });

  it('copies only the kept ancestors and hands shown subtrees over as loaded', () => {
    const roots = buildTree(treeNodes);
    const index = createTreeSearchIndex(roots);
    searchTreeIndex(index, 'claims');
    const kept = searchedRoots(index);
    expect(kept[0]).not.toBe(roots[0]);
    expect(kept[0].node).toBe(roots[0].node);
    expect(kept[0].children?.[0]).toBe(roots[0].children?.[0]);
  });

  it('rewrites its marks for each new term, so nothing of the previous search stays', () => {
    const index = createTreeSearchIndex(buildTree(treeNodes));
    searchTreeIndex(index, 'claims');
    expect(searchTreeIndex(index, 'gap')).toBe(2);
    expect(outline(searchedRoots(index))).toEqual([['r2', ['c3']]]);
    expect(searchTreeIndex(index, 'claims')).toBe(3);
    expect(outline(searchedRoots(index))).toEqual([['r1', [['c1', ['l1', 'l2']]]]]);
  });

  it('finds a renamed label once rebuilt from the new nodes, and no longer the old one', () => {
    const renamed = renameNode(treeNodes, 'c2', 'Dependants');
    expect(searched('membership', renamed)).toEqual({ count: 0, kept: [] });
    expect(searched('DEPEND', renamed)).toEqual({ count: 1, kept: [['r1', ['c2']]] });
  });

  it('keeps whole subtrees under a match of a large tree and nothing beside them', () => {
    // n0 … n9 are roots; nK's parent is n(K/10), so n1's subtree is n1, n10–n19, n100–n199, n1000–n1999.
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      id: `n${i}`,
      parent: i < 10 ? '#' : `n${Math.floor(i / 10)}`,
      text: i === 1 ? 'Sasol Group' : `Node ${i}`,
      type: 'sub_class',
    }));
    const roots = buildTree(many);
    const index = createTreeSearchIndex(roots);
    expect(searchTreeIndex(index, 'sasol')).toBe(1 + 10 + 100 + 1000);
    expect(searchedRoots(index)).toEqual([roots[1]]);
    // A leaf three levels down keeps its three ancestors and none of their other children.
    expect(searchTreeIndex(index, 'node 2345')).toBe(1);
    expect(outline(searchedRoots(index))).toEqual([['n2', [['n23', [['n234', ['n2345']]]]]]]);
  });
});
