import type { PermissionKey } from '../contracts/permissions';

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
  /**
   * The keys the entry's screen needs, from the permission catalogue's screens (never written by hand): shown when
   * the role map gives each 1, disabled when one is -1, left out when one is 0 or missing. A dropDown has none of
   * its own and is shown while one of its children is.
   */
  keys: readonly PermissionKey[];
};

export type NavGroup = { id: string; name: string; items: NavItem[] };
