import type { RoleMap } from '../contracts/auth';
import type { QuickSearchKind } from '../contracts/search';
import { labels } from '../config/labels';
import { menuGroups } from '../config/menus';
import type { NavGroup } from '../config/menu-types';
import { screenKeys } from './permission-catalogue';
import { holds, visibleMenu, type VisibleNavItem } from './permission-visibility';

export type PaletteScreen = { name: string; path: string; area: string };

const links = (items: VisibleNavItem[], area: string): PaletteScreen[] =>
  items.flatMap((item) =>
    item.type === 'dropDown'
      ? links(item.sub ?? [], item.name)
      : item.type === 'link' && !item.disabled
        ? [{ name: item.name, path: item.state, area }]
        : [],
  );

/**
 * The screens the palette offers: exactly the sidebar's enabled links for this role map (the same menu through the
 * same visibility rule), so the palette never offers a screen the profile cannot open.
 */
export const paletteScreens = (roleMap: RoleMap, groups: readonly NavGroup[] = menuGroups): PaletteScreen[] =>
  groups.flatMap((g) => links(visibleMenu(g.items, roleMap), g.name));

/** Every word of the term somewhere in the text, case-insensitive ("case man" finds Case Management). */
export const matchesTerm = (text: string, term: string): boolean => {
  const hay = text.toLowerCase();
  return term
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => hay.includes(word));
};

const hitPaths: Record<QuickSearchKind, (id: number) => string> = {
  case: (id) => `/case-management/case/${id}`,
  lead: (id) => `/case-management/case/${id}`,
  customer: (id) => `/busorg/customer-details/${id}`,
  employee: (id) => `/busorg/emp-details/${id}`,
  contact: (id) => `/busorg/contact-details/${id}`,
};

/** Where a found record opens, or null when this profile may not open that screen (the service checks again). */
export const hitPath = (kind: QuickSearchKind, id: number, roleMap: RoleMap): string | null => {
  const path = hitPaths[kind](id);
  return screenKeys(path).every((key) => holds(roleMap, key)) ? path : null;
};

export const hitGroupNames: Record<QuickSearchKind, string> = {
  case: 'Cases',
  lead: 'Leads',
  customer: labels.customers,
  employee: 'Employees',
  contact: 'Contacts',
};
