import type { NodeRendererProps } from 'react-arborist';
import { leafStatus } from '../../../rules/kit-tree';
import type { TreeItem } from '../../../rules/kit-tree-types';
import { StatusIcon } from './status-icon';
import { NodeTypeIcon } from './node-type-icon';
import { cx } from '../shared/cx';
import styles from './hierarchy-tree.module.css';

/** One row: the open/close chevron, the type icon, the text and, for mapped and benefit leaves, yes / close. */
export const TreeRow = ({ node, style, dragHandle }: NodeRendererProps<TreeItem>) => {
  const status = leafStatus(node.data.node);
  return (
    <div
      ref={dragHandle}
      style={style}
      className={cx(styles.row, node.isSelected && styles.selected, node.isFocused && styles.focused)}
      data-node-id={node.id}
    >
      <span
        className={styles.chevron}
        aria-hidden="true"
        onClick={(e) => {
          e.stopPropagation();
          node.toggle();
        }}
      >
        {node.isInternal ? (node.isOpen ? '▾' : '▸') : ''}
      </span>
      <NodeTypeIcon type={node.data.node.type} />
      <span className={styles.text}>{node.data.name}</span>
      {status && <StatusIcon status={status} />}
    </div>
  );
};
