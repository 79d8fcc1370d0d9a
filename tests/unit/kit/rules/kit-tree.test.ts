import { describe, expect, it } from 'vitest';
import {
  addNode,
  buildTree,
  initialOpenMap,
  leafStatus,
  nodeDepth,
  parseTreeAnswer,
  removeNode,
  renameNode,
  replaceNode,
} from '../../../../src/rules/kit-tree';
import { nodeMenu, permittedMenuItems, treeMenuActions } from '../../../../src/rules/kit-tree-menu';
import { canDropUnder, moveWithinParent } from '../../../../src/rules/kit-tree-move';
import { treeNodes } from '../tree-fixture';

const ids = (list: readonly { id: string }[]) => list.map((x) => x.id);

describe('parseTreeAnswer', () => {
  it.each([
    ['a bare array', treeNodes, 7],
    ['an envelope with errCode 0', { errCode: 0, data: treeNodes }, 7],
    ['an envelope with another errCode', { errCode: 4, data: treeNodes }, null],
    ['an envelope without a list', { errCode: 0, data: 'x' }, null],
    ['junk', 'x', null],
    ['a list with malformed entries', [treeNodes[0], { id: 3 }], 1],
  ])('%s', (_n, answer, count) => {
    const parsed = parseTreeAnswer(answer);
    expect(parsed === null ? null : parsed.length).toBe(count);
  });
});

describe('buildTree', () => {
  it('nests by parent and leaves leaves without children', () => {
    const roots = buildTree(treeNodes);
    expect(ids(roots)).toEqual(['r1', 'r2']);
    expect(ids(roots[0].children ?? [])).toEqual(['c1', 'c2']);
    expect(roots[0].children?.[1].children).toBeUndefined();
    expect(roots[0].name).toBe('Medical Aid');
  });
  it('drops nodes whose parent is absent', () => {
    expect(buildTree([...treeNodes, { id: 'x', parent: 'nope', text: 'x', type: 'no_leaf' }]).length).toBe(2);
  });
});

describe('local edits', () => {
  const node = { id: 'new', parent: 'c2', text: 'Dependants', type: 'leaf_class' };
  it('inserts only under an existing parent, and only once', () => {
    expect(ids(addNode(treeNodes, node))).toContain('new');
    expect(addNode(treeNodes, { ...node, parent: 'missing' })).toBe(treeNodes);
    expect(addNode(treeNodes, { ...node, id: 'c1' })).toBe(treeNodes);
    expect(ids(addNode(treeNodes, { ...node, parent: '#' }))).toContain('new');
  });
  it('renames and replaces in place', () => {
    expect(renameNode(treeNodes, 'c1', 'Claims (all)')[1].text).toBe('Claims (all)');
    const replaced = replaceNode(treeNodes, 'c2', { ...node, id: 'c2b', parent: 'r1' });
    expect(ids(replaced)[4]).toBe('c2b');
  });
  it('removes a node with all its descendants', () => {
    expect(ids(removeNode(treeNodes, 'r1'))).toEqual(['r2', 'c3']);
    expect(ids(removeNode(treeNodes, 'c1'))).toEqual(['r1', 'c2', 'r2', 'c3']);
    expect(removeNode(treeNodes, 'missing').length).toBe(7);
  });
});

describe('depth, open state', () => {
  it.each([
    ['r1', 1],
    ['c1', 2],
    ['l2', 3],
    ['missing', 0],
  ])('%s is at depth %i', (id, depth) => expect(nodeDepth(treeNodes, id)).toBe(depth));
  it('reads state.opened', () => expect(initialOpenMap(treeNodes)).toEqual({ r1: true }));
});

describe('context menu', () => {
  it('has the spec labels', () => {
    expect(Object.values(treeMenuActions).map((a) => a.label)).toContain('Add Sub Classification');
    expect(Object.keys(treeMenuActions)).toHaveLength(17);
  });
  it.each([
    [{ '7__7001': 1, '7__7003': 1 }, ['Add Sub Classification']],
    // Without classification administration (7__7003) the tree key alone offers nothing.
    [{ '7__7001': 1 }, []],
    [{ '7__7001': 0 }, []],
    [{ '7__7001': -1 }, []],
    // The service's rule: a key the map does not list is refused, so the menu does not offer it (issue 17).
    [{}, []],
    [null, []],
  ] as const)('role map %j', (map, labels) => {
    expect(nodeMenu(['add_sub_classification', 'unknown_action'], map).map((m) => m.label)).toEqual(labels);
  });
  it('filters menu_items per node type', () => {
    expect(
      permittedMenuItems(
        { root_class: ['add_sub_classification', 'remove_classification'] },
        { '7__7001': 1, '7__7002': 0, '7__7003': 1 },
      ),
    ).toEqual({
      root_class: ['add_sub_classification'],
    });
  });
});

describe('drag and drop', () => {
  it.each([
    ['classification', 'r1', 'r1', true],
    ['classification', 'r1', 'r2', false],
    ['biz', 'r1', 'r1', false],
  ])('%s from %s to %s', (treeCase, from, to, ok) => expect(canDropUnder(treeCase, from, to)).toBe(ok));

  it.each([
    // siblings of r1: c1, c2. Drop index counts the dragged node in place.
    ['c1', 2, ['c2', 'c1'], 'c2', 0, 1],
    ['c2', 0, ['c2', 'c1'], 'c1', 1, 0],
    ['l2', 0, ['l2', 'l1'], 'l1', 1, 0],
  ])('%s to %i', (id, drop, order, displaced, oldPosition, newPosition) => {
    const result = moveWithinParent(treeNodes, id, drop);
    expect(result).not.toBeNull();
    const parent = treeNodes.find((n) => n.id === id)?.parent;
    expect(ids((result?.nodes ?? []).filter((n) => n.parent === parent))).toEqual(order);
    expect(result?.move.displaced?.id).toBe(displaced);
    expect(result?.move.oldPosition).toBe(oldPosition);
    expect(result?.move.newPosition).toBe(newPosition);
  });
  it('ignores a drop in place', () => {
    expect(moveWithinParent(treeNodes, 'c1', 0)).toBeNull();
    expect(moveWithinParent(treeNodes, 'c1', 1)).toBeNull();
  });
  it('moves roots too', () => {
    expect(ids(moveWithinParent(treeNodes, 'r2', 0)?.nodes.filter((n) => n.parent === '#') ?? [])).toEqual([
      'r2',
      'r1',
    ]);
  });
});

describe('leafStatus', () => {
  const base = { id: 'x', parent: '#', text: 'x' };
  it.each([
    [{ ...base, type: 'mapped_leaf' }, 'yes'],
    [{ ...base, type: 'no_mapped_leaf' }, 'close'],
    [{ ...base, type: 'eb_with_json' }, 'yes'],
    [{ ...base, type: 'eb_without_json' }, 'close'],
    [
      {
        ...base,
        type: 'leaf_class',
        mapped_data: { mobile_classification_id: 1, case_classification_id: 7 },
      },
      'yes',
    ],
    [
      {
        ...base,
        type: 'leaf_class',
        mapped_data: { mobile_classification_id: 1, case_classification_id: null },
      },
      'close',
    ],
    [{ ...base, type: 'biz_org' }, null],
  ])('%#', (node, status) => expect(leafStatus(node)).toBe(status));
});
