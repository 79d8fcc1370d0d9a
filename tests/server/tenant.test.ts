import { describe, expect, it } from 'vitest';
import { paths } from '../../src/contracts/paths';
import { dashboardSummary, type DashboardSummary } from '../../src/contracts/system';
import { tenantSchema, tenantSelection, type Tenant, type TenantSelection } from '../../src/contracts/tenant';
import { tenants } from '../../server/db/schema';
import { createTestApp, get, post, signIn } from './helpers';

const t = await createTestApp();
const ids = new Map((await t.database.db.select().from(tenants)).map((row) => [row.name, row.id]));
const id = (name: string) => ids.get(name) as number;

const names = (forest: Tenant[]): unknown =>
  forest.map((node) => (node.children.length ? { [node.name]: names(node.children) } : node.name));

describe('GET /tenant/list', () => {
  it('gives each user the assigned tenants with all their descendants, nested', async () => {
    const admin = await signIn(t.app, 'admin');
    const list = await get<Tenant[]>(t.app, paths.tenantList, admin.token);
    expect(list.body.errCode).toBe(0);
    list.body.data.forEach((node) => tenantSchema.parse(node));
    expect(names(list.body.data)).toEqual([
      {
        'Ubuntu Benefits Group': [
          { 'Ubuntu Benefits Gauteng': ['Pretoria Office', 'Johannesburg Office'] },
          { 'Ubuntu Benefits Western Cape': ['Cape Town Office'] },
        ],
      },
    ]);
    const supervisor = await signIn(t.app, 'supervisor');
    expect(names((await get<Tenant[]>(t.app, paths.tenantList, supervisor.token)).body.data)).toEqual([
      { 'Ubuntu Benefits Gauteng': ['Pretoria Office', 'Johannesburg Office'] },
    ]);
    const agent = await signIn(t.app, 'agent');
    // POST works too: the console's client posts by default.
    const agentList = await post<Tenant[]>(t.app, paths.tenantList, undefined, agent.token);
    expect(names(agentList.body.data)).toEqual(['Pretoria Office', 'Johannesburg Office']);
  });
});

describe('POST /tenant/select', () => {
  it('selects a tenant inside the access and remembers it for the next sign-in', async () => {
    const agent = await signIn(t.app, 'agent');
    const answer = await post<TenantSelection>(
      t.app,
      paths.tenantSelect,
      { tenant_id: id('Johannesburg Office') },
      agent.token,
    );
    expect(answer.body.errCode).toBe(0);
    expect(tenantSelection.parse(answer.body.data)).toEqual({
      tenant_id: id('Johannesburg Office'),
      default_tenant_id: id('Pretoria Office'),
      tenantbizorg: [id('Johannesburg Office')],
    });
    const refreshed = await post<{ tenant_id: number }>(
      t.app,
      paths.userDetailsRefresh,
      undefined,
      undefined,
      {
        cookie: agent.cookie,
      },
    );
    expect(refreshed.body.data.tenant_id).toBe(id('Johannesburg Office'));
    const next = await post<{ tenant_id: number }>(t.app, paths.login, {
      username: 'agent',
      password: 'Console@2026',
    });
    expect(next.body.data.tenant_id).toBe(id('Johannesburg Office'));
  });

  it('answers the chosen tenant with all its descendants', async () => {
    const admin = await signIn(t.app, 'admin');
    const answer = await post<TenantSelection>(
      t.app,
      paths.tenantSelect,
      { tenant_id: id('Ubuntu Benefits Gauteng') },
      admin.token,
    );
    expect(answer.body.data).toEqual({
      tenant_id: id('Ubuntu Benefits Gauteng'),
      default_tenant_id: id('Ubuntu Benefits Group'),
      tenantbizorg: [id('Ubuntu Benefits Gauteng'), id('Pretoria Office'), id('Johannesburg Office')],
    });
  });

  it('refuses tenants outside the access (errCode 7) and bad ids (errCode 1)', async () => {
    const agent = await signIn(t.app, 'agent');
    const forbidden = { errCode: 7, msg: 'You do not have access to that tenant', data: null };
    expect(
      (await post(t.app, paths.tenantSelect, { tenant_id: id('Cape Town Office') }, agent.token)).body,
    ).toEqual(forbidden);
    expect(
      (await post(t.app, paths.tenantSelect, { tenant_id: id('Ubuntu Benefits Gauteng') }, agent.token)).body,
    ).toEqual(forbidden);
    expect((await post(t.app, paths.tenantSelect, { tenant_id: 999_999 }, agent.token)).body).toEqual(
      forbidden,
    );
    expect((await post(t.app, paths.tenantSelect, { tenant_id: -1 }, agent.token)).body.errCode).toBe(1);
    expect((await post(t.app, paths.tenantSelect, { tenant_id: 'Cape Town' }, agent.token)).body.msg).toMatch(
      /^tenant_id: /,
    );
  });
});

describe('POST /dashboard/summary', () => {
  it('counts what the service holds in the default scope before a tenant is chosen', async () => {
    const supervisor = await signIn(t.app, 'supervisor');
    const answer = await post<DashboardSummary>(t.app, paths.dashboardSummary, undefined, supervisor.token);
    const summary = dashboardSummary.parse(answer.body.data);
    expect(summary.tenant_name).toBe('Ubuntu Benefits Gauteng');
    const counts = Object.fromEntries(summary.counts.map((c) => [c.key, c.value]));
    // Gauteng, its two offices and the group above it: 7 of the 10 seeded staff; Cape Town's 3 are out.
    expect(counts).toMatchObject({ staff: 7, tenants: 3, profiles: 5 });
    expect(counts.active_sessions).toBeGreaterThanOrEqual(1);
    expect(counts.audit_today).toBeGreaterThanOrEqual(1);
    expect(summary.counts.map((c) => c.label)).toEqual([
      'Staff with access',
      'Tenants in scope',
      'Active sessions',
      'Profiles',
      'Audit events today',
    ]);
    expect(summary.recent_sign_ins.length).toBeLessThanOrEqual(5);
    expect(summary.recent_sign_ins[0]).toEqual({
      user_name: 'Pieter van der Merwe',
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
  });

  it('narrows to the selected tenant', async () => {
    const admin = await signIn(t.app, 'admin');
    await post(t.app, paths.tenantSelect, { tenant_id: id('Cape Town Office') }, admin.token);
    await signIn(t.app, 'ayesha.patel');
    const summary = (await post<DashboardSummary>(t.app, paths.dashboardSummary, {}, admin.token)).body.data;
    expect(summary.tenant_name).toBe('Cape Town Office');
    const counts = Object.fromEntries(summary.counts.map((c) => [c.key, c.value]));
    // admin (group), Marius (Western Cape), Johan and Ayesha (Cape Town)
    expect(counts).toMatchObject({ staff: 4, tenants: 1 });
    expect(summary.recent_sign_ins.map((s) => s.user_name)).not.toContain('Naledi Mokoena');
    expect(summary.recent_sign_ins[0].user_name).toBe('Ayesha Patel');
  });
});
