import { describe, expect, it } from 'vitest';
import { roleMapSchema, sessionDataSchema, type SessionData } from '../../src/contracts/auth';
import { permissionKeys } from '../../src/contracts/permissions';
import { paths } from '../../src/contracts/paths';
import { eq } from 'drizzle-orm';
import { roles } from '../../server/db/schema';
import { priorTokensKept } from '../../server/domain/sessions';
import { createTestApp, post, signIn } from './helpers';

const t = await createTestApp();

describe('POST /get_internal_user_details_refresh', () => {
  it('rotates the access token for the same session, role and tenant', async () => {
    const session = await signIn(t.app, 'supervisor');
    await post(t.app, paths.roleSwitch, { role_id: await roleId('Team Lead') }, session.token);
    const refreshed = await post<SessionData>(t.app, paths.userDetailsRefresh, undefined, undefined, {
      cookie: session.cookie,
    });
    expect(refreshed.body.errCode).toBe(0);
    const data = sessionDataSchema.parse(refreshed.body.data);
    expect(data.current_profile.role_name).toBe('Team Lead');
    expect(data.token).not.toBe(session.token);
    expect(data.wh_token).not.toBe(session.whToken);
    // The new token works, and so does the one another tab of this browser still holds.
    expect((await post(t.app, paths.userRoleMap, undefined, data.token)).body.errCode).toBe(0);
    expect((await post(t.app, paths.userRoleMap, undefined, session.token)).body.errCode).toBe(0);
  });

  it('keeps the tokens of other tabs good until sign-out, and only the newest few', async () => {
    const session = await signIn(t.app, 'agent');
    const restore = async () => {
      const answer = await post<SessionData>(t.app, paths.userDetailsRefresh, undefined, undefined, {
        cookie: session.cookie,
      });
      return sessionDataSchema.parse(answer.body.data).token;
    };
    const tabs = [session.token];
    for (let i = 0; i < priorTokensKept + 1; i++) tabs.push(await restore());
    const works = async (token: string) =>
      (await post(t.app, paths.userRoleMap, undefined, token)).body.errCode === 0;
    // The first tab's token fell out of the kept few; every later one still works.
    expect(await works(tabs[0])).toBe(false);
    for (const token of tabs.slice(1)) expect(await works(token)).toBe(true);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${tabs[2]}`, cookie: session.cookie },
    });
    expect(out.json()).toMatchObject({ errCode: 0 });
    for (const token of tabs) expect(await works(token)).toBe(false);
  });

  it('answers 96 without a cookie or with a garbage one', async () => {
    expect((await post(t.app, paths.userDetailsRefresh)).body.errCode).toBe(96);
    const garbage = await post(t.app, paths.userDetailsRefresh, undefined, undefined, {
      cookie: 'sc_session=abc',
    });
    expect(garbage.body).toMatchObject({ errCode: 96, msg: 'Session expired. Please sign in again.' });
  });

  it('is refused after logout, and logout clears the cookie', async () => {
    const session = await signIn(t.app, 'agent');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${session.token}`, cookie: session.cookie },
    });
    expect(out.json()).toEqual({ errCode: 0, msg: 'Signed out', data: null });
    const cleared = out.cookies.find((c) => c.name === 'sc_session');
    expect(cleared?.value).toBe('');
    expect(new Date(cleared?.expires ?? Date.now()).getTime()).toBeLessThanOrEqual(Date.now());
    const refresh = await post(t.app, paths.userDetailsRefresh, undefined, undefined, {
      cookie: session.cookie,
    });
    expect(refresh.body.errCode).toBe(96);
    expect((await post(t.app, paths.userRoleMap, undefined, session.token)).body.errCode).toBe(96);
  });
});

describe('profiles and role map', () => {
  it('answers the role map of the current profile', async () => {
    const { token } = await signIn(t.app, 'agent');
    const answer = await post(t.app, paths.userRoleMap, undefined, token);
    const map = roleMapSchema.parse(answer.body.data);
    expect(Object.keys(map).sort()).toEqual(Object.values(permissionKeys).sort());
    expect(map[permissionKeys.removeEmployee]).toBe(-1);
    expect(map[permissionKeys.workflowYank]).toBe(0);
    expect(map[permissionKeys.customersView]).toBe(1);
  });

  it('switches to a held profile and refuses one not held', async () => {
    const { token } = await signIn(t.app, 'admin');
    const supervisor = await roleId('Supervisor');
    const switched = await post<SessionData>(t.app, paths.roleSwitch, { role_id: supervisor }, token);
    expect(switched.body.errCode).toBe(0);
    const data = sessionDataSchema.parse(switched.body.data);
    expect(data.current_profile).toEqual({ role_id: supervisor, role_name: 'Supervisor' });
    expect(data.token).toBe(token);
    const map = roleMapSchema.parse((await post(t.app, paths.userRoleMap, undefined, token)).body.data);
    expect(map[permissionKeys.adminMachineEvents]).toBe(0);

    const agentRole = await roleId('Agent');
    const refused = await post(t.app, paths.roleSwitch, { role_id: agentRole }, token);
    expect(refused.body).toEqual({ errCode: 7, msg: 'You do not hold that profile', data: null });
    expect((await post(t.app, paths.roleSwitch, { role_id: '1' }, token)).body.errCode).toBe(1);
    expect((await post(t.app, paths.roleSwitch, {}, token)).body.msg).toBe('role_id: This field is required');
  });
});

/** A seeded role's id, read from the database the app uses. */
async function roleId(roleName: string): Promise<number> {
  const [role] = await t.database.db.select().from(roles).where(eq(roles.name, roleName));
  return role.id;
}
