import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Employer } from '../../../src/contracts/customers/entities';
import { customerPaths as p } from '../../../src/contracts/customers/paths';
import { auditLog, employers } from '../../../server/db/schema';
import { issuesOf, writeWorld } from './write-world';

const { w, pretoria, capeTown, tableBay, newEmployer } = await writeWorld();

describe('employer save', () => {
  it('creates (id -1) in the chosen tenant, normalises the phone, and audits', async () => {
    const answer = await w.call<Employer>(p.employerSave, newEmployer, w.supervisor.token);
    expect(answer.body).toMatchObject({ errCode: 0, msg: 'Saved' });
    expect(answer.body.data).toMatchObject({ tenant_id: pretoria, phone: '27145771200', status: 'active' });
    const [trail] = await w.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'employer.create'), eq(auditLog.entityId, String(answer.body.data.id))));
    expect(trail.tenantId).toBe(pretoria);
  });

  it('updates an existing one and refuses a duplicate name in the same tenant', async () => {
    const created = (
      await w.call<Employer>(
        p.employerSave,
        { ...newEmployer, name: 'Brits Packaging (Pty) Ltd' },
        w.admin.token,
      )
    ).body.data;
    const updated = await w.call<Employer>(
      p.employerSave,
      { ...newEmployer, id: created.id, name: 'Brits Packaging Holdings', status: 'inactive' },
      w.admin.token,
    );
    expect(updated.body.data).toMatchObject({
      id: created.id,
      name: 'Brits Packaging Holdings',
      status: 'inactive',
    });
    const duplicate = await w.call(
      p.employerSave,
      { ...newEmployer, name: 'jacaranda logistics (pty) ltd' },
      w.admin.token,
    );
    expect(duplicate.body).toMatchObject({
      errCode: 3,
      msg: 'A customer named "jacaranda logistics (pty) ltd" already exists in this tenant',
    });
  });

  it('answers the field messages for bad input', async () => {
    const answer = await w.call(
      p.employerSave,
      {
        id: -1,
        name: ' ',
        email: 'nope',
        phone: '12',
        registration_number: '123',
        vat_number: '999',
        postal_code: 'abc',
      },
      w.admin.token,
    );
    expect(answer.body.errCode).toBe(1);
    expect(issuesOf(answer.body.data)).toEqual(
      expect.arrayContaining([
        'name: This field is required',
        'email: Enter a valid email address',
        'phone: Enter a valid phone number, for example 082 123 4567 or +27 82 123 4567',
        'registration_number: A company registration number looks like 2011/123456/07',
        'vat_number: A VAT number has 10 digits and starts with 4',
        'postal_code: A postal code has 4 digits',
      ]),
    );
    expect(
      issuesOf((await w.call(p.employerSave, { id: -1, name: 'x'.repeat(121) }, w.admin.token)).body.data),
    ).toEqual(['name: The max allowed number of characters is 120']);
    expect((await w.call(p.employerSave, { name: 'No id' }, w.admin.token)).body.errCode).toBe(1);
    expect((await w.call(p.employerSave, { id: 'one', name: 'Bad id' }, w.admin.token)).body.errCode).toBe(1);
  });

  it('refuses a tenant outside the caller’s scope and another tenant’s employer; nothing changes', async () => {
    const before = await w.db.select({ n: count() }).from(employers);
    const outside = await w.call(
      p.employerSave,
      { ...newEmployer, name: 'Elsewhere Ltd', tenant_id: capeTown },
      w.supervisor.token,
    );
    expect(outside.body.errCode).toBe(7);
    const foreign = await w.call(
      p.employerSave,
      { ...newEmployer, id: tableBay, name: 'Hijacked' },
      w.supervisor.token,
    );
    expect(foreign.body).toMatchObject({ errCode: 4, msg: 'Customer not found' });
    expect(await w.db.select({ n: count() }).from(employers)).toEqual(before);
    const [row] = await w.db.select().from(employers).where(eq(employers.id, tableBay));
    expect(row.name).toBe('Table Bay Fisheries (Pty) Ltd');
  });

  it('reads are scoped the same way', async () => {
    expect((await w.call(p.employerGet, { id: tableBay }, w.supervisor.token)).body.errCode).toBe(4);
    expect((await w.call(p.employerGet, { id: tableBay }, w.admin.token)).body.data).toMatchObject({
      name: 'Table Bay Fisheries (Pty) Ltd',
    });
    expect((await w.call(p.employerSummary, { id: tableBay }, w.agent.token)).body.errCode).toBe(4);
    expect((await w.call(p.employerGet, { id: 0 }, w.admin.token)).body.errCode).toBe(1);
    const list = (await w.call<Employer[]>(p.employerList, {}, w.agent.token)).body.data;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((e) => e.tenant_id !== capeTown)).toBe(true);
  });
});
