import { inArray } from 'drizzle-orm';
import type { DebugAccess, StateReportRequest, TeamRow } from '../../src/contracts/debug';
import { permissionKeys } from '../../src/contracts/permissions';
import { roles, tenants, users } from '../db/schema';
import type { DomainContext } from './context';
import type { Caller } from './caller';

type Report = {
  sessionId: number;
  userId: number;
  roleId: number | null;
  tenantId: number | null;
  states: Record<string, string>;
  at: number;
};

/** A console that has not reported for this long is taken as closed and leaves the team view. */
export const reportLifetimeMs = 2 * 60_000;

// Live presence, not a record: kept in memory per service instance (a restart forgets it, the next report
// within seconds restores it). Keyed by the domain context so each test app has its own.
const stores = new WeakMap<DomainContext, Map<number, Report>>();
const storeOf = (ctx: DomainContext): Map<number, Report> => {
  let store = stores.get(ctx);
  if (!store) stores.set(ctx, (store = new Map()));
  return store;
};

export function debugAccess(caller: Caller): DebugAccess {
  caller.require(permissionKeys.supervisorDebug);
  return { supervisor: true, machineEvents: caller.can(permissionKeys.adminMachineEvents) };
}

export function reportState(ctx: DomainContext, caller: Caller, body: StateReportRequest): null {
  // Before a tenant is chosen the console works in the default (first) tenant of the user's access.
  storeOf(ctx).set(caller.auth.sessionId, {
    sessionId: caller.auth.sessionId,
    userId: caller.userId,
    roleId: caller.roleId,
    tenantId: caller.tenantId,
    states: body.states,
    at: Date.now(),
  });
  return null;
}

const namesOf = async <T extends { id: number }>(rows: Promise<T[]>) =>
  new Map((await rows).map((r) => [r.id, r]));

/** Every console of the supervisor's tenant subtree that reported recently, newest report first. */
export async function teamState(ctx: DomainContext, caller: Caller, now = Date.now()): Promise<TeamRow[]> {
  caller.require(permissionKeys.supervisorTeamView);
  // Every tenant the supervisor may see, not only the selected one: the team spans the supervisor's offices.
  const scope = new Set(caller.accessible);
  const store = storeOf(ctx);
  for (const [id, report] of store) if (now - report.at > reportLifetimeMs) store.delete(id);
  const visible = [...store.values()].filter((r) => r.tenantId !== null && scope.has(r.tenantId));
  if (!visible.length) return [];
  const ids = (pick: (r: Report) => number | null) => [
    ...new Set(visible.map(pick).filter((v): v is number => v !== null)),
  ];
  const [userRows, roleRows, tenantRows] = await Promise.all([
    namesOf(
      ctx.db
        .select({ id: users.id, name: users.fullName, login: users.loginName })
        .from(users)
        .where(
          inArray(
            users.id,
            ids((r) => r.userId),
          ),
        ),
    ),
    namesOf(
      ctx.db
        .select({ id: roles.id, name: roles.name })
        .from(roles)
        .where(inArray(roles.id, [0, ...ids((r) => r.roleId)])),
    ),
    namesOf(
      ctx.db
        .select({ id: tenants.id, name: tenants.name })
        .from(tenants)
        .where(
          inArray(
            tenants.id,
            ids((r) => r.tenantId),
          ),
        ),
    ),
  ]);
  return visible
    .sort((a, b) => b.at - a.at)
    .map((r) => ({
      session_id: r.sessionId,
      user_name: userRows.get(r.userId)?.name ?? '',
      login_name: userRows.get(r.userId)?.login ?? '',
      profile: r.roleId === null ? null : (roleRows.get(r.roleId)?.name ?? null),
      tenant: r.tenantId === null ? null : (tenantRows.get(r.tenantId)?.name ?? null),
      states: r.states,
      reported_at: new Date(r.at).toISOString(),
    }));
}
