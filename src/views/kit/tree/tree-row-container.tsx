import type { RowRendererProps } from 'react-arborist';
import type { TreeItem } from '../../../rules/kit-tree-types';

/**
 * react-arborist's row with a roving tabindex: the focused row (or the first one) is tabbable, so the scrolling
 * list always holds a keyboard stop (axe: scrollable-region-focusable) while Tab still leaves the tree in one step.
 */
export const TreeRowContainer = ({ node, attrs, innerRef, children }: RowRendererProps<TreeItem>) => {
  const focused = node.tree.focusedNode;
  const tabbable = focused ? focused.id === node.id : node.rowIndex === 0;
  return (
    <div
      {...attrs}
      tabIndex={tabbable ? 0 : -1}
      ref={innerRef}
      onFocus={(e) => e.stopPropagation()}
      onClick={node.handleClick}
    >
      {children}
    </div>
  );
};
