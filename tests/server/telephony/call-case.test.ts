import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CallCase, CallerLookup } from '../../../src/contracts/telephony/call-case';
import type { CallLogEntry } from '../../../src/contracts/telephony/calls';
import { telephonyPaths as paths } from '../../../src/contracts/telephony/paths';
import type { CaseRecord } from '../../../src/contracts/workflow/cases';
import { workflowPaths } from '../../../src/contracts/workflow/paths';
import { contacts, employers, tenants, users, workgroups } from '../../../server/db/schema';
import { createTestApp, post, signIn } from '../helpers';

const t = await createTestApp();
const agent = await signIn(t.app, 'agent');
const { db } = t.database;

// A seeded contact of the agent's default tenant (Pretoria Office), with the employer they work for.
const [office] = await db.select().from(tenants).where(eq(tenants.name, 'Pretoria Office'));
const [known] = await db
  .select({
    id: contacts.id,
    phone: contacts.mobile,
    first: contacts.firstName,
    last: contacts.lastName,
    employer: employers.name,
  })
  .from(contacts)
  .innerJoin(employers, eq(employers.id, contacts.employerId))
  .where(and(inArray(contacts.tenantId, [office.id]), isNotNull(contacts.mobile)))
  .limit(1);
const localNumber = `0${known.phone!.replace(/^27/, '')}`;
const [me] = await db.select({ id: users.id }).from(users).where(eq(users.loginName, 'agent'));

const startCall = async (number: string) =>
  (
    await post<CallLogEntry>(
      t.app,
      paths.callStart,
      { direction: 'inbound', number, sip_call_id: `${number}@test` },
      agent.token,
    )
  ).body.data.call_log_table_id;

const classification = { classification_l1: 1, classification_l2: 2 };

describe('caller lookup', () => {
  it('finds the contact a number belongs to, however it is typed', async () => {
    const answer = await post<CallerLookup>(t.app, paths.callerLookup, { number: localNumber }, agent.token);
    expect(answer.body.errCode).toBe(0);
    expect(answer.body.data.parties).toContainEqual(
      expect.objectContaining({
        kind: 'contact',
        id: known.id,
        name: `${known.first} ${known.last}`,
        organisation: known.employer,
      }),
    );
  });

  it('finds nobody for an unknown number', async () => {
    const answer = await post<CallerLookup>(t.app, paths.callerLookup, { number: '0219990000' }, agent.token);
    expect(answer.body.data.parties).toEqual([]);
  });
});

describe('case from a call', () => {
  it('creates the identified caller’s case, linked to the call log entry', async () => {
    const id = await startCall(localNumber);
    const answer = await post<CallCase>(
      t.app,
      paths.callCase,
      {
        call_log_table_id: id,
        party: { kind: 'contact', id: known.id },
        classification,
        subject: 'Query about a rejected hospital claim',
        description: 'Caller says the PMB claim was rejected twice.',
      },
      agent.token,
    );
    expect(answer.body.errCode).toBe(0);
    expect(answer.body.data).toMatchObject({ company: known.employer, call_log_table_id: id });
    expect(answer.body.data.reference).toMatch(/^CAS-\d{6}$/);
    const created = await post<CaseRecord>(
      t.app,
      workflowPaths.caseGet,
      { id: answer.body.data.case_id },
      agent.token,
    );
    expect(created.body.data).toMatchObject({
      source: 'call',
      party_type: 'contact',
      party_id: known.id,
      title: 'Query about a rejected hospital claim',
      classification_l1: 1,
    });
    const log = await post<CallLogEntry[]>(t.app, paths.callLog, {}, agent.token);
    expect(log.body.data.find((c) => c.call_log_table_id === id)?.case_id).toBe(answer.body.data.case_id);

    const again = await post(
      t.app,
      paths.callCase,
      { call_log_table_id: id, party: null, classification, subject: 'Twice' },
      agent.token,
    );
    expect(again.body.errCode).toBe(3);
  });

  it('files an unknown caller under Unidentified-Customer', async () => {
    const id = await startCall('0219990000');
    const answer = await post<CallCase>(
      t.app,
      paths.callCase,
      { call_log_table_id: id, party: null, classification, subject: 'Caller asked about gap cover' },
      agent.token,
    );
    expect(answer.body.data.company).toBe('Unidentified-Customer');
    const created = await post<CaseRecord>(
      t.app,
      workflowPaths.caseGet,
      { id: answer.body.data.case_id },
      agent.token,
    );
    expect(created.body.data).toMatchObject({ party_id: null, caller_phone: '0219990000' });
  });

  it('refuses a party that does not own the caller’s number, saving nothing', async () => {
    const id = await startCall('0219990001');
    const answer = await post(
      t.app,
      paths.callCase,
      {
        call_log_table_id: id,
        party: { kind: 'contact', id: known.id },
        classification,
        subject: 'Wrong person',
      },
      agent.token,
    );
    expect(answer.body.errCode).toBe(1);
    const log = await post<CallLogEntry[]>(t.app, paths.callLog, {}, agent.token);
    expect(log.body.data.find((c) => c.call_log_table_id === id)?.case_id).toBeNull();
  });

  it('validates the subject and the classification', async () => {
    const id = await startCall('0219990002');
    const answer = await post(
      t.app,
      paths.callCase,
      { call_log_table_id: id, party: null, classification: {}, subject: 'x' },
      agent.token,
    );
    expect(answer.body.errCode).toBe(1);
  });
});

describe('who works a call’s case', () => {
  const open = async (number: string, extra: object) => {
    const id = await startCall(number);
    return post<CallCase>(
      t.app,
      paths.callCase,
      { call_log_table_id: id, party: null, classification, subject: 'Caller asked about a claim', ...extra },
      agent.token,
    );
  };
  const read = async (caseId: number) =>
    (await post<CaseRecord>(t.app, workflowPaths.caseGet, { id: caseId }, agent.token)).body.data;

  it('stays with the agent who took the call, with the caller as its customer', async () => {
    const id = await startCall(localNumber);
    const answer = await post<CallCase>(
      t.app,
      paths.callCase,
      {
        call_log_table_id: id,
        party: { kind: 'contact', id: known.id },
        classification,
        subject: 'Claim query kept by its agent',
        owner_user_id: me.id,
      },
      agent.token,
    );
    expect(answer.body.errCode).toBe(0);
    expect(await read(answer.body.data.case_id)).toMatchObject({
      owner_user_id: me.id,
      party_type: 'contact',
      party_name: `${known.first} ${known.last}`,
    });
  });

  it('waits unowned in the workgroup the agent dispatched it to', async () => {
    const [queue] = await db
      .select({ id: workgroups.id })
      .from(workgroups)
      .where(eq(workgroups.name, 'Pretoria Member Services')); // not the agent's default (Claims Desk)
    const answer = await open('0219990003', { wrkgrp_id: queue.id });
    expect(answer.body.errCode).toBe(0);
    expect(await read(answer.body.data.case_id)).toMatchObject({ wrkgrp_id: queue.id, owner_user_id: null });
  });

  it('refuses keeping and dispatching at once', async () => {
    const answer = await open('0219990004', { owner_user_id: me.id, wrkgrp_id: 1 });
    expect(answer.body.errCode).toBe(1);
  });
});
