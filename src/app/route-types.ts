import type { ComponentType } from 'react';

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
  /** For screens not built yet: a sentence naming what the screen will hold. */
  summary?: string;
};

/** What a not-yet-built screen will hold; its title and breadcrumb come from the breadcrumb table. */
export type PlannedScreen = { path: string; summary: string };
