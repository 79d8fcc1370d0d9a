import type { RoleMap } from '../contracts/auth';
import type { NavItem } from '../config/menu-types';

export type Visibility = 'shown' | 'disabled' | 'removed';

/** Spec §5: 1 shows, -1 disables, 0 removes; a key without an entry is shown. */
export const visibility = (roleMap: RoleMap, key: string): Visibility => {
  const value = roleMap[key];
  if (value === 0) return 'removed';
  if (value === -1) return 'disabled';
  return 'shown';
};

/**
 * Spec §5 role-access check on component__action: 1 allowed, 0 denied, unknown allowed. The spec notes that
 * unknown "should be denied"; the console keeps the documented behaviour and the service enforces the rest.
 * -1 (disabled) is not a grant, so it denies too.
 */
export const isAllowed = (roleMap: RoleMap, key: string): boolean => {
  const value = roleMap[key];
  return value === undefined || value === 1;
};

/** A key the profile must hold outright, e.g. the supervisor key: only an explicit 1 counts. */
export const holds = (roleMap: RoleMap, key: string): boolean => roleMap[key] === 1;

export type VisibleNavItem = Omit<NavItem, 'sub'> & { disabled: boolean; sub?: VisibleNavItem[] };

const itemVisibility = (roleMap: RoleMap, item: NavItem): Visibility => {
  if (item.requires !== undefined && !holds(roleMap, item.requires)) return 'removed';
  return item.permission === undefined ? 'shown' : visibility(roleMap, item.permission);
};

/**
 * The menu as this profile sees it: removed items (and hidden ones) drop out, disabled ones stay marked, and a
 * dropDown left without a listed child drops out too, so the sidebar never offers an empty group.
 */
export const visibleMenu = (items: NavItem[], roleMap: RoleMap): VisibleNavItem[] =>
  items.flatMap((item): VisibleNavItem[] => {
    if (item.hidden) return [];
    const seen = itemVisibility(roleMap, item);
    if (seen === 'removed') return [];
    if (item.type !== 'dropDown') return [{ ...item, sub: undefined, disabled: seen === 'disabled' }];
    const sub = visibleMenu(item.sub ?? [], roleMap);
    return sub.length === 0 ? [] : [{ ...item, sub, disabled: seen === 'disabled' }];
  });
