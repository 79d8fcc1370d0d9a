import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  CustomerDetails,
  Fsp,
  FspDetail,
  InternalOrgDetail,
  TenantConfig,
} from '../../../src/contracts/internal-org/entities';
import { internalOrgPaths as p } from '../../../src/contracts/internal-org/paths';
import { paths } from '../../../src/contracts/paths';
import { employers, fsps, tenantConfigs } from '../../../server/db/schema';
import { internalOrgWorld } from './fixtures';

const w = await internalOrgWorld();
const pretoria = await w.tenantId('Pretoria Office');
const capeTown = await w.tenantId('Cape Town Office');
const gauteng = await w.tenantId('Ubuntu Benefits Gauteng');
const highveld = await w.fspId('12044');

describe('fsp get_100, search, details and edits', () => {
  it('GET fsp get_100 answers the register with FSP numbers and licence categories, visible to offices', async () => {
    const answer = await w.read<Fsp[]>(p.fspGet100, w.agent.token);
    expect(answer.body.errCode).toBe(0);
    expect(answer.body.data).toHaveLength(6);
    expect(answer.body.data.find((f) => f.fsp_number === '12044')).toMatchObject({
      name: 'Highveld Health Brokers (Pty) Ltd',
      licence_categories: expect.arrayContaining(['Health Service Benefits']),
      representatives_count: 3,
    });
  });

  it('searches by name or number', async () => {
    const byName = await w.call<Fsp[]>(p.fspSearch, { query: 'karoo' }, w.agent.token);
    expect(byName.body.data.map((f) => f.fsp_number)).toEqual(['23871']);
    const byNumber = await w.call<Fsp[]>(p.fspSearch, { query: '4772' }, w.agent.token);
    expect(byNumber.body.data.map((f) => f.name)).toEqual(['Garden Route Wealth (Pty) Ltd']);
    const none = await w.call<Fsp[]>(p.fspSearch, { query: 'zzz%' }, w.agent.token);
    expect(none.body.data).toEqual([]);
  });

  it('gives one FSP with its representatives', async () => {
    const one = await w.call<FspDetail>(p.fspGet, { id: highveld }, w.agent.token);
    expect(one.body.data.representatives.map((r) => `${r.first_name} ${r.last_name}`)).toContain(
      'Bongani Zulu',
    );
  });

  it('edits an FSP and its representatives, validating the §5 messages and the licence list', async () => {
    const created = await w.call<FspDetail>(
      p.fspSave,
      {
        id: -1,
        name: 'Soweto Benefit Advisers (Pty) Ltd',
        fsp_number: '50211',
        licence_categories: ['Category I', 'Health Service Benefits'],
        email: 'info@sowetoadvisers.co.za',
        phone: '011 938 1200',
      },
      w.supervisor.token,
    );
    expect(created.body).toMatchObject({ errCode: 0 });
    expect(created.body.data).toMatchObject({
      tenant_id: gauteng,
      status: 'authorised',
      phone: '27119381200',
    });
    const rep = await w.call<FspDetail>(
      p.representativeSave,
      {
        id: -1,
        fsp_id: created.body.data.id,
        first_name: 'Lindiwe',
        last_name: 'Maseko',
        role: 'Key Individual',
      },
      w.supervisor.token,
    );
    expect(rep.body.data.representatives).toHaveLength(1);
    const removed = await w.call<FspDetail>(
      p.representativeRemove,
      { id: rep.body.data.representatives[0].id },
      w.supervisor.token,
    );
    expect(removed.body.data.representatives).toHaveLength(0);
    const bad = await w.call(
      p.fspSave,
      { id: -1, name: '', fsp_number: '12a', licence_categories: ['Category IX'], email: 'nope' },
      w.supervisor.token,
    );
    expect(bad.body.errCode).toBe(1);
    const dup = await w.call(
      p.fspSave,
      { id: -1, name: 'Copy', fsp_number: '50211', licence_categories: ['Category I'] },
      w.supervisor.token,
    );
    expect(dup.body.errCode).toBe(3);
  });

  it('keeps the group’s register read-only in an office and refuses the Agent, changing nothing', async () => {
    const body = {
      id: highveld,
      name: 'Renamed',
      fsp_number: '12044',
      licence_categories: ['Category I'],
    };
    expect((await w.call(p.fspSave, body, w.supervisor.token)).body).toMatchObject({ errCode: 7 });
    expect((await w.call(p.fspSave, body, w.agent.token)).body.errCode).toBe(7);
    const [row] = await w.db.select().from(fsps).where(eq(fsps.id, highveld));
    expect(row.name).toBe('Highveld Health Brokers (Pty) Ltd');
  });

  it('hides an office’s own FSP from another office', async () => {
    const [own] = await w.db
      .insert(fsps)
      .values({
        tenantId: capeTown,
        name: 'Atlantic Seaboard Brokers',
        fspNumber: '51990',
        licenceCategories: [],
      })
      .returning();
    expect((await w.call(p.fspGet, { id: own.id }, w.supervisor.token)).body.errCode).toBe(4);
    const change = await w.call(
      p.fspSave,
      { id: own.id, name: 'Mine now', fsp_number: '51990', licence_categories: ['Category I'] },
      w.supervisor.token,
    );
    expect(change.body.errCode).toBe(4);
    const list = await w.read<Fsp[]>(p.fspGet100, w.supervisor.token);
    expect(list.body.data.map((f) => f.name)).not.toContain('Atlantic Seaboard Brokers');
  });
});

describe('tenant configuration and organisation details', () => {
  it('reads a tenant’s configuration; only administrators may save it', async () => {
    const cfg = await w.call<TenantConfig>(p.configGet, { tenant_id: pretoria }, w.supervisor.token);
    expect(cfg.body.data).toMatchObject({
      tenant_name: 'Pretoria Office',
      editable: false,
      dispatch: { strategy: 'round_robin' },
    });
    expect(cfg.body.data.available_roles).toContain('Agent');
    const { tenant_id, knowledge, notifications, dispatch, email_templates, user_roles } = cfg.body.data;
    const body = { tenant_id, knowledge, notifications, email_templates, user_roles };
    const next = { ...body, dispatch: { ...dispatch, strategy: 'least_busy', max_open_per_agent: 30 } };
    expect((await w.call(p.configSave, next, w.supervisor.token)).body.errCode).toBe(7);
    const saved = await w.call<TenantConfig>(p.configSave, next, w.admin.token);
    expect(saved.body).toMatchObject({
      errCode: 0,
      data: { editable: true, dispatch: { strategy: 'least_busy' } },
    });
    const bad = await w.call(
      p.configSave,
      { ...next, dispatch: { ...next.dispatch, max_open_per_agent: 0 }, user_roles: ['Wizard'] },
      w.admin.token,
    );
    expect(bad.body.errCode).toBe(1);
    expect(JSON.stringify(bad.body.data)).toContain('Value cannot be less than 1');
    const unknownRole = await w.call(p.configSave, { ...next, user_roles: ['Wizard'] }, w.admin.token);
    expect(unknownRole.body.msg).toMatch(/Unknown role Wizard/);
  });

  it('refuses another tenant’s configuration, read or write, changing nothing', async () => {
    const select = await w.call(paths.tenantSelect, { tenant_id: pretoria }, w.admin.token);
    expect(select.body.errCode).toBe(0);
    const [before] = await w.db.select().from(tenantConfigs).where(eq(tenantConfigs.tenantId, capeTown));
    expect((await w.call(p.configGet, { tenant_id: capeTown }, w.admin.token)).body.errCode).toBe(4);
    const cfg = await w.call<TenantConfig>(p.configGet, { tenant_id: pretoria }, w.admin.token);
    const { knowledge, notifications, dispatch, email_templates } = cfg.body.data;
    const write = await w.call(
      p.configSave,
      { tenant_id: capeTown, knowledge, notifications, dispatch, email_templates, user_roles: [] },
      w.admin.token,
    );
    expect(write.body.errCode).toBe(4);
    const [after] = await w.db.select().from(tenantConfigs).where(eq(tenantConfigs.tenantId, capeTown));
    expect(after).toEqual(before);
    const org = await w.call(p.orgGet, { tenant_id: capeTown }, w.admin.token);
    expect(org.body.errCode).toBe(4);
    await w.call(paths.tenantSelect, { tenant_id: await w.tenantId('Ubuntu Benefits Group') }, w.admin.token);
  });

  it('gives an organisation’s details with its child organisations; administrators save them', async () => {
    const org = await w.call<InternalOrgDetail>(p.orgGet, { tenant_id: gauteng }, w.supervisor.token);
    expect(org.body.data).toMatchObject({
      name: 'Ubuntu Benefits Gauteng',
      fsp_number: '44512',
      parent_id: null,
    });
    expect(org.body.data.children.map((c) => c.name)).toEqual(['Pretoria Office', 'Johannesburg Office']);
    expect(org.body.data.departments.map((d) => d.name)).toContain('Gauteng Sales');
    const body = { tenant_id: gauteng, legal_name: 'Ubuntu Benefits Gauteng (Pty) Ltd', fsp_number: '44512' };
    expect((await w.call(p.orgSave, body, w.supervisor.token)).body.errCode).toBe(7);
    const bad = await w.call(p.orgSave, { ...body, registration_number: '123' }, w.admin.token);
    expect(bad.body.errCode).toBe(1);
    const saved = await w.call<InternalOrgDetail>(p.orgSave, { ...body, city: 'Midrand' }, w.admin.token);
    expect(saved.body.data.city).toBe('Midrand');
  });
});

describe('customer details', () => {
  it('gives a customer with its cases and sales documents; another tenant’s customer is not found', async () => {
    const [jacaranda] = await w.db
      .select()
      .from(employers)
      .where(eq(employers.name, 'Jacaranda Logistics (Pty) Ltd'));
    const answer = await w.call<CustomerDetails>(p.customerDetails, { id: jacaranda.id }, w.supervisor.token);
    expect(answer.body.errCode).toBe(0);
    expect(answer.body.data.employer.name).toBe('Jacaranda Logistics (Pty) Ltd');
    expect(answer.body.data.counts.employees).toBe(18);
    expect(Array.isArray(answer.body.data.cases)).toBe(true);
    expect(Array.isArray(answer.body.data.sales)).toBe(true);
    const [tableBay] = await w.db
      .select()
      .from(employers)
      .where(eq(employers.name, 'Table Bay Fisheries (Pty) Ltd'));
    expect((await w.call(p.customerDetails, { id: tableBay.id }, w.supervisor.token)).body.errCode).toBe(4);
  });
});
