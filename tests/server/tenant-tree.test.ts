import { describe, expect, it } from 'vitest';
import { TenantTree } from '../../server/domain/tenant-tree';

// 1 ─┬─ 2 ─┬─ 3
//    │     └─ 4 ── 7
//    └─ 5 ── 6          8 (a second root)
const tree = new TenantTree([
  { id: 7, name: 'Sandton Desk', parentId: 4 },
  { id: 1, name: 'Group', parentId: null },
  { id: 2, name: 'Gauteng', parentId: 1 },
  { id: 3, name: 'Pretoria', parentId: 2 },
  { id: 4, name: 'Johannesburg', parentId: 2 },
  { id: 5, name: 'Western Cape', parentId: 1 },
  { id: 6, name: 'Cape Town', parentId: 5 },
  { id: 8, name: 'Other Group', parentId: null },
]);

describe('TenantTree', () => {
  it('lists a subtree parent before child', () => {
    expect(tree.subtreeIds(2)).toEqual([2, 3, 4, 7]);
    expect(tree.subtreeIds(1)).toEqual([1, 2, 5, 3, 4, 6, 7]);
    expect(tree.subtreeIds(99)).toEqual([]);
  });

  it('walks up to the root', () => {
    expect(tree.ancestorIds(7)).toEqual([4, 2, 1]);
    expect(tree.ancestorIds(1)).toEqual([]);
  });

  it('drops assigned tenants already covered by an assigned ancestor, and unknown ids', () => {
    expect(tree.accessRoots([4, 2, 6, 42])).toEqual([2, 6]);
    expect(tree.accessRoots([8, 3])).toEqual([3, 8]);
    expect(tree.accessibleIds([4, 2, 6])).toEqual([2, 3, 4, 7, 6]);
  });

  it('nests a tenant with its children', () => {
    expect(tree.nested(2)).toEqual({
      id: 2,
      name: 'Gauteng',
      children: [
        { id: 3, name: 'Pretoria', children: [] },
        { id: 4, name: 'Johannesburg', children: [{ id: 7, name: 'Sandton Desk', children: [] }] },
      ],
    });
  });
});
