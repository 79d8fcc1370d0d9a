import { internalOrgTreeActions } from '../../../src/contracts/internal-org/tree';
import { treeActionAllowed } from '../../../src/rules/kit-tree-menu';
import type { Can } from '../caller';

/**
 * A node's context_items: the type's actions, narrowed to the request's menu_items for that type when given,
 * and kept only when the caller's role map gives 1 (the same rule as the customer trees).
 */
export function internalContextItems(type: string, menuItems: Record<string, string[]>, can: Can): string[] {
  const asked = menuItems[type];
  return (internalOrgTreeActions[type] ?? []).filter(
    (action) => (asked === undefined || asked.includes(action)) && treeActionAllowed(action, can),
  );
}
