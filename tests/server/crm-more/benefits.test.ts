import { and, asc, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerPaths } from '../../../src/contracts/customers/paths';
import { crmMorePaths as p, type EmployeeBenefits } from '../../../src/contracts/crm-more';
import { auditLog, employeeBenefits, employees } from '../../../server/db/schema';
import { customersWorld } from '../customers/fixtures';

type Node = { id: string; type: string; data: { context_items: string[] } };
const w = await customersWorld();
const staffOf = async (employer: string) =>
  w.db
    .select()
    .from(employees)
    .where(eq(employees.employerId, await w.employerId(employer)))
    .orderBy(asc(employees.employeeNumber));
const benefits = {
  medical_scheme_plan: 'Bonitas BonClassic',
  medical_scheme_member_number: 'BON-778812',
  gap_cover: 'Zestlife Gap Cover',
  group_life_multiple: 2.5,
  provident_fund: 'Jacaranda Logistics Provident Fund',
  member_contribution_pct: 5,
  employer_contribution_pct: 7.5,
  effective_date: '2026-04-01',
  scheme_join_date: '2026-04-01',
};
const tree = async (token: string) =>
  (
    await w.call<Node[]>(
      `${customerPaths.treeServiceUrl}/${customerPaths.bizTree}`,
      { id: -1, menu_items: {} },
      token,
    )
  ).body.data;

describe('employee benefits', () => {
  it('employee nodes are eb_with_json / eb_without_json with the matching benefits action', async () => {
    const [first, , , , fifth] = await staffOf('Jacaranda Logistics (Pty) Ltd');
    const nodes = await tree(w.agent.token);
    const withB = nodes.find((n) => n.id === `ee-${first.id}`) as Node;
    const without = nodes.find((n) => n.id === `ee-${fifth.id}`) as Node;
    expect(withB.type).toBe('eb_with_json');
    expect(withB.data.context_items).toEqual(['update_employee', 'update_employee_benefits']);
    expect(without.type).toBe('eb_without_json');
    expect(without.data.context_items).toEqual(['update_employee', 'add_employee_benefits']);
  });

  it('adds then updates benefits; the tree follows; both are audited', async () => {
    const employee = (await staffOf('Jacaranda Logistics (Pty) Ltd'))[6];
    const empty = await w.call<EmployeeBenefits>(p.benefitsGet, { employee_id: employee.id }, w.agent.token);
    expect(empty.body.data.benefits).toBeNull();
    const detail = async () =>
      (await w.call<{ has_benefits: boolean }>(customerPaths.employeeGet, { id: employee.id }, w.agent.token))
        .body.data.has_benefits;
    // The employee's own record says so too, so a details save does not turn the node back (spec §3, §9).
    expect(await detail()).toBe(false);
    const added = await w.call<EmployeeBenefits>(
      p.benefitsSave,
      { employee_id: employee.id, benefits },
      w.agent.token,
    );
    expect(added.body.errCode).toBe(0);
    expect(added.body.data.benefits).toEqual({
      ...benefits,
      medical_scheme_exempt: false,
      exemption_date: '',
    });
    expect((await tree(w.agent.token)).find((n) => n.id === `ee-${employee.id}`)?.type).toBe('eb_with_json');
    expect(await detail()).toBe(true);
    const updated = await w.call<EmployeeBenefits>(
      p.benefitsSave,
      { employee_id: employee.id, benefits: { ...benefits, group_life_multiple: 4 } },
      w.agent.token,
    );
    expect(updated.body.data.benefits?.group_life_multiple).toBe(4);
    const trail = await w.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'employee'), eq(auditLog.entityId, String(employee.id))));
    expect(trail.map((t) => t.action)).toEqual(['employee_benefits.create', 'employee_benefits.update']);
  });

  it('refuses bad inputs with the field messages', async () => {
    const employee = (await staffOf('Jacaranda Logistics (Pty) Ltd'))[7];
    const save = (b: unknown) =>
      w.call(p.benefitsSave, { employee_id: employee.id, benefits: b }, w.agent.token);
    expect((await save({ ...benefits, member_contribution_pct: 31 })).body.msg).toContain(
      'Value cannot be greater than 30',
    );
    expect(
      (await save({ ...benefits, member_contribution_pct: 25, employer_contribution_pct: 20 })).body.msg,
    ).toContain('cannot exceed 40%');
    expect((await save({ ...benefits, provident_fund: '' })).body.msg).toContain('This field is required');
    expect((await save({ ...benefits, effective_date: '01/04/2026' })).body.msg).toContain('yyyy-mm-dd');
    expect((await save({ ...benefits, group_life_multiple: -1 })).body.msg).toContain(
      'Value cannot be less than 0',
    );
    expect(
      (await w.call(p.benefitsSave, { employee_id: 999999, benefits }, w.agent.token)).body.errCode,
    ).toBe(4);
    expect((await w.call(p.benefitsGet, {}, w.agent.token)).body.errCode).toBe(1);
    const [{ n }] = await w.db
      .select({ n: count() })
      .from(employeeBenefits)
      .where(eq(employeeBenefits.employeeId, employee.id));
    expect(n).toBe(0);
  });

  it('another tenant’s employee is out of reach; nothing changes', async () => {
    const cape = await w.db
      .select()
      .from(employees)
      .where(eq(employees.tenantId, await w.tenantId('Cape Town Office')));
    const target = cape[0];
    const before = await w.db.select({ n: count() }).from(employeeBenefits);
    expect((await w.call(p.benefitsGet, { employee_id: target.id }, w.supervisor.token)).body.errCode).toBe(
      4,
    );
    expect(
      (await w.call(p.benefitsSave, { employee_id: target.id, benefits }, w.supervisor.token)).body.errCode,
    ).toBe(4);
    expect(await w.db.select({ n: count() }).from(employeeBenefits)).toEqual(before);
  });
});
