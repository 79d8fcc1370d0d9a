import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cases, contacts, employees, employers, meetings } from '../../../server/db/schema';
import type { CaseRecord, PartyType } from '../../../src/contracts/workflow/cases';
import type { MeetingRecord } from '../../../src/contracts/workflow/meetings';
import { workflowPaths } from '../../../src/contracts/workflow/paths';
import { createTestApp, post, signIn } from '../helpers';
import { workflowWorld } from './world';

const t = await createTestApp();
const w = await workflowWorld(t.database.db);
const db = t.database.db;
// agent works for the Pretoria and Johannesburg offices, not Cape Town.
const { token } = await signIn(t.app, 'agent');

/** The first party of a kind in a tenant, with the name the database gives it. */
async function partyIn(kind: PartyType, tenant: string): Promise<{ id: number; name: string }> {
  const tenantId = w.tenantId(tenant);
  if (kind === 'employer') {
    const [row] = await db.select().from(employers).where(eq(employers.tenantId, tenantId)).limit(1);
    return { id: row.id, name: row.name };
  }
  const table = kind === 'contact' ? contacts : employees;
  const [row] = await db.select().from(table).where(eq(table.tenantId, tenantId)).limit(1);
  return { id: row.id, name: `${row.firstName} ${row.lastName}` };
}

const createWith = (party: unknown) =>
  post<CaseRecord>(
    t.app,
    workflowPaths.caseCreate,
    { record_type: 'case', title: 'Query about cover', classification: {}, party },
    token,
  );

const caseCount = async () => (await db.select({ n: count() }).from(cases))[0].n;

describe('case parties are resolved inside the caller’s tenants', () => {
  it.each(['employer', 'contact', 'employee'] as const)(
    'a Cape Town %s is refused with a field message and nothing is stored',
    async (kind) => {
      const outside = await partyIn(kind, 'Cape Town Office');
      const before = await caseCount();
      const answer = await createWith({ party_type: kind, party_id: outside.id, party_name: outside.name });
      expect(answer.body.errCode).toBe(1);
      expect(answer.body.msg).toMatch(/^party\.party_id: /);
      expect(answer.body.data).toMatchObject({ issues: [{ path: 'party.party_id' }] });
      expect(await caseCount()).toBe(before);
    },
  );

  it('an id that exists nowhere reads the same as one outside the tenants', async () => {
    const answer = await createWith({ party_type: 'employer', party_id: 2_000_000_000 });
    const outside = await createWith({
      party_type: 'employer',
      party_id: (await partyIn('employer', 'Cape Town Office')).id,
    });
    expect(answer.body).toEqual(outside.body);
  });

  it.each(['employer', 'contact', 'employee'] as const)(
    'a Pretoria %s with a forged party_name is stored under the database’s name',
    async (kind) => {
      const inside = await partyIn(kind, 'Pretoria Office');
      const answer = await createWith({ party_type: kind, party_id: inside.id, party_name: 'Forged & Co' });
      expect(answer.body.errCode).toBe(0);
      expect(answer.body.data).toMatchObject({
        party_type: kind,
        party_id: inside.id,
        party_name: inside.name,
      });
      const [stored] = await db.select().from(cases).where(eq(cases.id, answer.body.data.id));
      expect(stored.partyName).toBe(inside.name);
    },
  );
});

describe('a meeting held against a case', () => {
  it('takes its party name from the case, not from the client', async () => {
    const inside = await partyIn('employer', 'Pretoria Office');
    const made = await createWith({ party_type: 'employer', party_id: inside.id });
    const answer = await post<MeetingRecord>(
      t.app,
      workflowPaths.meetingSave,
      {
        title: 'Benefit review',
        case_id: made.body.data.id,
        party_name: 'Forged & Co',
        owner_user_id: w.userId('agent'),
        starts_at: '2026-12-01T09:00:00+02:00',
        attendees: [],
      },
      token,
    );
    expect(answer.body.errCode).toBe(0);
    expect(answer.body.data.party_name).toBe(inside.name);
    const [stored] = await db.select().from(meetings).where(eq(meetings.id, answer.body.data.id));
    expect(stored.partyName).toBe(inside.name);
  });
});

describe('a case logged by hand (the new-record form’s one call)', () => {
  const formCreate = async (party: { party_type: PartyType; party_id: number }) => {
    const mine = await post<{ wrkgrp_id: number } | null>(
      t.app,
      workflowPaths.userDefaultWorkgroup,
      { wrkgrp_type: 'Case' },
      token,
    );
    return post<CaseRecord>(
      t.app,
      workflowPaths.caseCreate,
      {
        record_type: 'case',
        title: 'Letter: member disputes a gap cover shortfall',
        description: 'Received by post',
        classification: {},
        source: 'letter',
        wrkgrp_id: mine.body.data?.wrkgrp_id,
        owner_user_id: w.userId('agent'),
        party,
      },
      token,
    );
  };

  it('accepts a letter and puts it on the agent’s My cases', async () => {
    const inside = await partyIn('employee', 'Pretoria Office');
    const answer = await formCreate({ party_type: 'employee', party_id: inside.id });
    expect(answer.body.errCode).toBe(0);
    expect(answer.body.data).toMatchObject({ source: 'letter', party_name: inside.name });
    expect(answer.body.data.number).toMatch(/^CAS-\d{6}$/);
    const lists = await post<{ my: number[] }>(t.app, workflowPaths.lists, { record_type: 'case' }, token);
    expect(lists.body.data.my).toContain(answer.body.data.id);
  });

  it('refuses another tenant’s customer and stores nothing', async () => {
    const outside = await partyIn('employer', 'Cape Town Office');
    const before = await caseCount();
    const answer = await formCreate({ party_type: 'employer', party_id: outside.id });
    expect(answer.body.errCode).toBe(1);
    expect(answer.body.msg).toBe('party.party_id: There is no such customer in your tenants');
    expect(await caseCount()).toBe(before);
  });
});
