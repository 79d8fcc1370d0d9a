import { asc, eq } from 'drizzle-orm';
import { noProfile, type Profile, type SessionData } from '../../src/contracts/auth';
import type { Db } from '../db/client';
import { roles, userProfiles, users } from '../db/schema';

export async function userProfilesOf(db: Db, userId: number): Promise<Profile[]> {
  return db
    .select({ role_id: roles.id, role_name: roles.name })
    .from(userProfiles)
    .innerJoin(roles, eq(roles.id, userProfiles.roleId))
    .where(eq(userProfiles.userId, userId))
    .orderBy(asc(userProfiles.ordinal), asc(roles.id));
}

/** The answer of sign-in, refresh and role switch: who the user is, what profiles they hold, which is current. */
export async function buildSessionData(
  db: Db,
  session: { userId: number; roleId: number | null; tenantId: number | null },
  secrets: { token: string; whToken: string },
): Promise<SessionData> {
  const [user] = await db
    .select({ user_id: users.id, login_name: users.loginName, user_name: users.fullName, email: users.email })
    .from(users)
    .where(eq(users.id, session.userId));
  const profiles = await userProfilesOf(db, session.userId);
  const current = profiles.find((p) => p.role_id === session.roleId) ?? noProfile;
  return {
    token: secrets.token,
    wh_token: secrets.whToken,
    user_details: user,
    profiles,
    current_profile: current,
    tenant_id: session.tenantId,
  };
}
