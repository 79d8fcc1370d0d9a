import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { classificationPaths as p, type ClassificationFlatItem } from '../../../src/contracts/classification';
import { classifications, tenants } from '../../../server/db/schema';
import { get } from '../helpers';
import { customersWorld } from './fixtures';

const w = await customersWorld();
const flat = (token: string, type = 'case') =>
  get<ClassificationFlatItem[]>(w.t.app, `${p.flatlist}?workflow_type=${type}`, token);

describe('GET /data/classifications/flatlist', () => {
  it('answers every value once with its level, parent and the path of its ancestors', async () => {
    const { body } = await flat(w.agent.token);
    expect(body.errCode).toBe(0);
    const list = body.data;
    expect(list.length).toBeGreaterThan(10);
    expect(new Set(list.map((i) => i.id)).size).toBe(list.length);
    const byId = new Map(list.map((i) => [i.id, i]));
    for (const item of list) {
      if (item.parent === null) {
        expect(item.level).toBe(1);
        expect(item.path).toBe(item.value_name);
      } else {
        const parent = byId.get(item.parent);
        expect(parent, `${item.path} has its parent in the list`).toBeDefined();
        expect(item.level).toBe((parent?.level ?? 0) + 1);
        expect(item.path).toBe(`${parent?.path} › ${item.value_name}`);
      }
    }
    expect(list.find((i) => i.path === 'Medical Aid')).toMatchObject({ level: 1, parent: null });
    // The same values as the case dropdowns the forms read.
    const dropdown = await w.call<unknown>(p.caseDropdown, {}, w.agent.token);
    const options = (dropdown.body.msg as { id: number }[]).map((o) => o.id).sort((a, b) => a - b);
    expect(list.map((i) => i.id).sort((a, b) => a - b)).toEqual(options);
  });

  it('answers the task values for workflow_type=task and refuses an unknown type or no session', async () => {
    const task = await flat(w.agent.token, 'task');
    expect(task.body.errCode).toBe(0);
    const caseIds = new Set((await flat(w.agent.token)).body.data.map((i) => i.id));
    expect(task.body.data.some((i) => caseIds.has(i.id))).toBe(false);
    expect((await flat(w.agent.token, 'leads')).body.errCode).toBe(1);
    expect((await get(w.t.app, `${p.flatlist}?workflow_type=case`)).body.errCode).toBe(96);
  });

  it('leaves out another tenant’s values', async () => {
    const [capeTown] = await w.db
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.name, 'Cape Town Office'));
    await w.db.insert(classifications).values({
      tenantId: capeTown.id,
      workflowType: 'case',
      parentId: null,
      level: 1,
      name: 'Cape Town walk-in queries',
      position: 99,
    });
    // Neither caller has asked before, so each list is built now from the stored values.
    const gauteng = (await flat(w.supervisor.token)).body.data.map((i) => i.value_name);
    expect(gauteng).not.toContain('Cape Town walk-in queries');
    const group = (await flat(w.admin.token)).body.data.map((i) => i.value_name);
    expect(group).toContain('Cape Town walk-in queries');
  });
});
