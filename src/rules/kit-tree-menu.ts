/** Tree context menus (spec §6): the labels, the permission key behind each, and the filter by the role map. */
import type { RoleMap } from '../contracts/auth';
import type { PermissionKey } from '../contracts/permissions';
import { actionKeys } from './permission-catalogue';
import { holds } from './permission-visibility';
import { labels } from '../config/labels';

/** The context-menu actions of the trees and their labels; the key behind each is the catalogue's `tree.<action>`. */
const treeMenuLabels = {
  add_location: 'Add Location',
  remove_location: 'Remove Location',
  add_contact: 'Add Contact',
  add_division: 'Add Division',
  remove_division: 'Remove Division',
  add_department: 'Add Department',
  remove_department: 'Remove Department',
  add_sub_classification: 'Add Sub Classification',
  remove_classification: 'Remove Classification',
  add_employee: 'Add Employee',
  remove_employee: 'Remove Employee',
  update_employee: 'Update Employee',
  remove_product_house: 'Remove Product House',
  remove_product: 'Remove Product',
  add_employee_benefits: 'Add Employee Benefits',
  update_employee_benefits: 'Update Employee Benefits',
  add_organisation: `Add ${labels.customer}`,
} as const;

export type TreeMenuAction = keyof typeof treeMenuLabels;

type TreeMenuEntry = { label: string; keys: readonly PermissionKey[] };

export const treeMenuActions = {} as Record<TreeMenuAction, TreeMenuEntry>;
for (const action of Object.keys(treeMenuLabels) as TreeMenuAction[])
  treeMenuActions[action] = { label: treeMenuLabels[action], keys: actionKeys(`tree.${action}`) };

export const isTreeMenuAction = (key: string): key is TreeMenuAction => Object.hasOwn(treeMenuActions, key);

/**
 * Whether a tree action is offered, by the one rule: each of its catalogue keys granted (the service passes its
 * caller's `can`; the console the role map's 1s). Unknown actions never are.
 */
export const treeActionAllowed = (action: string, can: (key: PermissionKey) => boolean): boolean =>
  isTreeMenuAction(action) && treeMenuActions[action].keys.every(can);

/** Kept only when the map gives each of the action's keys 1: missing, 0 and -1 drop it. */
export const isActionPermitted = (action: TreeMenuAction, roleMap: RoleMap | null | undefined): boolean =>
  treeActionAllowed(action, (key) => holds(roleMap ?? {}, key));

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
