import { customerTreeActions } from '../../../src/contracts/customers/tree';
import { treeActionAllowed } from '../../../src/rules/kit-tree-menu';
import type { Can } from '../caller';

/** A node in the spec's tree format (§3). */
export type TreeNodeOut = {
  id: string;
  parent: string;
  text: string;
  type: string;
  state: { opened: boolean };
  data: { context_items: string[] };
};

/**
 * A node's context_items: the type's actions, narrowed to the request's menu_items for that type when given,
 * and kept only when the caller's role map gives 1 (0 removes; -1 would show disabled, which a context menu
 * cannot, so it goes too).
 */
export function contextItems(type: string, menuItems: Record<string, string[]>, can: Can): string[] {
  const asked = menuItems[type];
  return (customerTreeActions[type] ?? []).filter(
    (action) => (asked === undefined || asked.includes(action)) && treeActionAllowed(action, can),
  );
}

export function node(
  id: string,
  parent: string,
  text: string,
  type: string,
  items: string[],
  opened = false,
): TreeNodeOut {
  return { id, parent, text, type, state: { opened }, data: { context_items: items } };
}
