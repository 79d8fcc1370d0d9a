import { describe, expect, it } from 'vitest';
import { customerPaths as p } from '../../../src/contracts/customers/paths';
import { customersWorld } from './fixtures';

type Node = {
  id: string;
  parent: string;
  text: string;
  type: string;
  state: { opened: boolean };
  data: { context_items: string[] };
};

const w = await customersWorld();
const biz = `${p.treeServiceUrl}/${p.bizTree}`;
const site = `${p.treeServiceUrl}/${p.siteTree}`;
const jacaranda = await w.employerId('Jacaranda Logistics (Pty) Ltd');
const tableBay = await w.employerId('Table Bay Fisheries (Pty) Ltd');

describe('get_tree_biz', () => {
  it('answers employer → division → employee in the spec node format', async () => {
    const answer = await w.call<Node[]>(biz, { id: jacaranda, menu_items: {} }, w.admin.token);
    expect(answer.body.errCode).toBe(0);
    const nodes = answer.body.data;
    const root = nodes.find((n) => n.parent === '#') as Node;
    expect(root).toMatchObject({
      id: `biz-${jacaranda}`,
      text: 'Jacaranda Logistics (Pty) Ltd',
      type: 'biz_org',
    });
    expect(root.state.opened).toBe(true);
    const divisions = nodes.filter((n) => n.type === 'div_org');
    expect(divisions.map((d) => d.text).sort()).toEqual(['Fleet Operations', 'Head Office', 'Warehousing']);
    expect(divisions.every((d) => d.parent === root.id)).toBe(true);
    const staff = nodes.filter((n) => n.type === 'eb_with_json' || n.type === 'eb_without_json');
    expect(staff).toHaveLength(18);
    expect(staff.every((e) => divisions.some((d) => d.id === e.parent))).toBe(true);
    expect(staff[0].text).toMatch(/^.+, .+ \(JCL\d{4}\)$/);
  });

  it('gives each node type its context items from the role map', async () => {
    const nodes = (await w.call<Node[]>(biz, { id: jacaranda }, w.admin.token)).body.data;
    const itemsOf = (type: string) => nodes.find((n) => n.type === type)?.data.context_items;
    expect(itemsOf('biz_org')).toEqual([
      'add_division',
      'add_location',
      'add_contact',
      'add_employee',
      'add_organisation',
    ]);
    expect(itemsOf('div_org')).toEqual(['add_employee', 'remove_division']);
    expect(itemsOf('eb_without_json')).toEqual([
      'update_employee',
      'remove_employee',
      'add_employee_benefits',
    ]);
    expect(itemsOf('eb_with_json')).toEqual([
      'update_employee',
      'remove_employee',
      'update_employee_benefits',
    ]);
    // The Agent role gives 0 for Remove Division and -1 for Remove Employee.
    const agentNodes = (await w.call<Node[]>(biz, { id: jacaranda }, w.agent.token)).body.data;
    expect(agentNodes.find((n) => n.type === 'div_org')?.data.context_items).toEqual(['add_employee']);
    expect(agentNodes.find((n) => n.type === 'eb_without_json')?.data.context_items).toEqual([
      'update_employee',
      'add_employee_benefits',
    ]);
  });

  it('narrows the items to the menu_items asked for per type', async () => {
    const nodes = (
      await w.call<Node[]>(
        biz,
        { id: jacaranda, menu_items: { biz_org: ['add_division'], div_org: [] } },
        w.admin.token,
      )
    ).body.data;
    expect(nodes.find((n) => n.type === 'biz_org')?.data.context_items).toEqual(['add_division']);
    expect(nodes.find((n) => n.type === 'div_org')?.data.context_items).toEqual([]);
  });

  it('with id -1 lists every employer of the selected tenant and its children only', async () => {
    const roots = async (token: string) =>
      (await w.call<Node[]>(biz, { id: -1 }, token)).body.data
        .filter((n) => n.parent === '#')
        .map((n) => n.text);
    const supervisor = await roots(w.supervisor.token);
    expect(supervisor).toContain('Jacaranda Logistics (Pty) Ltd');
    expect(supervisor).toContain('Gauteng Retail Holdings (Pty) Ltd');
    expect(supervisor).not.toContain('Table Bay Fisheries (Pty) Ltd');
    const all = await roots(w.admin.token);
    expect(all).toContain('Table Bay Fisheries (Pty) Ltd');
  });

  it('answers nothing for another tenant’s employer', async () => {
    const answer = await w.call<Node[]>(biz, { id: tableBay }, w.supervisor.token);
    expect(answer.body).toMatchObject({ errCode: 0, data: [] });
  });

  it('refuses a bad payload and a missing session', async () => {
    expect((await w.call(biz, { menu_items: {} }, w.admin.token)).body.errCode).toBe(1);
    expect((await w.call(biz, { id: 'x'.repeat(41) }, w.admin.token)).body.errCode).toBe(1);
    expect(
      (await w.call(biz, { id: 1, menu_items: { biz_org: 'add_division' } }, w.admin.token)).body.errCode,
    ).toBe(1);
    expect((await w.call(biz, { id: 1 }, '')).body.errCode).toBe(96);
  });
});

describe('get_tree_biz_site', () => {
  it('answers employer → location → contact, with leaf and non-leaf location types', async () => {
    const nodes = (await w.call<Node[]>(site, { id: jacaranda }, w.admin.token)).body.data;
    const locations = nodes.filter((n) => n.type.startsWith('site_'));
    expect(locations.map((l) => l.text).sort()).toEqual([
      'Hatfield Head Office (Pretoria)',
      'Rosslyn Depot (Pretoria)',
    ]);
    const withContacts = locations.filter((l) => l.type === 'site_non_leaf');
    expect(withContacts).toHaveLength(1);
    const contacts = nodes.filter((n) => n.type === 'contact_rec');
    expect(contacts).toHaveLength(3);
    expect(contacts.every((c) => c.parent === withContacts[0].id)).toBe(true);
    expect(locations[0].data.context_items).toEqual(['add_contact', 'remove_location']);
  });

  it('answers nothing outside the scope', async () => {
    expect((await w.call<Node[]>(site, { id: tableBay }, w.agent.token)).body.data).toEqual([]);
  });
});
