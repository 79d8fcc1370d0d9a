import type { DomainContext } from '../context';
import { loadTenantTree } from '../tenant';
import type { TenantTree } from '../tenant-tree';
import type { Caller } from '../caller';

export type OrgScope = {
  tree: TenantTree;
  /** The tenants a tree answers for: the whole scope, or the subtree of the asked organisation. */
  tenantIds: number[];
  name: (tenantId: number) => string;
};

/** A tree load's id: -1, '', '#' or 'all' for the caller's whole scope; `org-N` or N for one organisation. */
export async function orgScope(ctx: DomainContext, a: Caller, id: string): Promise<OrgScope> {
  const tree = await loadTenantTree(ctx);
  const name = (tenantId: number) => tree.get(tenantId)?.name ?? '';
  const all = id === '' || id === '#' || id === '-1' || id === 'all';
  if (all) return { tree, tenantIds: [...a.scope], name };
  const tenantId = Number(id.replace(/^org-/, ''));
  if (!Number.isInteger(tenantId) || !a.inScope(tenantId)) return { tree, tenantIds: [], name };
  return { tree, tenantIds: tree.subtreeIds(tenantId), name };
}

/** The tenant's parent node inside the answered set, or '#' for the top of it. */
export const orgParent = (s: OrgScope, tenantId: number): string => {
  const parentId = s.tree.get(tenantId)?.parentId ?? null;
  return parentId !== null && s.tenantIds.includes(parentId) ? `org-${parentId}` : '#';
};
