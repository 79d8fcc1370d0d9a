import { Link } from 'wouter';
import type { VisibleNavItem } from '../../rules/permission-visibility';
import { Icon } from './icons';
import styles from './sidebar.module.css';

type SidebarItemProps = {
  item: VisibleNavItem;
  active: boolean;
  /** For a dropDown: whether the child navigation currently lists its children. */
  expanded?: boolean;
  onOpen?: (name: string) => void;
  showIcon?: boolean;
};

/** One menu entry: a link, an external link, a dropDown that opens the child navigation, or a disabled entry. */
export const SidebarItem = ({
  item,
  active,
  expanded = false,
  onOpen,
  showIcon = true,
}: SidebarItemProps) => {
  const className = [styles.item, active ? styles.active : ''].filter(Boolean).join(' ');
  const body = (
    <>
      {showIcon && <Icon name={item.icon} />}
      <span className={styles.label}>{item.name}</span>
      {item.type === 'dropDown' && <Icon name="chevronRight" size={16} />}
    </>
  );
  const title = item.description || undefined;
  // Spec §5: -1 disables; the entry stays in place, announced as unavailable, and does nothing.
  if (item.disabled) {
    return (
      // eslint-disable-next-line no-restricted-syntax -- a navigation row of the sidebar, not a button in look
      <button type="button" className={`${className} ${styles.disabled}`} aria-disabled="true" title={title}>
        {body}
      </button>
    );
  }
  if (item.type === 'dropDown') {
    return (
      // eslint-disable-next-line no-restricted-syntax -- a navigation row of the sidebar, not a button in look
      <button
        type="button"
        className={className}
        aria-expanded={expanded}
        aria-controls={expanded ? 'child-nav' : undefined}
        title={title}
        onClick={() => onOpen?.(item.name)}
      >
        {body}
      </button>
    );
  }
  if (item.type === 'extLink') {
    return (
      <a className={className} href={item.state} target="_blank" rel="noreferrer" title={title}>
        {body}
      </a>
    );
  }
  return (
    <Link href={item.state} className={className} aria-current={active ? 'page' : undefined} title={title}>
      {body}
    </Link>
  );
};
