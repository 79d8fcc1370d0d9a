import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cases, notifications, tenantConfigs } from '../../../server/db/schema';
import { inArray } from 'drizzle-orm';
import { performAction } from '../../../server/domain/workflow/actions';
import { caseHistoryOf, createCase } from '../../../server/domain/workflow/cases';
import { workflowLists } from '../../../server/domain/workflow/lists';
import { remindDue } from '../../../server/domain/workflow/reminders';
import { workflowPaths } from '../../../src/contracts/workflow/paths';
import type { WorkflowActionsAnswer } from '../../../src/rules/workflow-actions-by-status';
import { createTestApp, get, post } from '../helpers';
import {
  interactionPaths,
  interactionQueryString,
  type InteractionPage,
} from '../../../src/contracts/interactions/list';
import { sessions, workflowWorld } from './world';

const t = await createTestApp();
const db = t.database.db;
const w = await workflowWorld(db);
const agent = w.caller('agent', 'Agent', ['Pretoria Office', 'Johannesburg Office']);
const lerato = w.caller('lerato.khumalo', 'Agent', ['Pretoria Office']);
const supervisor = w.caller('supervisor', 'Supervisor', ['Ubuntu Benefits Gauteng']);
const claims = w.wg('Pretoria Claims Desk').id;

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: { errCode: number; message: string }) => e,
  );
const day = 86_400_000;
const ownedBy = (who: typeof agent, title = 'Member asks why a claim was short-paid') =>
  createCase(db, who, { title, wrkgrp_id: claims, owner_user_id: who.userId });

describe('the status lifecycle (issue 34)', () => {
  it('Open → In Progress → Pending Customer → reminder → In Progress → Resolved → Closed → Reopen', async () => {
    const c = await ownedBy(agent);
    expect(c.status).toBe('Open');
    const progressed = await performAction(db, agent, { action: 'progress', id: c.id });
    expect(progressed.record.status).toBe('In Progress');
    const remindAt = new Date(Date.now() + day).toISOString();
    const pended = await performAction(db, agent, {
      action: 'pend',
      id: c.id,
      reason: 'Waiting for the member’s bank statement',
      remind_at: remindAt,
    });
    expect(pended.record).toMatchObject({
      status: 'Pending Customer',
      pending_reason: 'Waiting for the member’s bank statement',
      remind_at: remindAt,
      sla: { state: 'paused' },
    });
    // Not yet due: the sweep leaves it alone.
    expect((await remindDue(db, new Date())).map((x) => x.record.id)).not.toContain(c.id);
    const reminded = await remindDue(db, new Date(Date.now() + 2 * day));
    const back = reminded.find((x) => x.record.id === c.id);
    expect(back?.record).toMatchObject({ status: 'In Progress', pending_reason: null, remind_at: null });
    expect(back?.record.sla?.state).not.toBe('paused');
    const told = await db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, agent.userId), eq(notifications.link, `/case-management/case/${c.id}`)),
      );
    expect(told.map((n) => n.subject)).toContain(`Reminder: ${c.number} is back In Progress`);

    const resolved = await performAction(db, agent, {
      action: 'resolve',
      id: c.id,
      resolution_code: 'Claim settled',
      note: 'The scheme paid the shortfall on re-submission',
    });
    expect(resolved.record).toMatchObject({
      status: 'Resolved',
      resolution_code: 'Claim settled',
      sla: { state: 'met' },
    });
    // The owner closes her own case without the close key (17__17002 is 0 for agents).
    const closed = await performAction(db, agent, { action: 'close', id: c.id });
    expect(closed.record.status).toBe('Closed');
    expect((await workflowLists(db, agent, {})).my.map((r) => r.id)).not.toContain(c.id);
    const reopened = await performAction(db, agent, {
      action: 'reopen',
      id: c.id,
      note: 'Member called again',
    });
    expect(reopened.record).toMatchObject({ status: 'In Progress', closed_at: null, resolution_code: null });
    expect(reopened.record.sla?.state).not.toBe('met');
    expect((await workflowLists(db, agent, {})).my.map((r) => r.id)).toContain(c.id);
    const history = await caseHistoryOf(db, agent, { id: c.id });
    expect(history.map((h) => h.action)).toEqual(
      expect.arrayContaining(['progress', 'pend', 'remind', 'resolve', 'close', 'reopen']),
    );
  });

  it('refuses a closed record going to Pending Customer, and moves the lifecycle does not have', async () => {
    const c = await ownedBy(agent);
    await performAction(db, agent, { action: 'close', id: c.id });
    const pend = await errorOf(
      performAction(db, agent, {
        action: 'pend',
        id: c.id,
        reason: 'Waiting for documents',
        remind_at: new Date(Date.now() + day).toISOString(),
      }),
    );
    expect(pend?.message).toMatch(/is closed/);
    const d = await ownedBy(agent);
    await performAction(db, agent, { action: 'progress', id: d.id });
    const again = await errorOf(performAction(db, agent, { action: 'progress', id: d.id }));
    expect(again?.message).toMatch(/In Progress: progress is not possible/);
    const past = await errorOf(
      performAction(db, agent, {
        action: 'pend',
        id: d.id,
        reason: 'Waiting for documents',
        remind_at: new Date(Date.now() - 60_000).toISOString(),
      }),
    );
    expect(past?.message).toBe('The reminder must be in the future');
    const noCode = await errorOf(
      performAction(db, agent, { action: 'resolve', id: d.id, note: 'ok' } as never),
    );
    expect(noCode?.errCode).not.toBe(0);
  });

  it('refuses a reopen after the tenant’s reopen window', async () => {
    const c = await ownedBy(agent);
    await performAction(db, agent, { action: 'close', id: c.id });
    await db
      .update(cases)
      .set({ closedAt: new Date(Date.now() - 15 * day) })
      .where(eq(cases.id, c.id));
    const late = await errorOf(performAction(db, agent, { action: 'reopen', id: c.id }));
    expect(late?.message).toBe(`${c.number} was closed more than 14 days ago: log a new case instead`);
    // A tenant with a longer window lets it through.
    await db
      .insert(tenantConfigs)
      .values({
        tenantId: c.tenant_id,
        knowledge: {},
        notifications: {},
        dispatch: {},
        emailTemplates: {},
        userRoles: [],
        reopenDays: 30,
      })
      .onConflictDoUpdate({ target: tenantConfigs.tenantId, set: { reopenDays: 30 } });
    const reopened = await performAction(db, agent, { action: 'reopen', id: c.id });
    expect(reopened.record.status).toBe('In Progress');
    await db.update(tenantConfigs).set({ reopenDays: 14 }).where(eq(tenantConfigs.tenantId, c.tenant_id));
  });

  it('closing or reopening someone else’s record needs the close key (17__17002)', async () => {
    const c = await ownedBy(lerato);
    const refused = await errorOf(performAction(db, agent, { action: 'close', id: c.id }));
    expect(refused?.errCode).toBe(7);
    expect((await db.select().from(cases).where(eq(cases.id, c.id)))[0]?.status).toBe('Open');
    await performAction(db, supervisor, { action: 'close', id: c.id });
    const reopen = await errorOf(performAction(db, agent, { action: 'reopen', id: c.id }));
    expect(reopen?.errCode).toBe(7);
    expect((await performAction(db, supervisor, { action: 'reopen', id: c.id })).record.status).toBe(
      'In Progress',
    );
  });

  it('each move is on the customer’s timeline, with what it waits for', async () => {
    const [withParty] = await db
      .select({ id: cases.partyId })
      .from(cases)
      .where(and(eq(cases.partyType, 'employer'), inArray(cases.tenantId, [w.tenantId('Pretoria Office')])))
      .limit(1);
    const employer = withParty?.id as number;
    const c = await createCase(db, agent, {
      title: 'Member asks about a gap-cover claim',
      wrkgrp_id: claims,
      owner_user_id: agent.userId,
      party: { party_type: 'employer', party_id: employer },
    });
    await performAction(db, agent, { action: 'progress', id: c.id });
    await performAction(db, agent, {
      action: 'pend',
      id: c.id,
      reason: 'Signed claim form',
      remind_at: new Date(Date.now() + day).toISOString(),
    });
    const { agent: s } = await sessions(t.app, 'agent');
    const query = { party_type: 'employer', party_id: employer, kinds: ['status_change'] } as const;
    const { body } = await get<InteractionPage>(
      t.app,
      `${interactionPaths.list}?${interactionQueryString(query)}`,
      s?.token,
    );
    const ours = body.data.entries.filter((e) => e.case_number === c.number);
    expect(ours.map((e) => [e.status, e.summary])).toEqual([
      ['Pending Customer', 'In Progress → Pending Customer: Signed claim form'],
      ['In Progress', 'Open → In Progress'],
    ]);
  });

  it('a new priority recounts the due time from the creation, and the history says so', async () => {
    const c = await createCase(db, agent, {
      title: 'Member asks about a late-joiner penalty',
      wrkgrp_id: claims,
      owner_user_id: agent.userId,
      priority: 'Low',
    });
    const urgent = await performAction(db, agent, { action: 'priority', id: c.id, priority: 'Urgent' });
    expect(new Date(urgent.record.due_at as string).getTime()).toBeLessThan(
      new Date(c.due_at as string).getTime(),
    );
    const history = await caseHistoryOf(db, agent, { id: c.id });
    expect(history.at(-1)?.changes.due_at).toEqual([c.due_at, urgent.record.due_at]);
  });

  it('/get_all_workflow_actions answers the moves per status and the reopen window', async () => {
    const { agent: s } = await sessions(t.app, 'agent');
    const { body } = await post<WorkflowActionsAnswer>(
      t.app,
      workflowPaths.allWorkflowActions,
      { object_type: 'case' },
      s?.token,
    );
    expect(body.data?.reopen_days).toBe(14);
    expect(body.data?.statuses.Closed).toEqual(['reopen']);
    expect(body.data?.statuses['Pending Customer']).toEqual(
      expect.arrayContaining(['progress', 'pend', 'resolve', 'close']),
    );
    expect(body.data?.statuses.Resolved).toEqual(expect.arrayContaining(['reopen', 'close']));
  });
});
