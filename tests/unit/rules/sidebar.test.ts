import { describe, expect, it } from 'vitest';
import {
  afterNavigation,
  isItemActive,
  isMobileWidth,
  isRouteActive,
  openChild,
  planScroll,
  scrollButtons,
  scrollStep,
  sidebarAfterResize,
  sidebarForWidth,
  toggleSidebar,
  type SidebarState,
} from '../../../src/rules/sidebar';

const s = (mainOpen: boolean, childOpen: boolean, isMobile = false): SidebarState => ({
  mainOpen,
  childOpen,
  isMobile,
});

describe('toggleSidebar: the three-step cycle of spec §2', () => {
  it.each([
    ['both open → close child', s(true, true), s(true, false)],
    ['only main open → close main', s(true, false), s(false, false)],
    ['both closed → open main', s(false, false), s(true, false)],
    ['stray child flag with main closed → open main only', s(false, true), s(true, false)],
  ])('%s', (_, from, to) => {
    expect(toggleSidebar(from)).toEqual(to);
  });
});

describe('width rules (mobile is 767 px or less)', () => {
  it.each([
    [320, true],
    [767, true],
    [768, false],
    [1280, false],
  ])('%i px mobile=%s', (width, mobile) => {
    expect(isMobileWidth(width)).toBe(mobile);
    expect(sidebarForWidth(width)).toEqual(s(!mobile, false, mobile));
  });

  it.each([
    ['wide → mobile closes', s(true, true, false), 375, s(false, false, true)],
    ['mobile → wide opens', s(false, false, true), 1280, s(true, false, false)],
    ['wide → wide keeps a closed sidebar', s(false, false, false), 1300, s(false, false, false)],
    ['mobile → mobile keeps an opened sidebar', s(true, false, true), 500, s(true, false, true)],
  ])('%s', (_, from, width, to) => {
    expect(sidebarAfterResize(from, width)).toEqual(to);
  });
});

describe('child navigation', () => {
  it('opening a child opens the main list too', () => {
    expect(openChild(s(false, false))).toEqual(s(true, true));
  });
  it('closes after navigation, main untouched', () => {
    expect(afterNavigation(s(true, true))).toEqual(s(true, false));
    expect(afterNavigation(s(false, false))).toEqual(s(false, false));
  });
  it('on mobile also closes the main list, which covers the page', () => {
    expect(afterNavigation(s(true, true, true))).toEqual(s(false, false, true));
  });
});

describe('scroll buttons', () => {
  it.each([
    [134, 600, 536],
    [134, 100, 134],
    [100, 600, 600],
    [100, 250, 200],
  ])('pitch %i in a %i px list scrolls %i px', (pitch, height, step) => {
    expect(scrollStep(pitch, height)).toBe(step);
  });

  it.each([
    ['everything fits', { scrollTop: 0, clientHeight: 500, scrollHeight: 500 }, { up: false, down: false }],
    ['more below, at top', { scrollTop: 0, clientHeight: 500, scrollHeight: 900 }, { up: false, down: true }],
    ['scrolled midway', { scrollTop: 200, clientHeight: 500, scrollHeight: 900 }, { up: true, down: true }],
    ['at the end', { scrollTop: 400, clientHeight: 500, scrollHeight: 900 }, { up: true, down: false }],
    [
      'sub-pixel from the end',
      { scrollTop: 399.5, clientHeight: 500, scrollHeight: 900 },
      { up: true, down: false },
    ],
  ])('%s', (_, metrics, expected) => {
    expect(scrollButtons(metrics)).toEqual(expected);
  });

  it.each([
    [
      'down a page, smooth',
      { scrollTop: 0, clientHeight: 300, scrollHeight: 2000 },
      'down',
      134,
      268,
      'smooth',
    ],
    [
      'down clamped near the end, short so instant',
      { scrollTop: 1650, clientHeight: 300, scrollHeight: 2000 },
      'down',
      134,
      1700,
      'instant',
    ],
    [
      'up clamped at the top, short so instant',
      { scrollTop: 40, clientHeight: 300, scrollHeight: 2000 },
      'up',
      134,
      0,
      'instant',
    ],
    ['up a child page', { scrollTop: 500, clientHeight: 300, scrollHeight: 2000 }, 'up', 100, 200, 'smooth'],
    [
      'exactly 100 is smooth',
      { scrollTop: 0, clientHeight: 150, scrollHeight: 2000 },
      'down',
      100,
      100,
      'smooth',
    ],
  ] as const)('%s', (_, metrics, direction, pitch, top, behavior) => {
    expect(planScroll(metrics, direction, pitch)).toEqual({ top, behavior });
  });
});

describe('active item', () => {
  it.each([
    ['/cms/time', '/cms/time', true],
    ['/cms/time', '/cms/time/3', true],
    ['/cms/time', '/cms/timeline', false],
    ['/cms/time', '/cms/email', false],
    ['/sessions/reset-password', '/sessions/reset-password?token=x', true],
    ['', '/anything', false],
  ])('%s at %s → %s', (route, location, active) => {
    expect(isRouteActive(route, location)).toBe(active);
  });

  it('a dropDown is active when a child is', () => {
    const group = { state: '/cms', type: 'dropDown', sub: [{ state: '/cms/time', type: 'link' }] };
    expect(isItemActive(group, '/cms/time')).toBe(true);
    expect(isItemActive(group, '/cms/email')).toBe(false);
  });
});
