import { count } from 'drizzle-orm';
import type { z } from 'zod';
import type { InternalOrg, InternalOrgDetail } from '../../../src/contracts/internal-org/entities';
import type { orgSave } from '../../../src/contracts/internal-org/requests';
import { permissionKeys } from '../../../src/contracts/permissions';
import { departments, internalEmployees, internalOrgs } from '../../db/schema';
import { audit } from '../audit';
import type { DomainContext } from '../context';
import { loadTenantTree } from '../tenant';
import { listDepartments } from './departments';
import { type Caller, found, inTenant, inTenants } from '../caller';

/** An internal organisation (a tenant of the caller's scope) with its departments and child organisations. */
export async function getOrg(ctx: DomainContext, a: Caller, tenantId: number): Promise<InternalOrgDetail> {
  if (!a.inScope(tenantId)) found(null, 'Organisation');
  const tree = await loadTenantTree(ctx);
  const row = found(tree.get(tenantId), 'Organisation');
  const [details] = await ctx.db.select().from(internalOrgs).where(inTenant(tenantId, internalOrgs.tenantId));
  const children = tree.nested(tenantId).children.map((c) => c.id);
  const related = [tenantId, ...children];
  const [deptCounts, staffCounts, depts] = await Promise.all([
    ctx.db
      .select({ tenantId: departments.tenantId, n: count() })
      .from(departments)
      .where(inTenants(related, departments.tenantId))
      .groupBy(departments.tenantId),
    ctx.db
      .select({ tenantId: internalEmployees.tenantId, n: count() })
      .from(internalEmployees)
      .where(inTenants(related, internalEmployees.tenantId))
      .groupBy(internalEmployees.tenantId),
    listDepartments(ctx.db, [tenantId]),
  ]);
  const n = (rows: { tenantId: number; n: number }[], id: number) =>
    rows.find((r) => r.tenantId === id)?.n ?? 0;
  const parent = row.parentId === null ? null : (tree.get(row.parentId) ?? null);
  const org: InternalOrg = {
    tenant_id: tenantId,
    name: row.name,
    parent_id: parent && a.inScope(parent.id) ? parent.id : null,
    parent_name: parent?.name ?? null,
    legal_name: details?.legalName ?? row.name,
    registration_number: details?.registrationNumber ?? '',
    fsp_number: details?.fspNumber ?? '',
    email: details?.email ?? '',
    phone: details?.phone ?? null,
    city: details?.city ?? '',
    province: details?.province ?? '',
  };
  return {
    ...org,
    children: children.map((id) => ({
      tenant_id: id,
      name: tree.get(id)?.name ?? '',
      departments: n(deptCounts, id),
      employees: n(staffCounts, id),
    })),
    departments: depts,
    employees: n(staffCounts, tenantId),
  };
}

/** Saves an organisation's own details (administrators: the tenant-configuration key). */
export async function saveOrg(
  ctx: DomainContext,
  a: Caller,
  body: z.output<typeof orgSave>,
): Promise<InternalOrgDetail> {
  a.require(permissionKeys.tenantConfigEdit);
  if (!a.inScope(body.tenant_id)) found(null, 'Organisation');
  const values = {
    legalName: body.legal_name,
    registrationNumber: body.registration_number,
    fspNumber: body.fsp_number,
    email: body.email,
    phone: body.phone,
    city: body.city,
    province: body.province,
  };
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(internalOrgs)
      .values({ tenantId: body.tenant_id, ...values })
      .onConflictDoUpdate({ target: internalOrgs.tenantId, set: { ...values, updatedAt: new Date() } });
    await audit(tx, {
      action: 'internal_org.update',
      entity: 'internal_org',
      entityId: body.tenant_id,
      userId: a.auth.userId,
      tenantId: body.tenant_id,
    });
  });
  return getOrg(ctx, a, body.tenant_id);
}
