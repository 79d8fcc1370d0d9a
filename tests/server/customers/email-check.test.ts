import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerPaths as p } from '../../../src/contracts/customers/paths';
import { emailCheckPath } from '../../../src/contracts/email-check';
import { customRuleMessages } from '../../../src/contracts/custom-field-rules';
import { contacts, employees, users } from '../../../server/db/schema';
import { issuesOf, writeWorld } from './write-world';

const { w, tableBay, addEmployer } = await writeWorld();
const used = async (body: unknown, token = w.admin.token) =>
  (await w.call<{ used: boolean }>(emailCheckPath, body, token)).body;
const contactOf = async (employerId: number) =>
  (
    await w.db
      .select()
      .from(contacts)
      .where(and(eq(contacts.employerId, employerId), ne(contacts.email, '')))
  )[0];

describe('/check_email_already_used (uniqueEmail)', () => {
  it('finds a contact’s, an employee’s and a user’s address in the scope, in any letter case', async () => {
    const contact = await contactOf(await w.employerId('Jacaranda Logistics (Pty) Ltd'));
    const [employee] = await w.db.select().from(employees).where(ne(employees.email, '')).limit(1);
    const [user] = await w.db.select().from(users).where(eq(users.loginName, 'agent'));
    expect(await used({ email: contact.email.toUpperCase() })).toMatchObject({
      errCode: 0,
      data: { used: true },
    });
    expect((await used({ email: employee.email })).data).toEqual({ used: true });
    expect((await used({ email: user.email })).data).toEqual({ used: true });
    expect((await used({ email: 'nobody.yet@jacaranda.co.za' })).data).toEqual({ used: false });
  });

  it('does not count the record being edited, and sees nothing outside the caller’s tenants', async () => {
    const contact = await contactOf(await w.employerId('Jacaranda Logistics (Pty) Ltd'));
    expect((await used({ email: contact.email, kind: 'contact', id: contact.id })).data).toEqual({
      used: false,
    });
    expect((await used({ email: contact.email, kind: 'employee', id: contact.id })).data).toEqual({
      used: true,
    });
    const otherTenant = await contactOf(tableBay);
    expect((await used({ email: otherTenant.email })).data).toEqual({ used: true });
    // The supervisor's tenants do not include Table Bay: its people's addresses read as free, not as taken.
    expect((await used({ email: otherTenant.email }, w.supervisor.token)).data).toEqual({ used: false });
  });

  it('answers validation messages for a bad payload and refuses without a session', async () => {
    expect(issuesOf((await used({ email: '' })).data)).toEqual(['email: This field is required']);
    expect((await used({ email: 'a@b.co', kind: 'robot' })).errCode).toBe(1);
    expect((await used({ email: 'a@b.co' }, '')).errCode).toBe(96);
  });

  it('is enforced when a contact is saved with an address another person already has', async () => {
    const employer = await addEmployer('Hartbeespoort Dairy (Pty) Ltd');
    const taken = (await contactOf(await w.employerId('Jacaranda Logistics (Pty) Ltd'))).email;
    const answer = await w.call(
      p.contactSave,
      { id: -1, employer_id: employer.id, first_name: 'Lerato', last_name: 'Dlamini', email: taken },
      w.admin.token,
    );
    expect(answer.body.errCode).toBe(1);
    expect(issuesOf(answer.body.data)).toEqual([`email: ${customRuleMessages.uniqueEmail}`]);
    const fresh = await w.call(
      p.contactSave,
      {
        id: -1,
        employer_id: employer.id,
        first_name: 'Lerato',
        last_name: 'Dlamini',
        email: 'lerato@hbdairy.co.za',
      },
      w.admin.token,
    );
    expect(fresh.body.errCode).toBe(0);
  });
});
