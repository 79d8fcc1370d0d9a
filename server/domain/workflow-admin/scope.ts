import type { DomainContext } from '../context';
import { loadTenantTree } from '../tenant';
import type { Caller } from '../caller';

/** The selected tenant first, then its ancestors: where a tenant's own setting is looked for, nearest first. */
export async function settingChain(ctx: DomainContext, caller: Caller): Promise<number[]> {
  const root = caller.scope[0];
  if (root === undefined) return [];
  const tree = await loadTenantTree(ctx);
  return [root, ...tree.ancestorIds(root)];
}

/** Of rows found along the chain, the nearest tenant's per key. */
export function nearest<R extends { tenantId: number }>(
  rows: readonly R[],
  chain: readonly number[],
  key: (row: R) => string,
): Map<string, R> {
  const rank = (r: R) => chain.indexOf(r.tenantId);
  const out = new Map<string, R>();
  for (const row of [...rows].sort((a, b) => rank(b) - rank(a))) out.set(key(row), row);
  return out;
}
