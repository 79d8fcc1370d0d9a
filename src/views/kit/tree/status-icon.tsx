import styles from './hierarchy-tree.module.css';
import { TreeIcon, iconPaths } from './tree-icons';

export const StatusIcon = ({ status }: { status: 'yes' | 'close' }) => (
  <span
    className={status === 'yes' ? styles.yes : styles.close}
    role="img"
    aria-label={status === 'yes' ? 'Mapped' : 'Not mapped'}
  >
    <TreeIcon d={iconPaths[status]} />
  </span>
);
