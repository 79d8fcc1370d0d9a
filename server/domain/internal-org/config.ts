import { asc } from 'drizzle-orm';
import type { z } from 'zod';
import type { TenantConfig } from '../../../src/contracts/internal-org/entities';
import {
  defaultNumbering,
  tenantConfig,
  type configSave,
} from '../../../src/contracts/internal-org/requests';
import { tenantPrefixError } from '../../../src/contracts/custom-field-rules';
import type { Db } from '../../db/client';
import { permissionKeys } from '../../../src/contracts/permissions';
import { roles, tenantConfigs } from '../../db/schema';
import { AppError } from '../../errors';
import { audit } from '../audit';
import type { DomainContext } from '../context';
import { loadTenantTree } from '../tenant';
import { defaultTenantConfig } from './defaults';
import { type Caller, found, inTenant, outsideTenant } from '../caller';

/** A tenant's configuration (knowledge management, notifications, dispatch rules, e-mail templates, roles). */
export async function getTenantConfig(
  ctx: DomainContext,
  a: Caller,
  tenantId: number,
): Promise<TenantConfig> {
  if (!a.inScope(tenantId)) found(null, 'Tenant');
  const tree = await loadTenantTree(ctx);
  const name = found(tree.get(tenantId), 'Tenant').name;
  const [[row], roleRows] = await Promise.all([
    ctx.db.select().from(tenantConfigs).where(inTenant(tenantId, tenantConfigs.tenantId)),
    ctx.db.select({ name: roles.name }).from(roles).orderBy(asc(roles.id)),
  ]);
  // A stored section that no longer parses (an older shape) falls back to the defaults for that tenant.
  const parsed = row
    ? tenantConfig.safeParse({
        knowledge: row.knowledge,
        notifications: row.notifications,
        dispatch: row.dispatch,
        email_templates: row.emailTemplates,
        user_roles: row.userRoles,
        numbering: row.numbering,
        lifecycle: { reopen_days: row.reopenDays },
        phone: {
          service_level_percent: row.serviceLevelPercent,
          service_level_seconds: row.serviceLevelSeconds,
          monitor_notice: row.monitorNotice,
        },
      })
    : null;
  const values = parsed?.success ? parsed.data : defaultTenantConfig(name);
  return {
    ...values,
    tenant_id: tenantId,
    tenant_name: name,
    editable: a.can(permissionKeys.tenantConfigEdit),
    available_roles: roleRows.map((r) => r.name),
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

export async function saveTenantConfig(
  ctx: DomainContext,
  a: Caller,
  body: z.output<typeof configSave>,
): Promise<TenantConfig> {
  a.require(permissionKeys.tenantConfigEdit);
  const current = await getTenantConfig(ctx, a, body.tenant_id);
  const unknown = body.user_roles.filter((r) => !current.available_roles.includes(r));
  if (unknown.length) throw new AppError('validation', `user_roles: Unknown role ${unknown.join(', ')}`);
  const numbering = body.numbering ?? current.numbering;
  const reopenDays = (body.lifecycle ?? current.lifecycle).reopen_days;
  const phone = body.phone ?? current.phone;
  await requireFreePrefixes(ctx.db, body.tenant_id, numbering);
  const values = {
    knowledge: body.knowledge,
    notifications: body.notifications,
    dispatch: body.dispatch,
    emailTemplates: body.email_templates,
    userRoles: [...new Set(body.user_roles)],
    numbering,
    reopenDays,
    serviceLevelPercent: phone.service_level_percent,
    serviceLevelSeconds: phone.service_level_seconds,
    monitorNotice: phone.monitor_notice ?? current.phone.monitor_notice,
  };
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(tenantConfigs)
      .values({ tenantId: body.tenant_id, ...values })
      .onConflictDoUpdate({ target: tenantConfigs.tenantId, set: { ...values, updatedAt: new Date() } });
    await audit(tx, {
      action: 'tenant_config.update',
      entity: 'tenant_config',
      entityId: body.tenant_id,
      userId: a.auth.userId,
      tenantId: body.tenant_id,
    });
  });
  return getTenantConfig(ctx, a, body.tenant_id);
}

/**
 * tenantPrefix across tenants: a prefix another tenant chose is theirs, so numbers say whose case it is. The
 * defaults (CAS, LEA) are shared by every tenant that never chose its own and stay free for all.
 */
async function requireFreePrefixes(
  db: Db,
  tenantId: number,
  numbering: { case_prefix: string; lead_prefix: string },
): Promise<void> {
  const rows = await db
    .select({ numbering: tenantConfigs.numbering })
    .from(tenantConfigs)
    .where(outsideTenant(tenantId, tenantConfigs.tenantId));
  const shared = new Set<string>(Object.values(defaultNumbering));
  const taken = rows
    .flatMap((r) => [r.numbering.case_prefix, r.numbering.lead_prefix])
    .filter((p): p is string => typeof p === 'string' && !shared.has(p));
  const issues = (['case_prefix', 'lead_prefix'] as const).flatMap((field) => {
    const message = tenantPrefixError(numbering[field], taken);
    return message ? [{ path: `numbering.${field}`, message }] : [];
  });
  if (issues.length)
    throw new AppError('validation', issues.map((i) => `${i.path}: ${i.message}`).join('; '), {
      data: { issues },
    });
}
