import { describe, expect, it } from 'vitest';
import type { RoleMap } from '../../../src/contracts/auth';
import { menuGroups, menuLinks } from '../../../src/config/menus';
import { permissionKeys } from '../../../src/contracts/permissions';
import { hitPath, matchesTerm, paletteScreens } from '../../../src/rules/palette-items';
import { screenKeys } from '../../../src/rules/permission-catalogue';
import { holds, visibleMenu } from '../../../src/rules/permission-visibility';
import { seedPermissions } from '../../../server/db/seed/roles';

const mapOf = (role: 'Agent' | 'Administrator'): RoleMap =>
  Object.fromEntries(seedPermissions(role).map(({ key, value }) => [key, value]));
const agent = mapOf('Agent');
const admin = mapOf('Administrator');

/** The sidebar's enabled links for a role map, read the way the sidebar reads them. */
const sidebarLinks = (roleMap: RoleMap) =>
  menuLinks(menuGroups.map((g) => ({ ...g, items: visibleMenu(g.items, roleMap) })).flatMap((g) => g.items))
    .filter((item) => !('disabled' in item && item.disabled) && item.type === 'link')
    .map((item) => item.state);

describe('paletteScreens', () => {
  it.each([
    ['an agent', agent],
    ['an administrator', admin],
  ])('offers %s exactly the sidebar’s enabled links', (_who, roleMap) => {
    expect(paletteScreens(roleMap).map((s) => s.path)).toEqual(sidebarLinks(roleMap));
  });

  it('never offers a screen whose keys the profile does not hold', () => {
    for (const roleMap of [agent, admin, {}])
      for (const screen of paletteScreens(roleMap))
        expect(
          screenKeys(screen.path).every((key) => holds(roleMap, key)),
          screen.path,
        ).toBe(true);
    const paths = paletteScreens(agent).map((s) => s.path);
    expect(paths).not.toContain('/system/sign-in-locks');
    expect(paths).not.toContain('/workgroups/create-workgroups/-1');
    expect(paletteScreens(admin).map((s) => s.path)).toContain('/system/sign-in-locks');
  });

  it('leaves out hidden create pages and offers a profile without keys only the open screens', () => {
    expect(paletteScreens(admin).map((s) => s.path)).not.toContain('/busorg/emp-details/-1');
    expect(paletteScreens({}).map((s) => s.path)).toContain('/case-management/case-management');
    expect(paletteScreens({}).map((s) => s.path)).not.toContain('/busorg/bus-home/div');
  });
});

describe('hitPath', () => {
  it('opens a found record only where the profile may see it', () => {
    expect(hitPath('case', 7, {})).toBe('/case-management/case/7');
    expect(hitPath('employee', 7, agent)).toBe('/busorg/emp-details/7');
    expect(hitPath('employee', 7, { ...agent, [permissionKeys.customersView]: 0 })).toBeNull();
  });
});

describe('matchesTerm', () => {
  it('needs every word somewhere, in any case', () => {
    expect(matchesTerm('Case Management', 'case man')).toBe(true);
    expect(matchesTerm('Case Management', 'MAN')).toBe(true);
    expect(matchesTerm('Case Management', 'case lead')).toBe(false);
    expect(matchesTerm('Anything', '  ')).toBe(true);
  });
});
