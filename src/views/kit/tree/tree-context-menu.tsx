import { ContextMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import type { RoleMap } from '../../../contracts/auth';
import { nodeMenu, type TreeMenuAction } from '../../../rules/kit-tree-menu';
import type { TreeNode } from '../../../rules/kit-tree-types';
import styles from './hierarchy-tree.module.css';

type TreeContextMenuProps = {
  node: TreeNode | null;
  roleMap?: RoleMap | null;
  onAction?: (action: TreeMenuAction, node: TreeNode) => void;
  children: ReactNode;
};

/** The node's context menu (spec §6): its context_items the role map permits, opened by right click or the
 * keyboard's context-menu key / Shift+F10 on a focused row. */
export const TreeContextMenu = ({ node, roleMap, onAction, children }: TreeContextMenuProps) => {
  const items = node ? nodeMenu(node.data?.context_items, roleMap) : [];
  return (
    <ContextMenu.Root>
      <ContextMenu.Trigger asChild>{children}</ContextMenu.Trigger>
      <ContextMenu.Portal>
        <ContextMenu.Content
          className={styles.menu}
          aria-label={node ? `Actions for ${node.text}` : 'Actions'}
        >
          {items.length === 0 ? (
            <ContextMenu.Item className={styles.menuItem} disabled>
              No actions
            </ContextMenu.Item>
          ) : (
            items.map((item) => (
              <ContextMenu.Item
                key={item.action}
                className={styles.menuItem}
                onSelect={() => node && onAction?.(item.action, node)}
              >
                {item.label}
              </ContextMenu.Item>
            ))
          )}
        </ContextMenu.Content>
      </ContextMenu.Portal>
    </ContextMenu.Root>
  );
};
