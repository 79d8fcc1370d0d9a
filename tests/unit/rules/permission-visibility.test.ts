import { describe, expect, it } from 'vitest';
import type { RoleMap } from '../../../src/contracts/auth';
import type { NavItem } from '../../../src/config/menu-types';
import type { PermissionKey } from '../../../src/contracts/permissions';
import { grantOf, grantOfAll, holds, visibleMenu } from '../../../src/rules/permission-visibility';

// Keys made up for the table; the rule reads any key the same way.
const [one, zero, minus, missing] = ['1__1', '2__2', '3__3', '9__9'] as unknown as PermissionKey[];
const map: RoleMap = { '1__1': 1, '2__2': 0, '3__3': -1 };

describe('grantOf: the one rule (1 allowed, -1 disabled, 0 or missing hidden)', () => {
  it.each([
    [one, 'allowed'],
    [minus, 'disabled'],
    [zero, 'hidden'],
    [missing, 'hidden'],
  ] as const)('%s → %s', (key, expected) => {
    expect(grantOf(map, key)).toBe(expected);
  });
});

describe('grantOfAll: the weakest grant of the keys wins', () => {
  it.each([
    [[], 'allowed'],
    [[one], 'allowed'],
    [[one, minus], 'disabled'],
    [[minus, zero], 'hidden'],
    [[one, missing], 'hidden'],
  ] as const)('%j → %s', (keys, expected) => {
    expect(grantOfAll(map, keys)).toBe(expected);
  });
});

describe('holds (explicit 1 only)', () => {
  it.each([
    [one, true],
    [zero, false],
    [minus, false],
    [missing, false],
  ] as const)('%s → %s', (key, expected) => {
    expect(holds(map, key)).toBe(expected);
  });
});

const link = (name: string, keys: PermissionKey[] = [], extra: Partial<NavItem> = {}): NavItem => ({
  name,
  state: `/${name}`,
  type: 'link',
  icon: '',
  description: '',
  keys,
  ...extra,
});
const group = (name: string, keys: PermissionKey[], sub: NavItem[]): NavItem => ({
  ...link(name, keys),
  type: 'dropDown',
  sub,
});

describe('visibleMenu', () => {
  const menu: NavItem[] = [
    link('plain'),
    link('hidden', [], { hidden: true }),
    link('granted', [one]),
    link('removed', [zero]),
    link('disabled', [minus]),
    link('unknown', [missing]),
    link('needsBoth', [one, zero]),
    group('group', [], [link('child', [one]), link('gone', [zero])]),
    group('empty', [], [link('gone2', [zero])]),
    group('disabledGroup', [minus], [link('kid'), link('kidGone', [missing])]),
    group('removedGroup', [zero], [link('orphan')]),
  ];
  const seen = visibleMenu(menu, map);
  const names = seen.map((i) => i.name);

  it('drops hidden entries, entries whose key is 0 or missing, and groups left empty', () => {
    expect(names).toEqual(['plain', 'granted', 'disabled', 'group', 'disabledGroup']);
  });
  it('keeps -1 entries, marked disabled', () => {
    expect(seen.find((i) => i.name === 'disabled')?.disabled).toBe(true);
    expect(seen.find((i) => i.name === 'granted')?.disabled).toBe(false);
  });
  it('filters children, and a group’s keys apply to its children', () => {
    expect(seen.find((i) => i.name === 'group')?.sub?.map((i) => i.name)).toEqual(['child']);
    const disabledGroup = seen.find((i) => i.name === 'disabledGroup');
    expect(disabledGroup?.disabled).toBe(true);
    expect(disabledGroup?.sub?.map((i) => [i.name, i.disabled])).toEqual([['kid', true]]);
  });
  it('shows nothing that needs a key to a profile without a role map', () => {
    expect(visibleMenu(menu, {}).map((i) => i.name)).toEqual(['plain']);
  });
});
