import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../src/app/routes';
import { permissionCatalogue, permissionKeys as k } from '../../../src/contracts/permissions';
import { actionKeys, covers, pathOf, screenKeys } from '../../../src/rules/permission-catalogue';

// Issue 17: the console reads which screens and buttons need which keys from the one catalogue the service's gate
// reads; these tests pin the reading and that the catalogue names nothing the console does not have.

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

describe('screen patterns', () => {
  it.each([
    ['/busorg/emp-details/:id', '/busorg/emp-details/12', true],
    ['/busorg/emp-details/:id', '/busorg/emp-details/', false],
    ['/busorg/emp-details/-1', '/busorg/emp-details/-1', true],
    ['/busorg/emp-details/-1', '/busorg/emp-details/12', false],
    ['/advice/*', '/advice/employee/4', true],
    ['/advice/*', '/advice', false],
    ['/task/*', '/tasks/x', false],
    ['/dev/kit', '/dev/kit?tab=tree', true],
  ])('%s covers %s: %s', (pattern, path, expected) => expect(covers(pattern, path)).toBe(expected));

  it('a create page needs the save’s key on top of the screen’s', () => {
    expect(screenKeys('/busorg/emp-details/12')).toEqual([k.customersView]);
    expect(new Set(screenKeys('/busorg/emp-details/-1'))).toEqual(new Set([k.customersView, k.addEmployee]));
    expect(screenKeys('/busorg/tenant-config')).toEqual([k.internalOrgView]);
    expect(screenKeys('/classification/class/-1')).toEqual([]);
    expect(pathOf('/task/new-task/:id', { id: '-1' })).toBe('/task/new-task/-1');
  });

  it('every screen pattern of the catalogue opens at least one route of the console', () => {
    const concrete = routes.map((r) => pathOf(r.path, { id: '-1' }).replace('*?', 'x'));
    for (const entry of Object.values(permissionCatalogue))
      for (const pattern of (entry as { screens?: string[] }).screens ?? [])
        expect(
          concrete.some((path) => covers(pattern, path)),
          pattern,
        ).toBe(true);
  });
});

describe('actions', () => {
  it('each action the catalogue names is offered somewhere in the console, and has its key', () => {
    const source = [...sourceFiles('src/views'), ...sourceFiles('src/rules')].map((f) =>
      readFileSync(f, 'utf8'),
    );
    for (const entry of Object.values(permissionCatalogue))
      for (const action of (entry as { actions?: string[] }).actions ?? []) {
        expect(actionKeys(action as never).length, action).toBeGreaterThan(0);
        const name = action.startsWith('tree.') ? action.slice('tree.'.length) : action;
        expect(
          source.some((text) => text.includes(`'${name}'`) || text.includes(`"${name}"`)),
          action,
        ).toBe(true);
      }
  });
});
