import { mobileMaxWidth, smoothScrollMinDistance } from '../config/constants';

export type SidebarSide = 'left' | 'right';
export type SidebarState = { mainOpen: boolean; childOpen: boolean; isMobile: boolean };

export const isMobileWidth = (width: number): boolean => width <= mobileMaxWidth;

/** Spec §2 header button: both open → close child; only main open → close main; both closed → open main. */
export const toggleSidebar = (state: SidebarState): SidebarState => {
  if (state.mainOpen && state.childOpen) return { ...state, childOpen: false };
  if (state.mainOpen) return { ...state, mainOpen: false };
  // A child list without its main list cannot be seen, so "closed" means the main list is closed.
  return { ...state, mainOpen: true, childOpen: false };
};

/** Spec §2: open by default on wide screens, closed on mobile. */
export const sidebarForWidth = (width: number): SidebarState => {
  const isMobile = isMobileWidth(width);
  return { mainOpen: !isMobile, childOpen: false, isMobile };
};

/**
 * Re-evaluation on window resize (spec §2). Only crossing the mobile boundary resets the sidebar: browsers fire
 * resize for every pixel of a drag, and re-opening a sidebar the user closed on each of them would undo the toggle.
 */
export const sidebarAfterResize = (state: SidebarState, width: number): SidebarState =>
  isMobileWidth(width) === state.isMobile ? state : sidebarForWidth(width);

/** The child list opens beside the main list, so opening it also opens the main list. */
export const openChild = (state: SidebarState): SidebarState => ({
  ...state,
  mainOpen: true,
  childOpen: true,
});

/**
 * Spec §2: the child navigation closes after every completed navigation. On mobile the main list lies over the
 * page, so it closes too, or the screen just chosen would stay hidden behind it.
 */
export const afterNavigation = (state: SidebarState): SidebarState => ({
  ...state,
  childOpen: false,
  mainOpen: state.mainOpen && !state.isMobile,
});

export type ScrollMetrics = { scrollTop: number; clientHeight: number; scrollHeight: number };

/** Spec §2: about `pitch` px per visible item, i.e. one screenful rounded down to whole items (at least one). */
export const scrollStep = (pitch: number, clientHeight: number): number =>
  Math.max(1, Math.floor(clientHeight / pitch)) * pitch;

/** Sub-pixel layout can leave a fraction of a pixel unscrolled; within this the list counts as fully shown. */
const slack = 1;

/** Down is hidden when all items fit (and once the end is reached); up shows only when scrolled. */
export const scrollButtons = ({ scrollTop, clientHeight, scrollHeight }: ScrollMetrics) => ({
  up: scrollTop > slack,
  down: scrollTop + clientHeight < scrollHeight - slack,
});

export type ScrollPlan = { top: number; behavior: 'smooth' | 'instant' };

/** Where a scroll-button press lands, clamped to the list, and whether to animate it (spec §2: jump under 100). */
export const planScroll = (metrics: ScrollMetrics, direction: 'up' | 'down', pitch: number): ScrollPlan => {
  const max = Math.max(0, metrics.scrollHeight - metrics.clientHeight);
  const step = scrollStep(pitch, metrics.clientHeight) * (direction === 'down' ? 1 : -1);
  const top = Math.min(max, Math.max(0, metrics.scrollTop + step));
  return {
    top,
    behavior: Math.abs(top - metrics.scrollTop) < smoothScrollMinDistance ? 'instant' : 'smooth',
  };
};

/** Spec §2: the item whose route is in the current address is active; whole path segments only, so /cms/time
 * does not light up for /cms/timeline. */
export const isRouteActive = (route: string, location: string): boolean => {
  if (route === '') return false;
  const path = location.split('?')[0] ?? '';
  return path === route || path.startsWith(`${route}/`);
};

type Routed = { state: string; type: string; sub?: Routed[] };

/** A dropDown is active when one of its children is. */
export const isItemActive = (item: Routed, location: string): boolean =>
  item.type === 'dropDown'
    ? (item.sub ?? []).some((child) => isItemActive(child, location))
    : isRouteActive(item.state, location);
