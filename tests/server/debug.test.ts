import { describe, expect, it } from 'vitest';
import { debugAccess, teamList, type TeamRow } from '../../src/contracts/debug';
import { paths } from '../../src/contracts/paths';
import { tenants } from '../../server/db/schema';
import { createTestApp, post, signIn } from './helpers';

const t = await createTestApp();
const ids = new Map((await t.database.db.select().from(tenants)).map((row) => [row.name, row.id]));

const report = (token: string, states: Record<string, string>) =>
  post<null>(t.app, paths.debugReport, { states }, token);
const team = (token: string) => post<TeamRow[]>(t.app, paths.debugTeam, undefined, token);

describe('POST /debug/access', () => {
  it('lets supervisor profiles in, with machine events for the administrator only', async () => {
    const admin = await signIn(t.app, 'admin');
    const supervisor = await signIn(t.app, 'supervisor');
    const adminAnswer = await post(t.app, paths.debugAccess, undefined, admin.token);
    expect(debugAccess.parse(adminAnswer.body.data)).toEqual({ supervisor: true, machineEvents: true });
    const supervisorAnswer = await post(t.app, paths.debugAccess, undefined, supervisor.token);
    expect(supervisorAnswer.body.data).toEqual({ supervisor: true, machineEvents: false });
  });

  it('refuses an agent profile and a caller without a session', async () => {
    const agent = await signIn(t.app, 'agent');
    expect((await post(t.app, paths.debugAccess, undefined, agent.token)).body).toMatchObject({
      errCode: 7,
      data: null,
    });
    expect((await post(t.app, paths.debugAccess)).body.errCode).toBe(96);
  });
});

describe('team view', () => {
  it('shows each reporting console of the supervisor’s tenant subtree, and nothing to an agent', async () => {
    const agent = await signIn(t.app, 'agent');
    const supervisor = await signIn(t.app, 'supervisor');
    const admin = await signIn(t.app, 'admin');
    expect((await report(agent.token, { auth: 'signedIn.ready', telephony: 'onCall' })).body.errCode).toBe(0);
    // The administrator works in Cape Town, outside the supervisor's Gauteng subtree.
    await post(t.app, paths.tenantSelect, { tenant_id: ids.get('Cape Town Office') }, admin.token);
    await report(admin.token, { auth: 'signedIn.ready' });

    const seen = await team(supervisor.token);
    expect(seen.body.errCode).toBe(0);
    const rows = teamList.parse(seen.body.data);
    expect(rows.map((r) => r.login_name)).toEqual(['agent']);
    expect(rows[0]).toMatchObject({
      user_name: 'Naledi Mokoena',
      profile: 'Agent',
      tenant: 'Pretoria Office',
      states: { auth: 'signedIn.ready', telephony: 'onCall' },
    });
    const all = teamList.parse((await team(admin.token)).body.data);
    expect(all.map((r) => r.login_name).sort()).toEqual(['admin', 'agent']);

    expect((await team(agent.token)).body).toMatchObject({ errCode: 7, data: null });
  });

  it('keeps one row per console: a new report replaces the last', async () => {
    const agent = await signIn(t.app, 'agent');
    const supervisor = await signIn(t.app, 'supervisor');
    await report(agent.token, { auth: 'signedIn.loadingRoleMap' });
    await report(agent.token, { auth: 'signedIn.ready' });
    const mine = teamList
      .parse((await team(supervisor.token)).body.data)
      .filter((r) => r.states.auth !== undefined && r.login_name === 'agent');
    expect(mine.filter((r) => r.states.auth === 'signedIn.loadingRoleMap')).toEqual([]);
  });

  it('refuses a report that is not a small map of actor ids to state labels', async () => {
    const agent = await signIn(t.app, 'agent');
    expect((await report(agent.token, { 'not an id!': 'x' })).body.errCode).toBe(1);
    expect((await report(agent.token, { auth: 'x'.repeat(201) })).body.errCode).toBe(1);
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`a${i}`, 's']));
    expect((await report(agent.token, many)).body.errCode).toBe(1);
    expect((await post(t.app, paths.debugReport, { states: { auth: 'x' } })).body.errCode).toBe(96);
  });
});
