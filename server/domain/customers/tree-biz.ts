import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { contacts, divisions, employeeBenefits, employees, employers, sites } from '../../db/schema';
import { inScope, type TenantScope } from './read';
import { contactNodeText, employeeNodeText, siteNodeText } from '../../../src/contracts/customers/tree';
import { contextItems, node, type TreeNodeOut } from './tree-node';
import type { Can } from '../caller';

/**
 * get_tree_biz (spec §7): employer → division → employee (eb_with_json / eb_without_json). `id` is an employer id, or -1 / '' / '#' for every
 * employer in scope. Employees without a division hang under their employer.
 */
export async function bizTree(
  db: Db,
  scope: TenantScope,
  id: string,
  menuItems: Record<string, string[]>,
  can: Can,
): Promise<TreeNodeOut[]> {
  const { ids, roots, items } = await employerRoots(db, scope, id, menuItems, can);
  if (!ids.length) return [];
  const [divisionRows, employeeRows, withBenefits] = await Promise.all([
    db
      .select({ id: divisions.id, employerId: divisions.employerId, name: divisions.name })
      .from(divisions)
      .where(under(divisions, ids, scope))
      .orderBy(asc(divisions.name)),
    db
      .select({
        id: employees.id,
        employerId: employees.employerId,
        divisionId: employees.divisionId,
        firstName: employees.firstName,
        lastName: employees.lastName,
        employeeNumber: employees.employeeNumber,
      })
      .from(employees)
      .where(under(employees, ids, scope))
      .orderBy(...byName(employees)),
    db
      .select({ id: employeeBenefits.employeeId })
      .from(employeeBenefits)
      .innerJoin(employees, eq(employees.id, employeeBenefits.employeeId))
      .where(and(inArray(employees.employerId, ids), inScope(employeeBenefits.tenantId, scope))),
  ]);
  const benefited = new Set(withBenefits.map((b) => b.id));
  // Employees are eb_with_json / eb_without_json by whether their benefits are captured (spec §3, §9).
  const employeeType = (id: number) => (benefited.has(id) ? 'eb_with_json' : 'eb_without_json');
  return [
    ...roots,
    ...divisionRows.map((d) =>
      node(`div-${d.id}`, `biz-${d.employerId}`, d.name, 'div_org', items('div_org')),
    ),
    ...employeeRows.map((e) =>
      node(
        `ee-${e.id}`,
        e.divisionId === null ? `biz-${e.employerId}` : `div-${e.divisionId}`,
        employeeNodeText(e),
        employeeType(e.id),
        items(employeeType(e.id)),
      ),
    ),
  ];
}

/** get_tree_biz_site: employer → site (location) → contact; contacts without a site hang under the employer. */
export async function siteTree(
  db: Db,
  scope: TenantScope,
  id: string,
  menuItems: Record<string, string[]>,
  can: Can,
): Promise<TreeNodeOut[]> {
  const { ids, roots, items } = await employerRoots(db, scope, id, menuItems, can);
  if (!ids.length) return [];
  const [siteRows, contactRows] = await Promise.all([
    db
      .select({ id: sites.id, employerId: sites.employerId, name: sites.name, city: sites.city })
      .from(sites)
      .where(under(sites, ids, scope))
      .orderBy(asc(sites.name)),
    db
      .select({
        id: contacts.id,
        employerId: contacts.employerId,
        siteId: contacts.siteId,
        firstName: contacts.firstName,
        lastName: contacts.lastName,
        jobTitle: contacts.jobTitle,
      })
      .from(contacts)
      .where(under(contacts, ids, scope))
      .orderBy(...byName(contacts)),
  ]);
  const withContacts = new Set(contactRows.map((c) => c.siteId));
  return [
    ...roots,
    ...siteRows.map((s) => {
      const type = withContacts.has(s.id) ? 'site_non_leaf' : 'site_leaf';
      return node(`site-${s.id}`, `biz-${s.employerId}`, siteNodeText(s), type, items(type));
    }),
    ...contactRows.map((c) =>
      node(
        `contact-${c.id}`,
        c.siteId === null ? `biz-${c.employerId}` : `site-${c.siteId}`,
        contactNodeText(c),
        'contact_rec',
        items('contact_rec'),
      ),
    ),
  ];
}

/** The employers a tree starts from: their ids, their root nodes and the context menu items of each node type. */
async function employerRoots(
  db: Db,
  scope: TenantScope,
  id: string,
  menuItems: Record<string, string[]>,
  can: Can,
) {
  const rows = await employersFor(db, scope, id);
  const items = (type: string) => contextItems(type, menuItems, can);
  const single = rows.length === 1;
  return {
    ids: rows.map((e) => e.id),
    roots: rows.map((e) => node(`biz-${e.id}`, '#', e.name, 'biz_org', items('biz_org'), single)),
    items,
  };
}

type UnderEmployer = { employerId: AnyPgColumn; tenantId: AnyPgColumn };
/** A row of a customer's part (division, employee, site, contact) under one of these employers, in scope. */
const under = (table: UnderEmployer, ids: number[], scope: TenantScope) =>
  and(inArray(table.employerId, ids), inScope(table.tenantId, scope));
const byName = (table: { lastName: AnyPgColumn; firstName: AnyPgColumn }) => [
  asc(table.lastName),
  asc(table.firstName),
];

async function employersFor(db: Db, scope: TenantScope, id: string) {
  const all = id === '' || id === '#' || id === '-1' || id === 'all';
  const employerId = Number(id.replace(/^biz-/, ''));
  if (!all && !Number.isInteger(employerId)) return [];
  return db
    .select({ id: employers.id, name: employers.name })
    .from(employers)
    .where(
      all
        ? inScope(employers.tenantId, scope)
        : and(eq(employers.id, employerId), inScope(employers.tenantId, scope)),
    )
    .orderBy(asc(employers.name));
}
