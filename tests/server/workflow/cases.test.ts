import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { caseHistory, cases, auditLog, classifications } from '../../../server/db/schema';
import { caseHistoryOf, createCase, listCases, readCase } from '../../../server/domain/workflow/cases';
import { makeCaller } from '../../../server/domain/caller';
import { caseRecord, type CasePage, type CaseRecord } from '../../../src/contracts/workflow/cases';
import { workflowPaths } from '../../../src/contracts/workflow/paths';
import { createTestApp, post } from '../helpers';
import { sessions, workflowWorld } from './world';

const t = await createTestApp();
const w = await workflowWorld(t.database.db);
const db = t.database.db;
const agent = w.caller('agent', 'Agent', ['Pretoria Office', 'Johannesburg Office']);
// A seeded Service and one of its Categories: a case's levels must be real values, each under the one above.
const [category] = await db
  .select()
  .from(classifications)
  .where(and(eq(classifications.workflowType, 'case'), eq(classifications.level, 2)))
  .limit(1);
const service = category.parentId as number;

const expectAppError = async (promise: Promise<unknown>, errCode: number, msg?: RegExp) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e as { errCode: number; message: string; data: unknown },
  );
  expect(error?.errCode).toBe(errCode);
  if (msg) expect(error?.message).toMatch(msg);
  return error;
};

describe('createCase', () => {
  it('opens a case in the caller’s default workgroup with the next number, a history entry and an audit line', async () => {
    const made = await createCase(db, agent, {
      title: 'Caller disputes a gap-cover shortfall',
      description: 'Specialist charged 300% of the scheme rate',
      classification: { classification_l1: service, classification_l2: category.id },
      priority: 'High',
      severity: 'Major',
      party: { party_type: 'employee', party_id: 41, party_name: 'Bongani Zulu' },
      source: 'call',
      caller_phone: '082 555 0199',
    });
    expect(caseRecord.parse(made)).toEqual(made);
    expect(made).toMatchObject({
      title: 'Caller disputes a gap-cover shortfall',
      record_type: 'case',
      status: 'Open',
      wrkgrp_id: w.wg('Pretoria Claims Desk').id,
      wrkgrp_name: 'Pretoria Claims Desk',
      owner_user_id: null,
      classification_l1: service,
      classification_l2: category.id,
      classification_l3: null,
      party_type: 'employee',
      party_id: 41,
      source: 'call',
      caller_phone: '082 555 0199',
      tenant_id: w.tenantId('Pretoria Office'),
    });
    // The seed used numbers up to CAS-001049 in this tenant's first workgroup; the counter continues after them.
    expect(made.number).toMatch(/^CAS-\d{6}$/);
    const second = await createCase(db, agent, { title: 'Second call about the same shortfall' });
    expect(Number(second.number.slice(4))).toBe(Number(made.number.slice(4)) + 1);

    const history = await caseHistoryOf(db, agent, { id: made.id });
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: 'create', user_name: 'Naledi Mokoena' });
    const [audited] = await db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'case.create'), eq(auditLog.entityId, String(made.id))));
    expect(audited.n).toBe(1);
  });

  it('opens a lead in a lead workgroup and assigns it to a member', async () => {
    const lead = await createCase(db, agent, {
      record_type: 'lead',
      title: 'Employer wants a hospital plan quote',
      wrkgrp_id: w.wg('Johannesburg Sales').id,
      owner_user_id: w.userId('zanele.mthembu'),
    });
    expect(lead).toMatchObject({
      record_type: 'lead',
      owner_name: 'Zanele Mthembu',
      wrkgrp_name: 'Johannesburg Sales',
    });
    expect(lead.number).toMatch(/^LEA-\d{6}$/);
  });

  it('refuses bad input with errCode 1 and the field paths, saving nothing', async () => {
    const [before] = await db.select({ n: count() }).from(cases);
    const bad: [unknown, string][] = [
      [{}, 'title'],
      [{ title: 'ab' }, 'title'],
      [{ title: 'x'.repeat(201) }, 'title'],
      [{ title: 'Valid title', priority: 'Whenever' }, 'priority'],
      [{ title: 'Valid title', caller_phone: '12345' }, 'caller_phone'],
      [{ title: 'Valid title', classification: { classification_l2: 4 } }, 'classification'],
      [{ title: 'Valid title', party: { party_type: 'alien', party_id: 1 } }, 'party.party_type'],
      [{ title: 'Valid title', party: { party_type: 'employer', party_id: -3 } }, 'party.party_id'],
      [{ title: 'Valid title', wrkgrp_id: 'one' }, 'wrkgrp_id'],
      [{ title: 'Valid title', source: 'pigeon' }, 'source'],
      [null, ''],
    ];
    for (const [input, path] of bad) {
      const error = await expectAppError(createCase(db, agent, input), 1);
      const issues = (error?.data as { issues: { path: string }[] }).issues;
      expect(issues.map((i) => i.path)).toContain(path);
    }
    // A Category given as the Service, or a Category under another Service: refused by name, nothing saved.
    await expectAppError(
      createCase(db, agent, { title: 'Valid title', classification: { classification_l1: category.id } }),
      1,
      /Service is not a case classification value/,
    );
    const [after] = await db.select({ n: count() }).from(cases);
    expect(after.n).toBe(before.n);
  });

  it('refuses workgroups outside the caller’s tenants, of the wrong type, and owners who are not members', async () => {
    await expectAppError(
      createCase(db, agent, { title: 'Cape Town case', wrkgrp_id: w.wg('Cape Town Service Desk').id }),
      4,
    );
    await expectAppError(
      createCase(db, agent, { title: 'A case in a lead group', wrkgrp_id: w.wg('Pretoria New Business').id }),
      1,
      /takes leads/,
    );
    await expectAppError(
      createCase(db, agent, {
        title: 'Owner from elsewhere',
        wrkgrp_id: w.wg('Pretoria Claims Desk').id,
        owner_user_id: w.userId('johan.botha'),
      }),
      1,
      /not a member/,
    );
  });

  it('checks the role map: a profile without 17__17004 cannot open cases', async () => {
    const denied = makeCaller(db, { ...agent, roleMap: { ...agent.roleMap, '17__17004': 0 as const } });
    await expectAppError(createCase(db, denied, { title: 'Not allowed' }), 7);
  });

  it('rolls back everything when a later step fails', async () => {
    const [before] = await db.select({ n: count() }).from(caseHistory);
    // A user id that is not a member fails after the workgroup lookup, inside the transaction.
    await expectAppError(createCase(db, agent, { title: 'Half a case', owner_user_id: 999999 }), 1);
    const [after] = await db.select({ n: count() }).from(caseHistory);
    expect(after.n).toBe(before.n);
  });
});

describe('readCase and listCases', () => {
  it('scopes reads to the caller’s tenants', async () => {
    const capeTown = w.caller('johan.botha', 'Agent', ['Cape Town Office']);
    const ct = await createCase(db, capeTown, { title: 'Western Cape member query' });
    expect((await readCase(db, capeTown, { id: ct.id })).number).toBe(ct.number);
    await expectAppError(readCase(db, agent, { id: ct.id }), 4);
    const page = await listCases(db, agent, { size: 1000 });
    expect(page.rows.some((r) => r.id === ct.id)).toBe(false);
    expect(new Set(page.rows.map((r) => r.tenant_id))).toEqual(
      new Set([w.tenantId('Pretoria Office'), w.tenantId('Johannesburg Office')]),
    );
  });

  it('pages 50 by default, filters by workgroup, owner, status and search', async () => {
    const page = await listCases(db, agent, {});
    expect(page.rows).toHaveLength(50);
    expect(page.page.size).toBe(50);
    expect(page.page.totalPages).toBe(Math.ceil(page.page.totalElements / 50));
    const wgId = w.wg('Johannesburg Claims Desk').id;
    const inWg = await listCases(db, agent, { wrkgrp_id: wgId, size: 1000 });
    expect(inWg.rows.length).toBeGreaterThan(0);
    expect(inWg.rows.every((r) => r.wrkgrp_id === wgId)).toBe(true);
    const closed = await listCases(db, agent, { status: 'Closed', size: 1000 });
    expect(closed.rows.every((r) => r.status === 'Closed' && r.closed_at !== null)).toBe(true);
    const open = await listCases(db, agent, { open_only: true, size: 1000 });
    expect(open.rows.some((r) => r.status === 'Closed')).toBe(false);
    const found = await listCases(db, agent, { search: 'gap-cover', size: 1000 });
    expect(found.rows.length).toBeGreaterThan(0);
    expect(found.rows.every((r) => /gap-cover/i.test(r.title) || /gap-cover/i.test(r.number))).toBe(true);
    const percent = await listCases(db, agent, { search: '%' });
    expect(percent.rows).toHaveLength(0);
  });
});

describe('workflow calls over HTTP', () => {
  it('creates, reads, lists and shows history through the envelope', async () => {
    const s = await sessions(t.app, 'agent');
    const created = await post<CaseRecord>(
      t.app,
      workflowPaths.caseCreate,
      { title: 'Member asks for a tax certificate', source: 'email' },
      s.agent.token,
    );
    expect(created.body).toMatchObject({ errCode: 0, msg: 'Case created' });
    const got = await post<CaseRecord>(
      t.app,
      workflowPaths.caseGet,
      { id: created.body.data.id },
      s.agent.token,
    );
    expect(got.body.data.number).toBe(created.body.data.number);
    const list = await post<CasePage>(
      t.app,
      workflowPaths.caseList,
      { search: created.body.data.number },
      s.agent.token,
    );
    expect(list.body.data.rows.map((r) => r.id)).toEqual([created.body.data.id]);
    const history = await post<unknown[]>(
      t.app,
      workflowPaths.caseHistory,
      { id: created.body.data.id },
      s.agent.token,
    );
    expect(history.body.data).toHaveLength(1);
    const statuses = await post<{ value_name: string }[]>(
      t.app,
      workflowPaths.allCaseStatus,
      {},
      s.agent.token,
    );
    expect(statuses.body.data.map((x) => x.value_name)).toEqual([
      'Open',
      'In Progress',
      'Pending Customer',
      'Resolved',
      'Closed',
    ]);
  });

  it('answers bad payloads with errCode 1 and no token with 96', async () => {
    const s = await sessions(t.app, 'agent');
    for (const [path, body] of [
      [workflowPaths.caseCreate, { title: 1 }],
      [workflowPaths.caseGet, { id: 'x' }],
      [workflowPaths.caseList, { size: 5000 }],
      [workflowPaths.caseHistory, {}],
    ] as const) {
      const answer = await post(t.app, path, body, s.agent.token);
      expect(answer.body.errCode, path).toBe(1);
      expect((await post(t.app, path, body)).body.errCode, path).toBe(96);
    }
  });
});
