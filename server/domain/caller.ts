import { eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RoleMap } from '../../src/contracts/auth';
import { permissionCatalogue, type PermissionKey } from '../../src/contracts/permissions';
import type { Db } from '../db/client';
import { roles } from '../db/schema';
import { AppError } from '../errors';
import type { DomainContext } from './context';
import { findInScope, resolveInScope, type Ref, type ResolvedRef } from './references';
import type { SessionRecord } from './session-cache';
import { roleMapOf } from './session-ops';
import { scopeRoot, tenantAccess } from './tenant';

/**
 * The one door (ARCHITECTURE §7): who is calling, with which profile, in which tenants, allowed to do what.
 * Every area reads permissions and tenant scope from here, so there is one rule for both.
 */
export type Caller = {
  auth: SessionRecord;
  userId: number;
  roleId: number | null;
  roleName: string | null;
  /** The selected tenant (or the default one): where new records go. Null only for a user with no tenant. */
  tenantId: number | null;
  /** The selected tenant and its descendants (spec §6 tenant hierarchy). */
  scope: readonly number[];
  /** Every tenant the user may see, whichever is selected (telephony takes calls for all of them). */
  accessible: readonly number[];
  roleMap: RoleMap;
  /** Granted only when the role map gives the key 1: missing, 0 and -1 are refused (spec §5 note). */
  can: (key: PermissionKey) => boolean;
  /** Refuses with errCode 7 unless granted; `what` completes "Your profile does not allow you to …". */
  require: (key: PermissionKey, what?: string) => void;
  inScope: (tenantId: number) => boolean;
  /**
   * A record the request points at, found inside the scope; `field` names the request field in errCode 1.
   * Pass the transaction when inside one (PGlite has a single connection).
   */
  resolve: (ref: Ref, field: string, db?: Db) => Promise<ResolvedRef>;
  /** The same record, or null: for calls that answer an unknown reference with "not found". */
  find: (ref: Ref, db?: Db) => Promise<ResolvedRef | null>;
};

/** The permission test alone, for rules that only decide what to offer (tree context menus). */
export type Can = (key: PermissionKey) => boolean;

/** A caller known to have a tenant to work in. */
export type TenantCaller = Caller & { tenantId: number };

export const refusal = (what: string): AppError =>
  new AppError('forbidden', `Your profile does not allow you to ${what}`);

function roleName(ctx: DomainContext, roleId: number | null): Promise<string | null> {
  if (roleId === null) return Promise.resolve(null);
  return ctx.reads.roleNames.get(roleId, async () => {
    const [row] = await ctx.db.select({ name: roles.name }).from(roles).where(eq(roles.id, roleId));
    return row?.name ?? null;
  });
}

export async function buildCaller(ctx: DomainContext, auth: SessionRecord): Promise<Caller> {
  const [access, roleMap, name] = await Promise.all([
    tenantAccess(ctx, auth.userId),
    roleMapOf(ctx, auth),
    roleName(ctx, auth.roleId),
  ]);
  const tenantId = scopeRoot(access, auth.tenantId);
  const scope = tenantId === null ? [] : access.tree.subtreeIds(tenantId);
  return makeCaller(ctx.db, { auth, roleName: name, tenantId, scope, accessible: access.ids, roleMap });
}

export type CallerFacts = Pick<Caller, 'auth' | 'roleName' | 'tenantId' | 'scope' | 'accessible' | 'roleMap'>;

/** The caller from what was loaded (tests build one from seed data the same way). */
export function makeCaller(db: Db, facts: CallerFacts): Caller {
  const inScopeSet = new Set(facts.scope);
  const can = (key: PermissionKey) => facts.roleMap[key] === 1;
  return {
    ...facts,
    userId: facts.auth.userId,
    roleId: facts.auth.roleId,
    can,
    require: (key, what) => {
      if (!can(key)) throw refusal(what ?? permissionCatalogue[key].label);
    },
    inScope: (id) => inScopeSet.has(id),
    resolve: (ref, field, executor = db) => resolveInScope(executor, facts.scope, ref, field),
    find: (ref, executor = db) => findInScope(executor, facts.scope, ref),
  };
}

/** Areas that create records need a tenant to put them in; a user without one is refused. */
export function withTenant(caller: Caller, what = 'work in'): TenantCaller {
  if (caller.tenantId === null) throw new AppError('forbidden', `You have no tenant to ${what}`);
  return caller as TenantCaller;
}

/**
 * The tenant-scope condition of a query, for reads and writes alike. An empty scope matches nothing (-1 is
 * never an id), so a caller without a tenant sees and touches no row.
 */
export const scoped = (caller: Pick<Caller, 'scope'>, column: AnyPgColumn): SQL =>
  inArray(column, caller.scope.length ? [...caller.scope] : [-1]);

/** The same condition over an explicit tenant list (a sub-scope such as one organisation's subtree). */
export { inTenant, inTenants, outsideTenant, sameTenant } from './scope-sql';

/**
 * Exactly the caller's selected tenant, not its subtree (where new records go, and what must be unique there).
 * A caller without a tenant matches nothing.
 */
export const ownTenant = (caller: Pick<Caller, 'tenantId'>, column: AnyPgColumn): SQL =>
  eq(column, caller.tenantId ?? -1);

/** Outside the scope reads as absent: the caller cannot tell another tenant's record from a missing one. */
export function found<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new AppError('notFound', `${what} not found`);
  return value;
}

/** A tenant id the request names must lie inside the scope (else: not found, as for any record). */
export function requireInScope(caller: Caller, tenantId: number, what = 'Not found in your tenants'): void {
  if (!caller.inScope(tenantId)) throw new AppError('notFound', what);
}

/** What a rule needs of its actor when it only creates and reads inside a tenant (benchmarks build one by hand). */
export type ScopedActor = Pick<TenantCaller, 'userId' | 'tenantId' | 'scope'>;
