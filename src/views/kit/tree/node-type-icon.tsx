import styles from './hierarchy-tree.module.css';
import { TreeIcon, iconKindFor, iconPaths } from './tree-icons';

export const NodeTypeIcon = ({ type }: { type: string }) => {
  const kind = iconKindFor(type);
  return <TreeIcon d={iconPaths[kind]} className={styles[`icon_${kind}`] ?? styles.icon} />;
};
