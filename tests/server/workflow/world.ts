import type { FastifyInstance } from 'fastify';
import { tenants, users, workgroups } from '../../../server/db/schema';
import type { Db } from '../../../server/db/client';
import { makeCaller, type Caller } from '../../../server/domain/caller';
import { seedPermissions } from '../../../server/db/seed/roles';
import type { SeedRoleName } from '../../../server/db/seed/demo-accounts';
import { signIn, type SignedIn } from '../helpers';

/** Lookups into the seeded workflow data, by the names a reader of the seed would use. */
export async function workflowWorld(db: Db) {
  const userRows = await db.select({ id: users.id, login: users.loginName }).from(users);
  const tenantRows = await db.select().from(tenants);
  const wgRows = await db.select().from(workgroups);
  const userId = (login: string) => must(userRows.find((u) => u.login === login)?.id, login);
  const tenantId = (name: string) => must(tenantRows.find((t) => t.name === name)?.id, name);
  const wg = (name: string) =>
    must(
      wgRows.find((w) => w.name === name),
      name,
    );
  const subtree = (name: string): number[] => {
    const root = tenantId(name);
    const out = [root];
    for (let i = 0; i < out.length; i++)
      for (const t of tenantRows) if (t.parentId === out[i]) out.push(t.id);
    return out;
  };
  /** A caller as buildCaller would build it, with a seeded role's map. */
  const caller = (login: string, role: SeedRoleName, tenantNames: string[]): Caller => {
    const scope = tenantNames.flatMap(subtree);
    const auth = {
      sessionId: 0,
      userId: userId(login),
      roleId: null,
      tenantId: null,
      createdAt: 0,
      lastSeenAt: 0,
      expiresAt: 0,
    };
    const roleMap = Object.fromEntries(seedPermissions(role).map((p) => [p.key, p.value]));
    return makeCaller(db, {
      auth,
      roleName: role,
      tenantId: scope[0] ?? null,
      scope,
      accessible: scope,
      roleMap,
    });
  };
  return { userId, tenantId, wg, caller, db, subtreeOf: subtree };
}

export async function sessions(app: FastifyInstance, ...logins: string[]): Promise<Record<string, SignedIn>> {
  const out: Record<string, SignedIn> = {};
  for (const login of logins) out[login] = await signIn(app, login);
  return out;
}

function must<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`seed has no ${name}`);
  return value;
}
