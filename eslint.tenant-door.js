// Issue 40: one tenant-scope door on the server. A tenant filter written by hand (`eq(t.tenantId, …)`,
// `inArray(t.tenantId, …)`, `ne(…)`) or a scope test by hand (`caller.scope.includes(…)`, `a.visible.includes(…)`
// after reading a record by its id alone) is refused outside the door's own files, so every query names its scope: `scoped()`, `ownTenant()`, `inTenant()`, `inTenants()`,
// `sameTenant()`, `caller.inScope()` / `requireInScope()`, or `systemScope(reason)` where no caller stands behind it.
// A plugin rule of its own (not no-restricted-syntax) so another block's restricted syntax cannot override it.
const door = 'server/domain/{caller,scope-sql,system-scope,references}.ts';

const rawFilter = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      filter:
        'A raw tenant filter: use scoped(caller, column), ownTenant(), inTenant(), inTenants(), sameTenant() or systemScope(reason) from server/domain/caller.ts',
      includes:
        'A scope test by hand: use caller.inScope(id), requireInScope(caller, id), or the tenant condition in the query itself (inTenants(a.visible, column))',
    },
  },
  create: (context) => ({
    "CallExpression[callee.name=/^(eq|inArray|ne)$/] > MemberExpression.arguments:first-child[property.name='tenantId']"(
      node,
    ) {
      context.report({ node: node.parent, messageId: 'filter' });
    },
    "CallExpression[callee.property.name='includes'][callee.object.property.name=/^(scope|visible|accessible)$/]"(
      node,
    ) {
      context.report({ node, messageId: 'includes' });
    },
  }),
};

export const tenantDoor = {
  files: ['server/**/*.ts'],
  ignores: [door],
  plugins: { 'tenant-door': { rules: { 'no-raw-tenant-filter': rawFilter } } },
  rules: { 'tenant-door/no-raw-tenant-filter': 'error' },
};
