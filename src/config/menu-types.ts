/** Spec §3 "Navigation item": name, state (route), type, icon, description, sub, hidden; active is set by the client. */
export type NavItemType = 'link' | 'dropDown' | 'extLink';

export type NavItem = {
  name: string;
  /** The route (a hash path) for links; for a dropDown the area prefix its children share. */
  state: string;
  type: NavItemType;
  icon: string;
  description: string;
  sub?: NavItem[];
  /** Routed but not listed (spec §2: e.g. the create pages reached from inside a screen). */
  hidden?: boolean;
  /** Visibility key: 1 shows, -1 disables, 0 removes, no entry shows (spec §5). */
  permission?: string;
  /** A key the profile must hold (value 1); unlike `permission`, a missing entry hides the item. */
  requires?: string;
};

export type NavGroup = { id: string; name: string; items: NavItem[] };
