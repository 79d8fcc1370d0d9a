// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Issue 40: the tenant-scope door is kept by the linter. The repo's own eslint.config.js, run through the ESLint
 * Node API on planted files (given by path, never written to the tree), refuses a tenant filter or a scope test
 * written by hand in server/ and lets the door's forms through.
 */
const eslint = new ESLint({ cwd: process.cwd() });

const rawTenantFilters = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((m) => m.ruleId === 'tenant-door/no-raw-tenant-filter')
    .map((m) => ({ line: m.line, severity: m.severity }));
};

// Generous for a busy 2-core machine; the test asserts what the linter reports, never how fast.
const lintTimeoutMs = 60_000;

describe('npm run lint, the tenant-scope door', { timeout: lintTimeoutMs }, () => {
  it('refuses raw eq/inArray/ne on a tenantId column and scope or visible .includes in server/', async () => {
    const planted = [
      'export const a = eq(cases.tenantId, caller.tenantId);',
      'export const b = and(eq(cases.id, id), inArray(cases.tenantId, ids));',
      'export const c = ne(tenantConfigs.tenantId, tenantId);',
      'export const d = caller.scope.includes(tenantId);',
      'export const e = row && a.visible.includes(row.tenantId);',
      '',
    ].join('\n');
    expect(await rawTenantFilters('server/domain/workflow/planted.ts', planted)).toEqual([
      { line: 1, severity: 2 },
      { line: 2, severity: 2 },
      { line: 3, severity: 2 },
      { line: 4, severity: 2 },
      { line: 5, severity: 2 },
    ]);
  });

  it("lets the door's forms through, and the door itself", async () => {
    const doorForms = [
      'export const a = and(eq(cases.id, id), scoped(caller, cases.tenantId));',
      'export const b = ownTenant(caller, cases.tenantId);',
      'export const c = inTenant(row.tenantId, cases.tenantId);',
      "export const d = systemScope('job').tenant(job.tenantId, cases.tenantId);",
      'export const e = caller.inScope(tenantId) && eq(cases.ownerId, caller.tenantId);',
      '',
    ].join('\n');
    expect(await rawTenantFilters('server/domain/workflow/planted.ts', doorForms)).toEqual([]);
    const door = 'export const inTenant = (tenantId: number, column: C) => eq(column.tenantId, tenantId);\n';
    expect(await rawTenantFilters('server/domain/scope-sql.ts', door)).toEqual([]);
  });
});
