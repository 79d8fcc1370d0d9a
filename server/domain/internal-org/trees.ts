import { and, asc, eq } from 'drizzle-orm';
import { configSections, internalNodeIds as ids } from '../../../src/contracts/internal-org/tree';
import type { Db } from '../../db/client';
import { departments, employers, internalEmployees, users } from '../../db/schema';
import { node, type TreeNodeOut } from '../customers/tree-node';
import { orgParent, type OrgScope } from './scope';
import { internalContextItems } from './tree-node';
import { type Can, inTenants } from '../caller';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Tenant, configuration-section nodes carry their tenant id (and section) beside context_items. */
export type NodeOut = Omit<TreeNodeOut, 'data'> & {
  data: { context_items: string[]; [key: string]: unknown };
};

type Menu = { menuItems: Record<string, string[]>; can: Can };
const inOrgScope = (column: AnyPgColumn, s: OrgScope) => inTenants(s.tenantIds, column);

function orgNodes(s: OrgScope, rootType: string, childType: string, items: (type: string) => string[]) {
  return s.tenantIds.map((tenantId) => {
    const parent = orgParent(s, tenantId);
    const type = parent === '#' ? rootType : childType;
    return node(ids.org(tenantId), parent, s.name(tenantId), type, items(type), parent === '#');
  });
}

async function departmentRows(db: Db, s: OrgScope) {
  return db
    .select({
      id: departments.id,
      tenantId: departments.tenantId,
      parentId: departments.parentId,
      name: departments.name,
    })
    .from(departments)
    .where(inOrgScope(departments.tenantId, s))
    .orderBy(asc(departments.name));
}

/** int_org_management/tree (spec §7): organisation (tenant) → department → sub-department. */
export async function orgTree(db: Db, s: OrgScope, m: Menu): Promise<TreeNodeOut[]> {
  if (!s.tenantIds.length) return [];
  const items = (type: string) => internalContextItems(type, m.menuItems, m.can);
  const rows = await departmentRows(db, s);
  const withChildren = new Set(rows.map((d) => d.parentId));
  return [
    ...orgNodes(s, 'biz', 'sub_biz_org', items),
    ...rows.map((d) => {
      const type = withChildren.has(d.id) ? 'division' : 'division_leaf';
      const parent = d.parentId === null ? ids.org(d.tenantId) : ids.department(d.parentId);
      return node(ids.department(d.id), parent, d.name, type, items(type));
    }),
  ];
}

/** get_internal_org_employee_tree (spec §7): organisation → department → employee (staff users placed there). */
export async function employeeTree(db: Db, s: OrgScope, m: Menu): Promise<TreeNodeOut[]> {
  if (!s.tenantIds.length) return [];
  const items = (type: string) => internalContextItems(type, m.menuItems, m.can);
  const [rows, staff] = await Promise.all([
    departmentRows(db, s),
    db
      .select({
        id: internalEmployees.id,
        tenantId: internalEmployees.tenantId,
        departmentId: internalEmployees.departmentId,
        fullName: users.fullName,
        jobTitle: internalEmployees.jobTitle,
      })
      .from(internalEmployees)
      .innerJoin(users, eq(users.id, internalEmployees.userId))
      .where(inOrgScope(internalEmployees.tenantId, s))
      .orderBy(asc(users.fullName)),
  ]);
  const nonLeaf = new Set([...rows.map((d) => d.parentId), ...staff.map((e) => e.departmentId)]);
  return [
    ...orgNodes(s, 'asi_biz', 'asi_biz', items),
    ...rows.map((d) => {
      const type = nonLeaf.has(d.id) ? 'asi_div' : 'asi_div_leaf';
      const parent = d.parentId === null ? ids.org(d.tenantId) : ids.department(d.parentId);
      return node(ids.department(d.id), parent, d.name, type, items(type));
    }),
    ...staff.map((e) =>
      node(
        ids.employee(e.id),
        e.departmentId === null ? ids.org(e.tenantId) : ids.department(e.departmentId),
        e.jobTitle ? `${e.fullName} — ${e.jobTitle}` : e.fullName,
        'asi_emp',
        items('asi_emp'),
      ),
    ),
  ];
}

/** tenant/data/jstree: the tenant hierarchy in scope; no menu (spec §6). Each node carries its tenant id. */
export function tenantTree(s: OrgScope): NodeOut[] {
  return s.tenantIds.map((tenantId) => {
    const parent = orgParent(s, tenantId);
    const n = node(
      ids.org(tenantId),
      parent,
      s.name(tenantId),
      parent === '#' ? 'biz' : 'sub_biz_org',
      [],
      true,
    );
    return { ...n, data: { ...n.data, tenant_id: tenantId, level: s.tree.ancestorIds(tenantId).length } };
  });
}

/** customer_management/tree: each tenant with the configuration sections it carries; no menu. */
export function customerManagementTree(s: OrgScope): NodeOut[] {
  return [
    ...orgNodes(s, 'biz', 'sub_biz_org', () => []),
    ...s.tenantIds.flatMap((tenantId) =>
      configSections.map((c) => ({
        ...node(ids.section(tenantId, c.key), ids.org(tenantId), c.label, 'div_static', []),
        data: { context_items: [], tenant_id: tenantId, section: c.key },
      })),
    ),
  ];
}

/** portfolio/get_portfolio_Tree: each tenant's book of customers by industry; no menu. */
export async function portfolioTree(db: Db, s: OrgScope): Promise<TreeNodeOut[]> {
  if (!s.tenantIds.length) return [];
  const rows = await db
    .select({
      id: employers.id,
      tenantId: employers.tenantId,
      name: employers.name,
      industry: employers.industry,
    })
    .from(employers)
    .where(and(inOrgScope(employers.tenantId, s), eq(employers.status, 'active')))
    .orderBy(asc(employers.name));
  const industries = new Map<string, TreeNodeOut>();
  for (const r of rows) {
    const key = ids.industry(r.tenantId, r.industry || 'Other');
    if (!industries.has(key))
      industries.set(key, node(key, ids.org(r.tenantId), r.industry || 'Other', 'div_static', []));
  }
  return [
    ...orgNodes(s, 'biz_static', 'biz_static', () => []),
    ...[...industries.values()].sort((a, b) => a.text.localeCompare(b.text)),
    ...rows.map((r) =>
      node(ids.customer(r.id), ids.industry(r.tenantId, r.industry || 'Other'), r.name, 'biz', []),
    ),
  ];
}
