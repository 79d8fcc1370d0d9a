import { crmMenu } from './menus-crm';
import { metadataMenu } from './menus-metadata';
import type { NavGroup, NavItem } from './menu-types';

export type { NavGroup, NavItem, NavItemType } from './menu-types';
export { crmMenu } from './menus-crm';
export { metadataMenu } from './menus-metadata';

/** Both applications share one sidebar, a group each (spec §2 has a menu per application). */
export const menuGroups: NavGroup[] = [
  { id: 'crm', name: 'Customer engagement', items: crmMenu },
  { id: 'metadata', name: 'Metadata', items: metadataMenu },
];

/** Every routed link of the menus, hidden ones included: the route table and breadcrumbs cover each of these. */
export const menuLinks = (items: NavItem[] = menuGroups.flatMap((g) => g.items)): NavItem[] =>
  items.flatMap((item) => (item.type === 'dropDown' ? menuLinks(item.sub ?? []) : [item]));
