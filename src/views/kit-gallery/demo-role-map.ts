import type { RoleMap } from '../../contracts/auth';
import { permissionKeys } from '../../contracts/permissions';
import type { TreeMenuAction } from '../../rules/kit-tree-menu';

/** Per node type, the actions a tree may offer; the load sends only the ones the role map permits. */
export const demoMenuActions: Record<string, TreeMenuAction[]> = {
  biz_org: ['add_division', 'add_location', 'add_contact', 'add_organisation'],
  div_org: ['add_division', 'remove_division', 'add_employee'],
  site: ['remove_location', 'add_contact'],
  asi_emp: ['update_employee', 'remove_employee', 'add_employee_benefits'],
  root_class: ['add_sub_classification'],
  sub_class: ['add_sub_classification', 'remove_classification'],
  leaf_class: ['remove_classification'],
  product_house: ['remove_product_house'],
  product: ['remove_product'],
  division: ['add_department', 'remove_department'],
  eb_with_json: ['update_employee_benefits'],
};

/** The gallery's switchable role map: 'removeClassification' denied shows how 0 drops an action. */
export const restrictedRoleMap: RoleMap = {
  [permissionKeys.removeClassification]: 0,
  [permissionKeys.removeProduct]: -1,
};
