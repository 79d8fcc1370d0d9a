import type { Tenant } from '../../src/contracts/tenant';

export type TenantRow = { id: number; name: string; parentId: number | null };

/** Pure tree rules over the whole tenant table (small: tens to hundreds of rows). */
export class TenantTree {
  private readonly byId = new Map<number, TenantRow>();
  private readonly children = new Map<number | null, TenantRow[]>();

  constructor(rows: readonly TenantRow[]) {
    for (const row of [...rows].sort((a, b) => a.id - b.id)) {
      this.byId.set(row.id, row);
      const siblings = this.children.get(row.parentId) ?? [];
      siblings.push(row);
      this.children.set(row.parentId, siblings);
    }
  }

  get(id: number): TenantRow | undefined {
    return this.byId.get(id);
  }

  /** The tenant and all its descendants, parent before child. */
  subtreeIds(id: number): number[] {
    if (!this.byId.has(id)) return [];
    const out: number[] = [];
    const stack = [id];
    while (stack.length > 0) {
      const current = stack.shift() as number;
      out.push(current);
      for (const child of this.children.get(current) ?? []) stack.push(child.id);
    }
    return out;
  }

  ancestorIds(id: number): number[] {
    const out: number[] = [];
    for (let row = this.byId.get(id); row?.parentId != null; row = this.byId.get(row.parentId))
      out.push(row.parentId);
    return out;
  }

  /** Assigned tenants whose ancestors are not assigned too: the roots of what the user sees. */
  accessRoots(assigned: readonly number[]): number[] {
    const set = new Set(assigned.filter((id) => this.byId.has(id)));
    return [...set].filter((id) => !this.ancestorIds(id).some((a) => set.has(a))).sort((a, b) => a - b);
  }

  accessibleIds(assigned: readonly number[]): number[] {
    return this.accessRoots(assigned).flatMap((id) => this.subtreeIds(id));
  }

  nested(id: number): Tenant {
    const row = this.byId.get(id) as TenantRow;
    return {
      id: row.id,
      name: row.name,
      children: (this.children.get(id) ?? []).map((c) => this.nested(c.id)),
    };
  }
}
