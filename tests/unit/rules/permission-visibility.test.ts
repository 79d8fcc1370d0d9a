import { describe, expect, it } from 'vitest';
import type { RoleMap } from '../../../src/contracts/auth';
import type { NavItem } from '../../../src/config/menu-types';
import { holds, isAllowed, visibility, visibleMenu } from '../../../src/rules/permission-visibility';

const map: RoleMap = { '1__1': 1, '2__2': 0, '3__3': -1 };

describe('visibility (spec §5: 1 shows, -1 disables, 0 removes, missing shows)', () => {
  it.each([
    ['1__1', 'shown'],
    ['3__3', 'disabled'],
    ['2__2', 'removed'],
    ['9__9', 'shown'],
  ] as const)('%s → %s', (key, expected) => {
    expect(visibility(map, key)).toBe(expected);
  });
});

describe('isAllowed (1 allowed, 0 denied, unknown allowed)', () => {
  it.each([
    ['1__1', true],
    ['2__2', false],
    ['3__3', false],
    ['9__9', true],
  ] as const)('%s → %s', (key, expected) => {
    expect(isAllowed(map, key)).toBe(expected);
  });
});

describe('holds (explicit 1 only)', () => {
  it.each([
    ['1__1', true],
    ['2__2', false],
    ['3__3', false],
    ['9__9', false],
  ] as const)('%s → %s', (key, expected) => {
    expect(holds(map, key)).toBe(expected);
  });
});

const link = (name: string, extra: Partial<NavItem> = {}): NavItem => ({
  name,
  state: `/${name}`,
  type: 'link',
  icon: '',
  description: '',
  ...extra,
});

describe('visibleMenu', () => {
  const menu: NavItem[] = [
    link('plain'),
    link('hidden', { hidden: true }),
    link('removed', { permission: '2__2' }),
    link('disabled', { permission: '3__3' }),
    link('unknown', { permission: '9__9' }),
    link('supervisor', { requires: '1__1' }),
    link('notHeld', { requires: '9__9' }),
    { ...link('group'), type: 'dropDown', sub: [link('child'), link('gone', { permission: '2__2' })] },
    { ...link('empty'), type: 'dropDown', sub: [link('gone2', { permission: '2__2' })] },
    { ...link('disabledGroup', { permission: '3__3' }), type: 'dropDown', sub: [link('kid')] },
  ];
  const seen = visibleMenu(menu, map);
  const names = seen.map((i) => i.name);

  it('filters removed, hidden, unheld and emptied items', () => {
    expect(names).toEqual(['plain', 'disabled', 'unknown', 'supervisor', 'group', 'disabledGroup']);
  });
  it('keeps disabled items marked', () => {
    expect(seen.find((i) => i.name === 'disabled')?.disabled).toBe(true);
    expect(seen.find((i) => i.name === 'plain')?.disabled).toBe(false);
    expect(seen.find((i) => i.name === 'disabledGroup')?.disabled).toBe(true);
  });
  it('filters children too', () => {
    expect(seen.find((i) => i.name === 'group')?.sub?.map((i) => i.name)).toEqual(['child']);
  });
});
