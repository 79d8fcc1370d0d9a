import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cases } from '../../../server/db/schema';
import { performAction, performBulkAction } from '../../../server/domain/workflow/actions';
import { caseHistoryOf, createCase, readCase } from '../../../server/domain/workflow/cases';
import { workflowLists } from '../../../server/domain/workflow/lists';
import type { WorkflowChange, WorkflowListsWire } from '../../../src/contracts/workflow/cases';
import { unpackLists } from '../../../src/rules/workflow-lists-wire';
import { workflowPaths } from '../../../src/contracts/workflow/paths';
import { createTestApp, post } from '../helpers';
import { sessions, workflowWorld } from './world';

const t = await createTestApp();
const w = await workflowWorld(t.database.db);
const db = t.database.db;
const agent = w.caller('agent', 'Agent', ['Pretoria Office', 'Johannesburg Office']);
const lerato = w.caller('lerato.khumalo', 'Agent', ['Pretoria Office']);
const supervisor = w.caller('supervisor', 'Supervisor', ['Ubuntu Benefits Gauteng']);
const claims = w.wg('Pretoria Claims Desk').id;
const members = w.wg('Pretoria Member Services').id;

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: { errCode: number; message: string }) => e,
  );
const fresh = (title = 'Member query about a claim') => createCase(db, lerato, { title, wrkgrp_id: claims });
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

describe('the six actions', () => {
  it('assign moves a case to a member: out of the assigner’s my lists, into the assignee’s', async () => {
    const c = await createCase(db, agent, {
      title: 'Claim rejected',
      wrkgrp_id: claims,
      owner_user_id: agent.userId,
    });
    expect(ids((await workflowLists(db, agent, {})).my)).toContain(c.id);
    const change = await performAction(db, agent, {
      action: 'assign',
      id: c.id,
      wrkgrp_id: claims,
      owner_user_id: lerato.userId,
      note: 'Lerato knows this employer',
    });
    expect(change).toMatchObject({
      action: 'assign',
      previous: { wrkgrp_id: claims, owner_user_id: agent.userId },
    });
    expect(change.record).toMatchObject({ owner_name: 'Lerato Khumalo', version: 2 });
    expect(ids((await workflowLists(db, agent, {})).my)).not.toContain(c.id);
    expect(ids((await workflowLists(db, lerato, {})).my)).toContain(c.id);
    const history = await caseHistoryOf(db, agent, { id: c.id });
    expect(history.at(-1)).toMatchObject({
      action: 'assign',
      note: 'Lerato knows this employer',
      changes: { owner_user_id: [agent.userId, lerato.userId] },
    });
  });

  it('dispatch sends a case to another workgroup unowned; accept takes it; reject gives it back with a reason', async () => {
    const c = await fresh();
    const dispatched = await performAction(db, lerato, { action: 'dispatch', id: c.id, wrkgrp_id: members });
    expect(dispatched.record).toMatchObject({ wrkgrp_id: members, owner_user_id: null });
    const accepted = await performAction(db, agent, { action: 'accept', id: c.id });
    expect(accepted.record).toMatchObject({ owner_user_id: agent.userId, status: 'In Progress' });
    const again = await errorOf(performAction(db, lerato, { action: 'accept', id: c.id }));
    expect(again?.errCode).toBe(3);
    const noReason = await errorOf(performAction(db, agent, { action: 'reject', id: c.id, note: '' }));
    expect(noReason?.errCode).toBe(1);
    const rejected = await performAction(db, agent, {
      action: 'reject',
      id: c.id,
      wrkgrp_id: claims,
      note: 'Belongs with the claims desk',
    });
    expect(rejected.record).toMatchObject({ wrkgrp_id: claims, owner_user_id: null });
    const notOwner = await errorOf(
      performAction(db, lerato, { action: 'reject', id: c.id, note: 'not mine' }),
    );
    expect(notOwner?.errCode).toBe(7);
  });

  it('yank and close need their permission keys (17__17001, 17__17002): agents are refused', async () => {
    const c = await fresh();
    for (const action of ['yank', 'close'] as const) {
      const refused = await errorOf(performAction(db, agent, { action, id: c.id }));
      expect(refused?.errCode, action).toBe(7);
    }
    const yanked = await performAction(db, supervisor, { action: 'yank', id: c.id });
    expect(yanked.record.owner_user_id).toBe(supervisor.userId);
    const closed = await performAction(db, supervisor, {
      action: 'close',
      id: c.id,
      note: 'Resolved on the call',
    });
    expect(closed.record).toMatchObject({ status: 'Closed' });
    expect(closed.record.closed_at).not.toBeNull();
    const afterClose = await errorOf(performAction(db, supervisor, { action: 'yank', id: c.id }));
    expect(afterClose?.message).toMatch(/is closed/);
  });

  it('refuses a stale version, strangers and records of other tenants', async () => {
    const c = await fresh();
    const stale = await errorOf(
      performAction(db, lerato, { action: 'dispatch', id: c.id, wrkgrp_id: members, version: 7 }),
    );
    expect(stale?.errCode).toBe(3);
    const sipho = w.caller('sipho.dlamini', 'Agent', ['Johannesburg Office']);
    expect((await errorOf(performAction(db, sipho, { action: 'accept', id: c.id })))?.errCode).toBe(4);
    const johan = w.caller('johan.botha', 'Agent', ['Cape Town Office', 'Pretoria Office']);
    const stranger = await errorOf(performAction(db, johan, { action: 'accept', id: c.id }));
    expect(stranger?.errCode).toBe(7);
    const outsider = await errorOf(
      performAction(db, lerato, {
        action: 'assign',
        id: c.id,
        wrkgrp_id: claims,
        owner_user_id: w.userId('johan.botha'),
      }),
    );
    expect(outsider?.message).toMatch(/not a member/);
    expect((await readCase(db, lerato, { id: c.id })).version).toBe(1);
  });

  it('refuses bad payloads for every action', async () => {
    const bad: unknown[] = [
      {},
      { action: 'explode', id: 1 },
      { action: 'assign', id: 1 },
      { action: 'assign', id: 1, wrkgrp_id: claims },
      { action: 'dispatch', id: 1 },
      { action: 'accept', id: -1 },
      { action: 'reject', id: 1 },
      { action: 'yank', id: 'one' },
      { action: 'close', id: 1, note: 'x'.repeat(2001) },
      { action: 'close', id: 1, version: 0 },
    ];
    for (const input of bad) expect((await errorOf(performAction(db, supervisor, input)))?.errCode).toBe(1);
  });
});

describe('bulk actions', () => {
  it('are all or nothing, and need 17__17003', async () => {
    const a = await fresh('Bulk one');
    const b = await fresh('Bulk two');
    expect(
      (await errorOf(performBulkAction(db, lerato, { ids: [a.id], action: 'dispatch', wrkgrp_id: members })))
        ?.errCode,
    ).toBe(7);
    const [closedAlready] = await db
      .select({ id: cases.id })
      .from(cases)
      .where(and(eq(cases.workgroupId, claims), eq(cases.status, 'Closed')));
    const failed = await errorOf(
      performBulkAction(db, supervisor, {
        ids: [a.id, b.id, closedAlready.id],
        action: 'dispatch',
        wrkgrp_id: members,
      }),
    );
    expect(failed?.errCode).toBe(1);
    expect((await readCase(db, supervisor, { id: a.id })).wrkgrp_id).toBe(claims);
    const done = await performBulkAction(db, supervisor, {
      ids: [a.id, b.id],
      action: 'dispatch',
      wrkgrp_id: members,
    });
    expect(done.map((c) => c.record.wrkgrp_id)).toEqual([members, members]);
    for (const input of [
      { ids: [], action: 'close' },
      { ids: [a.id, a.id], action: 'close' },
      { ids: [a.id], action: 'reject' },
    ])
      expect((await errorOf(performBulkAction(db, supervisor, input)))?.errCode).toBe(1);
  });
});

describe('workflow calls over HTTP', () => {
  it('answers the lists, the user’s workgroups (default first) and actions in the envelope', async () => {
    const s = await sessions(t.app, 'agent', 'supervisor');
    const groups = await post<{ wrkgrp_name: string; is_default: boolean }[]>(
      t.app,
      workflowPaths.userWorkgroups,
      { wrkgrp_type: 'Case' },
      s.agent.token,
    );
    expect(groups.body.data[0]).toMatchObject({ wrkgrp_name: 'Pretoria Claims Desk', is_default: true });
    expect(groups.body.msg).toEqual(groups.body.data);
    const wire = await post<WorkflowListsWire>(
      t.app,
      workflowPaths.lists,
      { record_type: 'case' },
      s.agent.token,
    );
    const lists = unpackLists(wire.body.data);
    // Each record travels once, however many of the four lists hold it.
    expect(new Set(wire.body.data.records.map((r) => r.id)).size).toBe(wire.body.data.records.length);
    expect(lists.wg_all.length).toBeGreaterThan(0);
    expect(lists.viewer).toEqual({
      owner_user_id: agent.userId,
      wrkgrp_id: claims,
      wrkgrp_id_list: groups.body.data.map((g) => (g as unknown as { wrkgrp_id: number }).wrkgrp_id),
    });
    expect(lists.wg.every((r) => r.wrkgrp_id === claims && r.status !== 'Closed')).toBe(true);
    expect(lists.my.every((r) => r.owner_user_id === agent.userId)).toBe(true);
    const notMine = await post(
      t.app,
      workflowPaths.lists,
      { wrkgrp_id: w.wg('Cape Town Service Desk').id },
      s.agent.token,
    );
    expect(notMine.body.errCode).toBe(7);
    const [open] = await db
      .select({ id: cases.id })
      .from(cases)
      .where(and(eq(cases.workgroupId, claims), ne(cases.status, 'Closed')))
      .limit(1);
    const yank = await post<WorkflowChange>(
      t.app,
      workflowPaths.action,
      { action: 'yank', id: open.id },
      s.agent.token,
    );
    expect(yank.body.errCode).toBe(7);
    const ok = await post<WorkflowChange>(
      t.app,
      workflowPaths.action,
      { action: 'yank', id: open.id },
      s.supervisor.token,
    );
    expect(ok.body.errCode).toBe(0);
    for (const [path, body] of [
      [workflowPaths.action, { action: 'assign', id: open.id }],
      [workflowPaths.bulkAction, { ids: 'all', action: 'close' }],
      [workflowPaths.lists, { record_type: 'ticket' }],
      [workflowPaths.userWorkgroups, { wrkgrp_type: 'Task' }],
    ] as const) {
      expect((await post(t.app, path, body, s.supervisor.token)).body.errCode, path).toBe(1);
      expect((await post(t.app, path, body)).body.errCode, path).toBe(96);
    }
  });
});

describe('workgroups to dispatch to and members to assign to', () => {
  it('lists the tenant’s workgroups of a type and a workgroup’s members; refuses other tenants and bad ids', async () => {
    const s = await sessions(t.app, 'agent');
    const groups = await post<{ wrkgrp_name: string }[]>(
      t.app,
      workflowPaths.workgroups,
      { wrkgrp_type: 'Lead' },
      s.agent.token,
    );
    // The session's scope is its selected tenant (by default the first: Pretoria Office), not all its access.
    expect(groups.body.data.map((g) => g.wrkgrp_name)).toEqual(['Pretoria New Business']);
    const members = await post<{ user_name: string }[]>(
      t.app,
      workflowPaths.workgroupMembers,
      { wrkgrp_id: claims },
      s.agent.token,
    );
    expect(members.body.data.map((m) => m.user_name)).toEqual([
      'Lerato Khumalo',
      'Naledi Mokoena',
      'Pieter van der Merwe',
    ]);
    const other = await post(
      t.app,
      workflowPaths.workgroupMembers,
      { wrkgrp_id: w.wg('Cape Town Sales').id },
      s.agent.token,
    );
    expect(other.body.errCode).toBe(4);
    expect(
      (await post(t.app, workflowPaths.workgroupMembers, { wrkgrp_id: 0 }, s.agent.token)).body.errCode,
    ).toBe(1);
    expect(
      (await post(t.app, workflowPaths.workgroups, { wrkgrp_type: 'x' }, s.agent.token)).body.errCode,
    ).toBe(1);
  });
});
