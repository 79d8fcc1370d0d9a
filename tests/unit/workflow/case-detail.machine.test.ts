import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type {
  CaseHistoryEntry,
  CaseRecord,
  WorkflowActionInput,
  WorkflowChange,
} from '../../../src/contracts/workflow/cases';
import { caseDetailMachine } from '../../../src/machines/case-detail.machine';
import { sampleAssignChange, sampleCase } from '../../../src/machines/workflow-sample-data';
import { HttpError } from '../../../src/services/http-result';
import {
  actionsByStatus,
  availableActions,
  type ActionsByStatus,
} from '../../../src/rules/workflow-actions-by-status';

/** A service map that differs from the shared table, so a test can tell which one the page used. */
const served: ActionsByStatus = { ...actionsByStatus('case').statuses, 'In Progress': ['assign', 'close'] };

/** The detail actor over a fake service: each load answers the record as the service now holds it. */
const detail = (act: (input: WorkflowActionInput) => WorkflowChange | HttpError) => {
  let stored: CaseRecord = sampleCase(1);
  const calls: WorkflowActionInput[] = [];
  let loads = 0;
  const machine = caseDetailMachine.provide({
    actors: {
      loadCase: fromPromise(async () => {
        loads++;
        return {
          record: stored,
          history: [] as CaseHistoryEntry[],
          actions: served as ActionsByStatus | null,
          reopenDays: 14 as number | null,
        };
      }),
      performAction: fromPromise<WorkflowChange, WorkflowActionInput>(async ({ input }) => {
        calls.push(input);
        const answer = act(input);
        if (answer instanceof HttpError) throw answer;
        stored = answer.record;
        return answer;
      }),
    },
  });
  const actor = createActor(machine, { input: { id: 1 } }).start();
  const settled = () => waitFor(actor, (s) => s.matches('ready') || s.matches('failed'));
  return { actor, calls, loads: () => loads, settled };
};

describe('the case page’s actions (caseDetail machine)', () => {
  it('sends the version held, then reads the case again and shows what was done', async () => {
    const d = detail(() => sampleAssignChange());
    await d.settled();
    d.actor.send({ type: 'detail.act', input: { action: 'assign', id: 1, wrkgrp_id: 1, owner_user_id: 4 } });
    expect(d.actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(d.actor, (s) => s.matches('ready') && d.loads() === 2);
    expect(d.calls).toEqual([{ action: 'assign', id: 1, wrkgrp_id: 1, owner_user_id: 4, version: 1 }]);
    const { record, message } = d.actor.getSnapshot().context;
    expect(record?.owner_name).toBe('Lerato Khumalo');
    expect(message).toEqual({ kind: 'success', text: 'Assigned CAS-000001' });
  });

  it('keeps the service’s status→actions map, and the buttons follow it', async () => {
    const d = detail(() => sampleAssignChange());
    await d.settled();
    const { actions, record } = d.actor.getSnapshot().context;
    expect(actions).toEqual(served);
    expect(record && availableActions({ ...record, status: 'In Progress' }, 4, actions ?? undefined)).toEqual(
      ['assign', 'close'],
    );
  });

  it('says why a refused action was not done and shows the case as the service holds it', async () => {
    const d = detail(
      () => new HttpError({ kind: 'appError', errCode: 3, msg: 'Someone else changed it first' }),
    );
    await d.settled();
    d.actor.send({ type: 'detail.act', input: { action: 'yank', id: 1 } });
    await waitFor(d.actor, (s) => s.matches('ready') && d.loads() === 2);
    expect(d.actor.getSnapshot().context.message?.kind).toBe('error');
    expect(d.actor.getSnapshot().context.message?.text).toMatch(/^Not done: /);
    expect(d.actor.getSnapshot().context.record?.owner_name).toBe('Naledi Mokoena');
  });
});

describe('which list actions a record offers its viewer', () => {
  it('the owner may hand it back but not yank it; a queued one may be accepted; a closed one offers none', () => {
    expect(availableActions(sampleCase(1), 3)).toEqual(['assign', 'dispatch', 'priority', 'reject', 'close']);
    expect(availableActions(sampleCase(1), 4)).toEqual(['assign', 'dispatch', 'priority', 'yank', 'close']);
    expect(availableActions(sampleCase(1, { owner_user_id: null }), 3)).toEqual([
      'assign',
      'dispatch',
      'priority',
      'accept',
      'yank',
      'close',
    ]);
    expect(availableActions(sampleCase(1, { closed_at: '2026-11-21T08:00:00.000Z' }), 3)).toEqual([]);
  });

  it('a resolved record is no longer re-prioritised; a closed status offers nothing even before closed_at', () => {
    expect(availableActions(sampleCase(1, { status: 'Resolved' }), 4)).toEqual([
      'assign',
      'dispatch',
      'yank',
      'close',
    ]);
    expect(availableActions(sampleCase(1, { status: 'Closed' }), 4)).toEqual([]);
  });
});
