import { describe, expect, it } from 'vitest';
import { buildTree, renameNode } from '../../../../src/rules/kit-tree';
import type { TreeItem } from '../../../../src/rules/kit-tree-types';
import {
  createTreeSearchIndex,
  isShownInSearch,
  searchedRoots,
  searchTreeIndex,
  type TreeSearchIndex,
} from '../../../../src/rules/kit-tree-search';
import { treeNodes } from '../tree-fixture';

const allIds = treeNodes.map((n) => n.id);
const shownIds = (index: TreeSearchIndex) => allIds.filter((id) => isShownInSearch(index, id)).sort();

describe('tree search index', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['claims', ['c1', 'l1', 'l2']],
    ['CLAIM', ['c1', 'l1', 'l2']],
    ['  Claim ', ['c1', 'l1', 'l2']],
    ['short', ['l2', 'c3']],
    ['gap', ['r2', 'c3']],
    ['medical', ['r1', 'c1', 'l1', 'l2', 'c2']],
    ['zzz', []],
  ])('%j shows matches and all their descendants, whatever the case', (term, expected) => {
    const index = createTreeSearchIndex(buildTree(treeNodes));
    const count = searchTreeIndex(index, term);
    if (expected === null) return expect(count).toBeNull();
    expect(count).toBe(expected.length);
    expect(shownIds(index)).toEqual([...expected].sort());
  });

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

  it('rewrites its marks for each new term, so nothing of the previous search stays shown', () => {
    const index = createTreeSearchIndex(buildTree(treeNodes));
    searchTreeIndex(index, 'claims');
    expect(searchTreeIndex(index, 'gap')).toBe(2);
    expect(shownIds(index)).toEqual(['c3', 'r2']);
    expect(searchTreeIndex(index, 'claims')).toBe(3);
    expect(shownIds(index)).toEqual(['c1', 'l1', 'l2']);
  });

  it('finds a renamed label once rebuilt from the new nodes, and no longer the old one', () => {
    const renamed = createTreeSearchIndex(buildTree(renameNode(treeNodes, 'c2', 'Dependants')));
    expect(searchTreeIndex(renamed, 'membership')).toBe(0);
    expect(searchTreeIndex(renamed, 'DEPEND')).toBe(1);
    expect(shownIds(renamed)).toEqual(['c2']);
  });

  it('keeps only the ancestors of what is shown, reusing shown subtrees as loaded', () => {
    const roots = buildTree(treeNodes);
    const index = createTreeSearchIndex(roots);
    searchTreeIndex(index, 'claims');
    const kept = searchedRoots(index);
    const outline = (list: readonly TreeItem[]): unknown[] =>
      list.map((item) => (item.children ? [item.id, outline(item.children)] : item.id));
    expect(outline(kept)).toEqual([['r1', [['c1', ['l1', 'l2']]]]]);
    expect(kept[0]).not.toBe(roots[0]);
    expect(kept[0].children?.[0]).toBe(roots[0].children?.[0]);
    searchTreeIndex(index, 'short');
    expect(outline(searchedRoots(index))).toEqual([
      ['r1', [['c1', ['l2']]]],
      ['r2', ['c3']],
    ]);
    searchTreeIndex(index, 'zzz');
    expect(searchedRoots(index)).toEqual([]);
  });

  it('knows no id outside the nodes it was built from', () => {
    const index = createTreeSearchIndex(buildTree(treeNodes));
    searchTreeIndex(index, 'a');
    expect(isShownInSearch(index, 'elsewhere')).toBe(false);
  });

  it('marks whole subtrees of deep trees under a match and nothing beside them', () => {
    // n0 … n9 are roots; nK's parent is n(K/10), so n1's subtree is n1, n10–n19, n100–n199, n1000–n1999.
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      id: `n${i}`,
      parent: i < 10 ? '#' : `n${Math.floor(i / 10)}`,
      text: i === 1 ? 'Sasol Group' : `Node ${i}`,
      type: 'sub_class',
    }));
    const index = createTreeSearchIndex(buildTree(many));
    expect(searchTreeIndex(index, 'sasol')).toBe(1 + 10 + 100 + 1000);
    expect(isShownInSearch(index, 'n1999')).toBe(true);
    expect(isShownInSearch(index, 'n2')).toBe(false);
    expect(isShownInSearch(index, 'n20')).toBe(false);
    // 'n1' is itself a root; a match two levels down keeps its two ancestors and none of their other children.
    searchTreeIndex(index, 'node 234');
    expect(searchedRoots(index).map((r) => r.id)).toEqual(['n2']);
    expect(searchedRoots(index)[0].children?.map((c) => c.id)).toEqual(['n23']);
  });
});
