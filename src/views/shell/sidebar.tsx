import { useEffect, useMemo, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { useAppActors } from '../../app/actors';
import { childNavItemPitch, mainNavItemPitch } from '../../config/constants';
import { menuGroups } from '../../config/menus';
import { visibleMenu } from '../../rules/permission-visibility';
import { isItemActive } from '../../rules/sidebar';
import { ScrollList } from './scroll-list';
import { SidebarItem } from './sidebar-item';
import styles from './sidebar.module.css';

/** Spec §2 sidebar: the main list (a group per application) and the child list of the opened dropDown. */
export const Sidebar = () => {
  const { auth, layout } = useAppActors();
  const roleMap = useSelector(auth, (s) => s.context.roleMap);
  const mainOpen = useSelector(layout, (s) => s.context.mainOpen);
  const childOpen = useSelector(layout, (s) => s.context.childOpen);
  const childName = useSelector(layout, (s) => s.context.childName);
  const side = useSelector(layout, (s) => s.context.side);
  const [location] = useLocation();

  const groups = useMemo(
    () =>
      menuGroups
        .map((g) => ({ ...g, items: visibleMenu(g.items, roleMap) }))
        .filter((g) => g.items.length > 0),
    [roleMap],
  );
  const child = childOpen
    ? groups.flatMap((g) => g.items).find((i) => i.name === childName && i.type === 'dropDown')
    : undefined;

  // Opening a group moves focus to its first entry, so the keyboard user lands where the choice now is; a
  // group opened any other way (restored layout, navigation) leaves focus where it was.
  const focusChild = useRef(false);
  const childNav = useRef<HTMLElement>(null);
  const shownChild = child?.name;
  useEffect(() => {
    if (!shownChild || !focusChild.current) return;
    focusChild.current = false;
    childNav.current?.querySelector<HTMLElement>('a[href], button:not([aria-disabled="true"])')?.focus();
  }, [shownChild]);

  const handleOpen = (name: string) => {
    const closing = childOpen && childName === name;
    focusChild.current = !closing;
    layout.send(closing ? { type: 'layout.closeChild' } : { type: 'layout.openChild', name });
  };

  return (
    <div id="sidebar" className={styles.sidebar} data-side={side} hidden={!mainOpen}>
      <nav aria-label="Main menu" className={styles.main}>
        <ScrollList pitch={mainNavItemPitch} label="main menu" contentKey={groups}>
          {groups.map((group) => (
            <div key={group.id} className={styles.group}>
              <h2 className={styles.groupName} id={`menu-group-${group.id}`}>
                {group.name}
              </h2>
              <ul className={styles.list} aria-labelledby={`menu-group-${group.id}`}>
                {group.items.map((item) => (
                  <li key={item.name}>
                    <SidebarItem
                      item={item}
                      active={isItemActive(item, location)}
                      expanded={child?.name === item.name}
                      onOpen={handleOpen}
                    />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </ScrollList>
      </nav>
      {child && (
        <nav ref={childNav} id="child-nav" aria-label={`${child.name} menu`} className={styles.child}>
          <h2 className={styles.childName}>{child.name}</h2>
          <ScrollList pitch={childNavItemPitch} label={`${child.name} menu`} contentKey={child}>
            <ul className={styles.list}>
              {(child.sub ?? []).map((item) => (
                <li key={item.state}>
                  <SidebarItem item={item} active={isItemActive(item, location)} showIcon={false} />
                </li>
              ))}
            </ul>
          </ScrollList>
        </nav>
      )}
    </div>
  );
};
