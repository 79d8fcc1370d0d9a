import type { ComponentType } from 'react';
import type { PermissionKey } from '../contracts/permissions';

export type LayoutKind = 'admin' | 'auth' | 'blank' | 'compact';

/** public: anyone; signedIn: the sign-in guard; roleMap: the guard plus the role-map resolver (spec §6). */
export type Access = 'public' | 'signedIn' | 'roleMap';

export type RouteParams = Record<string, string | undefined>;

export type ScreenProps = { route: AppRoute; params: RouteParams };

export type AppRoute = {
  /** A wouter pattern; `:name` segments are parameters (-1 as an id means "create a new record"). */
  path: string;
  title: string;
  layout: LayoutKind;
  access: Access;
  screen: ComponentType<ScreenProps>;
  /**
   * The keys the screen's calls need (spec §6, the same table as the menu). Without one of them granted the route
   * shows "Not available for your profile" instead of a screen that would be refused. Empty: a session is enough.
   */
  keys: readonly PermissionKey[];
  /** Further keys when the route is opened to create a record (`:id` is -1): the save needs them. */
  createKeys?: readonly PermissionKey[];
  /** For screens not built yet: a sentence naming what the screen will hold. */
  summary?: string;
};

/** What a not-yet-built screen will hold; its title and breadcrumb come from the breadcrumb table. */
export type PlannedScreen = { path: string; summary: string };
