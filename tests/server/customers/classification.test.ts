import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { classificationPaths as p } from '../../../src/contracts/classification';
import { classifications, rolePermissions, roles, tenants } from '../../../server/db/schema';
import { permissionKeys } from '../../../src/contracts/permissions';
import { get } from '../helpers';
import { customersWorld } from './fixtures';

type Node = { id: string; parent: string; text: string; type: string; data: { context_items: string[] } };
type Dropdown = {
  errCode: number;
  msg: { id: number; value_name: string }[];
  parent_children_dict: Record<string, number[]>;
  root_id: number;
};

const w = await customersWorld();
const tree = `${p.treeServiceUrl}/${p.tree}`;
const nodes = async (token: string, id: string | number = -1) =>
  (await w.call<Node[]>(tree, { id, menu_items: {} }, token)).body.data;
const dropdown = async (token: string, body: unknown = {}) =>
  (await w.call(p.caseDropdown, body, token)).body as unknown as Dropdown;
const idOf = (n: Node) => Number(n.id.slice(4));

describe('get_classification_tree', () => {
  it('answers the case tree with root, sub and leaf types and the role map’s items', async () => {
    const list = await nodes(w.admin.token);
    const roots = list.filter((n) => n.parent === '#');
    expect(roots.map((n) => n.text)).toEqual([
      'Medical Aid',
      'Gap Cover',
      'Employee Benefits Advice',
      'Funeral Cover',
      'Payroll Deductions',
    ]);
    expect(roots.every((n) => n.type === 'root_class')).toBe(true);
    const claims = list.find((n) => n.text === 'Claims' && n.parent === roots[0].id) as Node;
    expect(claims.type).toBe('sub_class');
    const issue = list.find((n) => n.text === 'PMB dispute') as Node;
    expect(issue.type).toBe('leaf_class');
    // Issues are the 4th and last case level: nothing can be added under them.
    expect(issue.data.context_items).toEqual(['remove_classification']);
    expect(claims.data.context_items).toEqual(['add_sub_classification', 'remove_classification']);
  });

  it('answers the task and mobile trees by id, and refuses an unknown type', async () => {
    expect((await nodes(w.admin.token, 'task')).filter((n) => n.parent === '#').map((n) => n.text)).toEqual([
      'NA',
      'Onboarding',
      'Renewals',
    ]);
    expect((await nodes(w.admin.token, 'mobile')).length).toBeGreaterThan(3);
    expect((await w.call(tree, { id: 'leads' }, w.admin.token)).body.errCode).toBe(1);
    expect((await w.call(tree, {}, w.admin.token)).body.errCode).toBe(1);
  });

  it('shows a child tenant the group’s values without actions: inherited, not editable there', async () => {
    const list = await nodes(w.supervisor.token);
    expect(list.length).toBeGreaterThan(10);
    expect(list.every((n) => n.data.context_items.length === 0)).toBe(true);
  });
});

describe('classification mutations and the cache', () => {
  it('create, rename, move and remove; the dropdowns and the cache follow each', async () => {
    const before = await get<{ version: number; cached: boolean }>(
      w.t.app,
      `${p.cache}?workflow_type=case`,
      w.admin.token,
    );
    expect(before.body.errCode).toBe(0);
    expect(
      (await get<{ cached: boolean }>(w.t.app, `${p.cache}?workflow_type=case`, w.admin.token)).body.data
        .cached,
    ).toBe(true);

    const list = await nodes(w.admin.token);
    const gap = list.find((n) => n.text === 'Gap Cover') as Node;
    const created = await w.call<{ id: number; level: number; position: number }>(
      p.create,
      { workflow_type: 'case', parent_id: idOf(gap), name: 'Hospital Shortfall' },
      w.admin.token,
    );
    expect(created.body.data).toMatchObject({ level: 2, position: 1 });
    const after = await get<{ version: number; cached: boolean }>(
      w.t.app,
      `${p.cache}?workflow_type=case`,
      w.admin.token,
    );
    expect(after.body.data.version).toBeGreaterThan(before.body.data.version);
    expect(after.body.data.cached).toBe(false);

    expect(
      (await w.call(p.update, { id: created.body.data.id, name: 'Hospital Shortfalls' }, w.admin.token)).body
        .errCode,
    ).toBe(0);
    const moved = await w.call<{ id: number; position: number }[]>(
      p.move,
      { id: created.body.data.id, position: 0 },
      w.admin.token,
    );
    expect(moved.body.data.map((s) => s.id)[0]).toBe(created.body.data.id);

    const answer = await dropdown(w.admin.token);
    expect(answer.errCode).toBe(0);
    expect(answer.parent_children_dict[String(idOf(gap))][0]).toBe(created.body.data.id);
    expect(answer.msg).toContainEqual({ id: created.body.data.id, value_name: 'Hospital Shortfalls' });
    // The other tenants read the same values through their dropdowns.
    expect((await dropdown(w.agent.token)).msg).toContainEqual({
      id: created.body.data.id,
      value_name: 'Hospital Shortfalls',
    });

    expect((await w.call(p.remove, { id: created.body.data.id }, w.admin.token)).body.errCode).toBe(0);
    expect((await dropdown(w.admin.token)).msg.some((o) => o.id === created.body.data.id)).toBe(false);
  });

  it('refuses duplicates at a level, a fifth case level, and bad payloads', async () => {
    const list = await nodes(w.admin.token);
    const medical = list.find((n) => n.text === 'Medical Aid') as Node;
    expect(
      (
        await w.call(
          p.create,
          { workflow_type: 'case', parent_id: idOf(medical), name: 'claims' },
          w.admin.token,
        )
      ).body,
    ).toMatchObject({ errCode: 3, msg: '"claims" already exists at this level' });
    const leaf = list.find((n) => n.text === 'PMB dispute') as Node;
    expect(
      (
        await w.call(
          p.create,
          { workflow_type: 'case', parent_id: idOf(leaf), name: 'Too deep' },
          w.admin.token,
        )
      ).body,
    ).toMatchObject({ errCode: 1, msg: 'A case classification has at most 4 levels' });
    expect(
      (
        await w.call(
          p.create,
          { workflow_type: 'task', parent_id: idOf(medical), name: 'Wrong type' },
          w.admin.token,
        )
      ).body.errCode,
    ).toBe(1);
    const empty = await w.call(p.create, { workflow_type: 'case', name: ' ' }, w.admin.token);
    expect(empty.body).toMatchObject({ errCode: 1, msg: 'name: This field is required' });
    expect(
      (await w.call(p.update, { id: idOf(medical), name: 'x'.repeat(81) }, w.admin.token)).body.msg,
    ).toBe('name: The max allowed number of characters is 80');
    expect((await w.call(p.move, { id: idOf(medical), position: -1 }, w.admin.token)).body.errCode).toBe(1);
    expect((await w.call(p.remove, { id: 'x' }, w.admin.token)).body.errCode).toBe(1);
    expect((await get(w.t.app, `${p.cache}?workflow_type=leads`, w.admin.token)).body.errCode).toBe(1);
  });

  it('a user of a child tenant cannot change the group’s values; nothing changes', async () => {
    const list = await nodes(w.supervisor.token);
    const medical = list.find((n) => n.text === 'Medical Aid') as Node;
    for (const [path, body] of [
      [p.update, { id: idOf(medical), name: 'Hijacked' }],
      [p.move, { id: idOf(medical), position: 3 }],
      [p.remove, { id: idOf(medical) }],
      [p.create, { workflow_type: 'case', parent_id: idOf(medical), name: 'Sneaky' }],
    ] as const)
      expect((await w.call(path, body, w.supervisor.token)).body.errCode).toBe(7);
    const [row] = await w.db
      .select()
      .from(classifications)
      .where(eq(classifications.id, idOf(medical)));
    expect(row).toMatchObject({ name: 'Medical Aid', position: 0 });
  });

  it('a tenant’s own values stay inside its subtree: Cape Town cannot see Gauteng’s', async () => {
    const [gauteng] = await w.db.select().from(tenants).where(eq(tenants.name, 'Ubuntu Benefits Gauteng'));
    const created = await w.call<{ id: number; tenant_id: number }>(
      p.create,
      { workflow_type: 'case', name: 'Gauteng Walk-ins' },
      w.supervisor.token,
    );
    expect(created.body.data.tenant_id).toBe(gauteng.id);
    expect(
      (await nodes(w.supervisor.token)).find((n) => n.text === 'Gauteng Walk-ins')?.data.context_items,
    ).toEqual(['add_sub_classification', 'remove_classification']);
    expect((await dropdown(w.agent.token)).msg.some((o) => o.value_name === 'Gauteng Walk-ins')).toBe(true);
    await w.call('/tenant/select', { tenant_id: await w.tenantId('Cape Town Office') }, w.admin.token);
    expect((await dropdown(w.admin.token)).msg.some((o) => o.value_name === 'Gauteng Walk-ins')).toBe(false);
    expect((await w.call(p.remove, { id: created.body.data.id }, w.admin.token)).body.errCode).toBe(4);
  });

  it('an agent may not add a first-level Service, which every desk would show; an administrator may', async () => {
    // Agents hold the tree keys 7__7001 and 7__7002 in the seed, but not classification administration.
    const values = async () => (await w.db.select({ n: count() }).from(classifications))[0].n;
    const before = await values();
    const refused = await w.call(p.create, { workflow_type: 'case', name: 'Agent Walk-ins' }, w.agent.token);
    expect(refused.body).toMatchObject({
      errCode: 7,
      msg: 'Your profile does not allow you to change the classification',
    });
    expect(await values()).toBe(before);
    expect((await dropdown(w.agent.token)).msg.some((o) => o.value_name === 'Agent Walk-ins')).toBe(false);
    expect((await nodes(w.agent.token)).every((n) => n.data.context_items.length === 0)).toBe(true);

    const made = await w.call<{ id: number; level: number }>(
      p.create,
      { workflow_type: 'case', name: 'Agent Walk-ins' },
      w.admin.token,
    );
    expect(made.body).toMatchObject({ errCode: 0, data: { level: 1 } });
    expect(await values()).toBe(before + 1);
    expect((await dropdown(w.admin.token)).msg.some((o) => o.value_name === 'Agent Walk-ins')).toBe(true);
    expect((await w.call(p.remove, { id: made.body.data.id }, w.admin.token)).body.errCode).toBe(0);
  });
});

describe('classification administration on a database seeded before its key', () => {
  it('migration 0028 gives 7__7003 to the profiles that hold case set-up, and to no other', async () => {
    const key = permissionKeys.classificationAdmin;
    await w.db.delete(rolePermissions).where(eq(rolePermissions.key, key));
    const migration = readFileSync(
      fileURLToPath(
        new URL('../../../server/db/migrations/0028_classification_admin_key.sql', import.meta.url),
      ),
      'utf8',
    );
    await w.db.execute(sql.raw(migration));
    const granted = await w.db
      .select({ role: roles.name, value: rolePermissions.value })
      .from(rolePermissions)
      .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
      .where(eq(rolePermissions.key, key));
    expect(Object.fromEntries(granted.map((g) => [g.role, g.value]))).toEqual({
      Administrator: 1,
      Supervisor: 1,
      'Team Lead': 1,
      Agent: 0,
      Adviser: 0,
    });
  });
});
