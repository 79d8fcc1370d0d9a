/** Tree context menus (spec §6): the labels, the permission key behind each, and the filter by the role map. */
import { permissionKeys } from '../contracts/permissions';
import type { RoleMap } from '../contracts/auth';

export const treeMenuActions = {
  add_location: { label: 'Add Location', permission: permissionKeys.addLocation },
  remove_location: { label: 'Remove Location', permission: permissionKeys.removeLocation },
  add_contact: { label: 'Add Contact', permission: permissionKeys.addContact },
  add_division: { label: 'Add Division', permission: permissionKeys.addDivision },
  remove_division: { label: 'Remove Division', permission: permissionKeys.removeDivision },
  add_department: { label: 'Add Department', permission: permissionKeys.addDepartment },
  remove_department: { label: 'Remove Department', permission: permissionKeys.removeDepartment },
  add_sub_classification: {
    label: 'Add Sub Classification',
    permission: permissionKeys.addSubClassification,
  },
  remove_classification: { label: 'Remove Classification', permission: permissionKeys.removeClassification },
  add_employee: { label: 'Add Employee', permission: permissionKeys.addEmployee },
  remove_employee: { label: 'Remove Employee', permission: permissionKeys.removeEmployee },
  update_employee: { label: 'Update Employee', permission: permissionKeys.updateEmployee },
  remove_product_house: { label: 'Remove Product House', permission: permissionKeys.removeProductHouse },
  remove_product: { label: 'Remove Product', permission: permissionKeys.removeProduct },
  add_employee_benefits: { label: 'Add Employee Benefits', permission: permissionKeys.addEmployeeBenefits },
  update_employee_benefits: {
    label: 'Update Employee Benefits',
    permission: permissionKeys.updateEmployeeBenefits,
  },
  add_organisation: { label: 'Add Organisation', permission: permissionKeys.addOrganisation },
} as const;

export type TreeMenuAction = keyof typeof treeMenuActions;

export const isTreeMenuAction = (key: string): key is TreeMenuAction => Object.hasOwn(treeMenuActions, key);

/** Kept when the map gives 1 for the action's key, and when the key has no entry; 0 and -1 drop it. */
export function isActionPermitted(action: TreeMenuAction, roleMap: RoleMap | null | undefined): boolean {
  const value = roleMap?.[treeMenuActions[action].permission];
  return value === undefined || value === 1;
}

/** The menu for one node: its context_items that name a known action and that the role map permits. */
export function nodeMenu(contextItems: readonly string[] | undefined, roleMap: RoleMap | null | undefined) {
  const out: Array<{ action: TreeMenuAction; label: string }> = [];
  for (const key of contextItems ?? []) {
    if (isTreeMenuAction(key) && isActionPermitted(key, roleMap))
      out.push({ action: key, label: treeMenuActions[key].label });
  }
  return out;
}

/** The menu_items of a tree load: per node type, the action keys the role map permits. */
export function permittedMenuItems(
  perType: Record<string, readonly TreeMenuAction[]>,
  roleMap: RoleMap | null | undefined,
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [type, actions] of Object.entries(perType))
    out[type] = actions.filter((a) => isActionPermitted(a, roleMap));
  return out;
}
