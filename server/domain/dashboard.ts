import { and, count, countDistinct, desc, eq, gt, gte, inArray, isNull, or } from 'drizzle-orm';
import type { DashboardSummary } from '../../src/contracts/system';
import { auditLog, roles, sessions, users, userTenants } from '../db/schema';
import type { DomainContext } from './context';
import { type Caller, inTenants } from './caller';
import { loadTenantTree } from './tenant';

const recentSignInCount = 5;

/** Live figures for the selected tenant scope (or the default tenant before one is chosen). */
export async function dashboardSummary(ctx: DomainContext, caller: Caller): Promise<DashboardSummary> {
  const { db } = ctx;
  const root = caller.tenantId;
  if (root === null) return { tenant_name: '', counts: [], recent_sign_ins: [] };
  const tree = await loadTenantTree(ctx);
  const scope = [...caller.scope];
  // Access to an ancestor covers the scope too, so staff assigned higher up count as well.
  const granting = [...scope, ...tree.ancestorIds(root)];
  const staffIds = db
    .selectDistinct({ id: userTenants.userId })
    .from(userTenants)
    .innerJoin(users, eq(users.id, userTenants.userId))
    .where(and(inTenants(granting, userTenants.tenantId), eq(users.disabled, false)));
  const now = new Date();
  const startOfDay = new Date(now.getFullYear(), now.getMonth(), now.getDate());

  const [[staff], [live], [profiles], [events], recent] = await Promise.all([
    db
      .select({ n: countDistinct(userTenants.userId) })
      .from(userTenants)
      .where(inArray(userTenants.userId, staffIds)),
    db
      .select({ n: count() })
      .from(sessions)
      .where(
        and(inArray(sessions.userId, staffIds), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
      ),
    db.select({ n: count() }).from(roles),
    db
      .select({ n: count() })
      .from(auditLog)
      .where(
        and(
          gte(auditLog.at, startOfDay),
          or(inTenants(scope, auditLog.tenantId), inArray(auditLog.userId, staffIds)),
        ),
      ),
    db
      .select({ user_name: users.fullName, at: sessions.createdAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(inArray(sessions.userId, staffIds))
      .orderBy(desc(sessions.createdAt), desc(sessions.id))
      .limit(recentSignInCount),
  ]);
  return {
    tenant_name: tree.get(root)?.name ?? '',
    counts: [
      { key: 'staff', label: 'Staff with access', value: staff.n },
      { key: 'tenants', label: 'Tenants in scope', value: scope.length },
      { key: 'active_sessions', label: 'Active sessions', value: live.n },
      { key: 'profiles', label: 'Profiles', value: profiles.n },
      { key: 'audit_today', label: 'Audit events today', value: events.n },
    ],
    recent_sign_ins: recent.map((r) => ({ user_name: r.user_name, at: r.at.toISOString() })),
  };
}
