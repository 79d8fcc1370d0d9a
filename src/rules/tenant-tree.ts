import type { FlatTenant, Tenant } from '../contracts/tenant';

/** Depth-first flattening with each tenant's level (spec §3); iterative so deep trees cannot overflow. */
export const flattenTenants = (roots: Tenant[]): FlatTenant[] => {
  const flat: FlatTenant[] = [];
  const stack = roots.map((tenant) => ({ tenant, level: 0, parentId: null as number | null })).reverse();
  while (stack.length > 0) {
    const { tenant, level, parentId } = stack.pop()!;
    flat.push({ id: tenant.id, name: tenant.name, level, parentId });
    for (let i = tenant.children.length - 1; i >= 0; i--) {
      stack.push({ tenant: tenant.children[i]!, level: level + 1, parentId: tenant.id });
    }
  }
  return flat;
};

/** The chosen tenant and all its descendants (spec §4 "Tenant choice"); empty when the id is unknown. */
export const tenantWithDescendants = (flat: FlatTenant[], tenantId: number): number[] => {
  const index = flat.findIndex((t) => t.id === tenantId);
  if (index < 0) return [];
  const ids = [tenantId];
  const level = flat[index]!.level;
  // In depth-first order a tenant's descendants are exactly the run after it with a deeper level.
  for (let i = index + 1; i < flat.length && flat[i]!.level > level; i++) ids.push(flat[i]!.id);
  return ids;
};
