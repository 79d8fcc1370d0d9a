import { and, eq, inArray } from 'drizzle-orm';
import { normalisePhone } from '../../../src/contracts/customers/phone';
import { defaultTenantConfig } from '../../domain/internal-org/defaults';
import type { Db } from '../client';
import {
  departments,
  fspRepresentatives,
  fsps,
  internalEmployees,
  internalOrgs,
  tenantConfigs,
  tenants,
  users,
} from '../schema';
import { seedDepartments, seedFsps, seedOrgDetails, seedPlacements } from './internal-org/data';
import { systemScope } from '../../domain/system-scope';

/**
 * The internal organisation's demo data. Idempotent by natural key (tenant; tenant + department name; tenant +
 * user; tenant + FSP number): what exists is left alone, so edits survive restarts.
 */
export async function seedInternalOrg(db: Db): Promise<void> {
  const tenantRows = await db.select({ id: tenants.id, name: tenants.name }).from(tenants);
  const tenantIds = new Map(tenantRows.map((t) => [t.name, t.id]));
  await db.transaction(async (tx) => {
    for (const [name, d] of Object.entries(seedOrgDetails)) {
      const tenantId = tenantIds.get(name);
      if (tenantId === undefined) continue;
      await tx
        .insert(internalOrgs)
        .values({
          tenantId,
          legalName: d.legal,
          registrationNumber: d.reg,
          fspNumber: d.fsp,
          email: d.email,
          phone: normalisePhone(d.phone),
          city: d.city,
          province: d.province,
        })
        .onConflictDoNothing();
      await tx
        .insert(tenantConfigs)
        .values({ tenantId, ...toColumns(defaultTenantConfig(d.legal)) })
        .onConflictDoNothing();
    }
    const deptIds = new Map<string, number>();
    for (const [tenant, list] of Object.entries(seedDepartments)) {
      const tenantId = tenantIds.get(tenant);
      if (tenantId === undefined) continue;
      for (const d of list) {
        const [existing] = await tx
          .select({ id: departments.id })
          .from(departments)
          .where(
            and(systemScope('seed').tenant(tenantId, departments.tenantId), eq(departments.name, d.name)),
          );
        const parentId = d.parent ? (deptIds.get(`${tenant}/${d.parent}`) ?? null) : null;
        const id =
          existing?.id ??
          (
            await tx
              .insert(departments)
              .values({ tenantId, parentId, name: d.name, code: d.code, description: d.description })
              .returning({ id: departments.id })
          )[0].id;
        deptIds.set(`${tenant}/${d.name}`, id);
      }
    }
    const userRows = await tx
      .select({ id: users.id, login: users.loginName })
      .from(users)
      .where(
        inArray(
          users.loginName,
          seedPlacements.map((p) => p.login),
        ),
      );
    const userIds = new Map(userRows.map((u) => [u.login, u.id]));
    for (const p of seedPlacements) {
      const tenantId = tenantIds.get(p.tenant);
      const userId = userIds.get(p.login);
      if (tenantId === undefined || userId === undefined) continue;
      await tx
        .insert(internalEmployees)
        .values({
          tenantId,
          userId,
          departmentId: deptIds.get(`${p.tenant}/${p.department}`) ?? null,
          employeeNumber: p.number,
          jobTitle: p.title,
          startDate: p.start,
        })
        .onConflictDoNothing();
    }
    const groupId = tenantIds.get('Ubuntu Benefits Group');
    if (groupId === undefined) return;
    for (const f of seedFsps) {
      const [existing] = await tx
        .select({ id: fsps.id })
        .from(fsps)
        .where(and(systemScope('seed').tenant(groupId, fsps.tenantId), eq(fsps.fspNumber, f.number)));
      if (existing) continue;
      const [row] = await tx
        .insert(fsps)
        .values({
          tenantId: groupId,
          name: f.name,
          tradingName: f.trading,
          fspNumber: f.number,
          licenceCategories: f.categories,
          status: f.status,
          complianceOfficer: f.officer,
          email: f.email,
          phone: normalisePhone(f.phone),
          city: f.city,
          province: f.province,
          authorisedOn: f.authorised,
        })
        .returning({ id: fsps.id });
      const domain = f.email.split('@')[1];
      await tx.insert(fspRepresentatives).values(
        f.reps.map(([first, last, role], i) => ({
          tenantId: groupId,
          fspId: row.id,
          firstName: first,
          lastName: last,
          role,
          email: `${first.toLowerCase()}.${last.toLowerCase().replace(/\s+/g, '')}@${domain}`,
          appointedOn: `${2016 + i}-0${(i % 9) + 1}-01`,
        })),
      );
    }
  });
}

export const toColumns = (c: ReturnType<typeof defaultTenantConfig>) => ({
  knowledge: c.knowledge,
  notifications: c.notifications,
  dispatch: c.dispatch,
  emailTemplates: c.email_templates,
  userRoles: c.user_roles,
  numbering: c.numbering,
  reopenDays: c.lifecycle.reopen_days,
  serviceLevelPercent: c.phone.service_level_percent,
  serviceLevelSeconds: c.phone.service_level_seconds,
});
