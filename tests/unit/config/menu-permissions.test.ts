import { describe, expect, it } from 'vitest';
import { routes } from '../../../src/app/routes';
import { routeKeys } from '../../../src/app/guards/permission-gate';
import { fitsPattern } from '../../../src/config/breadcrumbs';
import { menuGroups, type NavItem } from '../../../src/config/menus';
import type { RoleMap } from '../../../src/contracts/auth';
import { visibleMenu } from '../../../src/rules/permission-visibility';
import { seedPermissions } from '../../../server/db/seed/roles';
import type { SeedRoleName } from '../../../server/db/seed/demo-accounts';

const roleMapOf = (role: SeedRoleName): RoleMap =>
  Object.fromEntries(seedPermissions(role).map(({ key, value }) => [key, value]));

/** The labels a profile sees, as `Group › Entry`, for entries in dropDowns and top-level links alike. */
const seenBy = (role: SeedRoleName): string[] =>
  menuGroups.flatMap((g) =>
    visibleMenu(g.items, roleMapOf(role)).flatMap((i) =>
      i.sub ? i.sub.map((s) => `${i.name} › ${s.name}`) : [i.name],
    ),
  );

/** Each menu link with the keys it needs: its own and its dropDown's. */
const linksWithKeys = (items: NavItem[], inherited: readonly string[] = []): [NavItem, string[]][] =>
  items.flatMap((item) =>
    item.type === 'dropDown'
      ? linksWithKeys(item.sub ?? [], [...inherited, ...item.keys])
      : [[item, [...inherited, ...item.keys]]],
  );

describe('menus derived from the seeded role maps', () => {
  it('the agent sees no workgroup administration, sign-in locks or component kit', () => {
    const agent = seenBy('Agent');
    expect(agent.filter((e) => e.startsWith('Workgroups'))).toEqual([]);
    expect(agent).not.toContain('Other › Sign-in Locks');
    expect(agent).not.toContain('Task › Task Group');
    expect(agent).not.toContain('Component Kit');
    // Issue 41: the metadata application is not theirs.
    expect(agent).not.toContain('Search Graph');
    // What an agent works with stays.
    expect(agent).toEqual(
      expect.arrayContaining([
        'Customers › Division and Employees',
        'Case Management › Case Management',
        'Task › Task Tracker',
        'Advice › Employee Advice',
      ]),
    );
  });

  it('the supervisor sees the component kit and workgroups, not the sign-in locks', () => {
    const supervisor = seenBy('Supervisor');
    expect(supervisor).toContain('Component Kit');
    expect(supervisor).toContain('Workgroups › Create Workgroup');
    expect(supervisor).not.toContain('Other › Sign-in Locks');
  });

  it('the administrator sees every listed entry', () => {
    const listed = linksWithKeys(menuGroups.flatMap((g) => g.items)).filter(([i]) => !i.hidden);
    expect(seenBy('Administrator')).toHaveLength(listed.length);
  });
});

describe('menu and route tables agree', () => {
  it('every menu link needs exactly the keys of the route it opens', () => {
    for (const [item, keys] of linksWithKeys(menuGroups.flatMap((g) => g.items))) {
      const route = routes.find((r) => fitsPattern(r.path, item.state));
      expect(route, item.state).toBeDefined();
      if (!route) continue;
      const id = route.path.endsWith('/:id') ? item.state.split('/').at(-1) : undefined;
      expect(new Set(routeKeys(route, { id })), item.state).toEqual(new Set(keys));
    }
  });
});
