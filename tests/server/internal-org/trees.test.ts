import { describe, expect, it } from 'vitest';
import { internalOrgPaths as p } from '../../../src/contracts/internal-org/paths';
import { internalOrgWorld, type Node } from './fixtures';

const w = await internalOrgWorld();
const load = async (service: string, token: string, body: Record<string, unknown> = { id: -1 }) => {
  const answer = await w.call<Node[]>(`/${service}`, body, token);
  expect(answer.body.errCode).toBe(0);
  return answer.body.data;
};
const group = await w.tenantId('Ubuntu Benefits Group');
const pretoria = await w.tenantId('Pretoria Office');
const capeTown = await w.tenantId('Cape Town Office');

describe('int_org_management/tree', () => {
  it('answers organisation → department → sub-department in the spec node format', async () => {
    const nodes = await load(p.orgTree, w.admin.token);
    const root = nodes.find((n) => n.parent === '#') as Node;
    expect(root).toMatchObject({ id: `org-${group}`, text: 'Ubuntu Benefits Group', type: 'biz' });
    expect(root.state.opened).toBe(true);
    expect(nodes.filter((n) => n.type === 'sub_biz_org').map((n) => n.text)).toContain('Pretoria Office');
    const it = nodes.find((n) => n.text === 'Information Technology') as Node;
    expect(it).toMatchObject({ parent: root.id, type: 'division' });
    expect(nodes.find((n) => n.text === 'Service Desk')).toMatchObject({
      parent: it.id,
      type: 'division_leaf',
    });
    expect(nodes.find((n) => n.text === 'Pretoria Client Services')?.parent).toBe(`org-${pretoria}`);
  });

  it('filters Add Department and Remove Department by the role map: the Agent has no Remove Department', async () => {
    const admin = await load(p.orgTree, w.admin.token);
    expect(admin.find((n) => n.type === 'biz')?.data.context_items).toEqual(['add_department']);
    expect(admin.find((n) => n.type === 'division_leaf')?.data.context_items).toEqual([
      'add_department',
      'remove_department',
    ]);
    const agent = await load(p.orgTree, w.agent.token);
    expect(agent.find((n) => n.type === 'division_leaf')?.data.context_items).toEqual(['add_department']);
  });

  it('narrows the items to the menu_items asked for per type', async () => {
    const nodes = await load(p.orgTree, w.admin.token, {
      id: -1,
      menu_items: { division_leaf: ['remove_department'], biz: [] },
    });
    expect(nodes.find((n) => n.type === 'division_leaf')?.data.context_items).toEqual(['remove_department']);
    expect(nodes.find((n) => n.type === 'biz')?.data.context_items).toEqual([]);
  });

  it('shows only the selected tenant and its children; another organisation reads as empty', async () => {
    const agent = await load(p.orgTree, w.agent.token);
    const texts = agent.map((n) => n.text);
    expect(texts).toContain('Pretoria Office');
    expect(texts).not.toContain('Cape Town Office');
    expect(texts).not.toContain('Cape Town Advice Desk');
    expect(await load(p.orgTree, w.agent.token, { id: `org-${capeTown}` })).toEqual([]);
    expect(await load(p.orgTree, w.agent.token, { id: 'nonsense' })).toEqual([]);
  });
});

describe('get_internal_org_employee_tree', () => {
  it('answers organisation → department → employee, with staff users as employees', async () => {
    const nodes = await load(p.employeeTree, w.admin.token);
    expect(nodes.filter((n) => n.type === 'asi_biz')).toHaveLength(6);
    const naledi = nodes.find((n) => n.type === 'asi_emp' && n.text.startsWith('Naledi Mokoena')) as Node;
    expect(naledi.text).toBe('Naledi Mokoena — Client Service Agent');
    const desk = nodes.find((n) => n.id === naledi.parent) as Node;
    expect(desk).toMatchObject({ text: 'Pretoria Client Services', type: 'asi_div' });
    expect(desk.data.context_items).toEqual(['add_department', 'remove_department']);
    expect(naledi.data.context_items).toEqual([]);
  });

  it('keeps the employees of tenants outside the selected one out', async () => {
    const nodes = await load(p.employeeTree, w.agent.token);
    expect(nodes.some((n) => n.text.startsWith('Johan Botha'))).toBe(false);
    expect(nodes.some((n) => n.text.startsWith('Sipho Dlamini'))).toBe(false);
    expect(nodes.some((n) => n.text.startsWith('Naledi Mokoena'))).toBe(true);
  });
});

describe('portfolio, tenant and customer-management trees', () => {
  it('tenant/data/jstree answers the tenant hierarchy with tenant ids and levels, without menus', async () => {
    const nodes = await load(p.tenantTree, w.admin.token);
    expect(nodes).toHaveLength(6);
    const pta = nodes.find((n) => n.text === 'Pretoria Office') as Node & { data: { level: number } };
    expect(pta.data).toMatchObject({ tenant_id: pretoria, level: 2, context_items: [] });
    expect(nodes.every((n) => n.data.context_items.length === 0)).toBe(true);
    // The agent's selected tenant is the first of their two offices; the other is a separate scope.
    expect((await load(p.tenantTree, w.agent.token)).map((n) => n.text)).toEqual(['Pretoria Office']);
  });

  it('customer_management/tree answers each tenant with its seven configuration sections', async () => {
    const nodes = await load(p.customerManagementTree, w.supervisor.token);
    const gauteng = await w.tenantId('Ubuntu Benefits Gauteng');
    const sections = nodes.filter((n) => n.parent === `org-${gauteng}` && n.data.section);
    expect(sections.map((n) => n.text)).toEqual([
      'Knowledge management',
      'Notifications',
      'Dispatch rules',
      'E-mail templates',
      'Numbering',
      'Case lifecycle',
      'Phone service level',
      'User roles',
    ]);
    expect(nodes.some((n) => n.text === 'Cape Town Office')).toBe(false);
    expect(nodes.every((n) => n.data.context_items.length === 0)).toBe(true);
  });

  it('portfolio/get_portfolio_Tree answers tenant → industry → customer of the scope only', async () => {
    const nodes = await load(p.portfolioTree, w.agent.token);
    const customers = nodes.filter((n) => n.type === 'biz');
    expect(customers.length).toBeGreaterThan(0);
    expect(customers.map((n) => n.text)).not.toContain('Table Bay Fisheries (Pty) Ltd');
    for (const c of customers) expect(nodes.find((n) => n.id === c.parent)?.type).toBe('div_static');
    expect(nodes.every((n) => n.data.context_items.length === 0)).toBe(true);
  });

  it('refuses a tree load without a session', async () => {
    const answer = await w.call(`/${p.orgTree}`, { id: -1 }, '');
    expect(answer.body.errCode).toBe(96);
  });
});
