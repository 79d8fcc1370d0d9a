import type { RoleMap } from '../../contracts/auth';
import type { Department } from '../../contracts/internal-org/entities';
import { internalNodeIds as ids, internalOrgTreeActions } from '../../contracts/internal-org/tree';
import { isActionPermitted, isTreeMenuAction, type TreeMenuAction } from '../../rules/kit-tree-menu';
import type { TreeNode } from '../../rules/kit-tree-types';

export type DepartmentTreeKind = 'departments' | 'employees';

/** The node a saved department becomes in either tree, with the menu the role map allows (as the service does). */
export function departmentNode(kind: DepartmentTreeKind, d: Department, roleMap: RoleMap | null): TreeNode {
  const type = kind === 'departments' ? 'division_leaf' : 'asi_div_leaf';
  const items = (internalOrgTreeActions[type] ?? []).filter(
    (a): a is TreeMenuAction => isTreeMenuAction(a) && isActionPermitted(a, roleMap),
  );
  return {
    id: ids.department(d.id),
    parent: d.parent_id === null ? ids.org(d.tenant_id) : ids.department(d.parent_id),
    text: d.name,
    type,
    state: { opened: false },
    data: { context_items: items },
  };
}
