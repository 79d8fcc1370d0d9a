import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../src/services/http-result';
import {
  sampleAssignChange,
  sampleCase,
  sampleDispatchPush,
  sampleListsAnswer,
} from '../../../src/machines/workflow-sample-data';
import { workflowLists } from './workflow-lists.driver';

describe('workflow-lists actor', () => {
  it('loads the four lists keyed by id and the viewer', async () => {
    const d = await workflowLists().ready();
    d.expectState('ready.idle').expectLists({
      my_cases: [1],
      my_cases_all: [1],
      wg_cases: [1, 2],
      wg_cases_all: [1, 2],
    });
    expect(d.actor.getSnapshot().context.viewer).toEqual({
      owner_user_id: 3,
      wrkgrp_id: 1,
      wrkgrp_id_list: [1, 2],
    });
  });

  it('applies an action at once, sends the held version, then keeps the service’s answer', async () => {
    const d = await workflowLists().ready();
    d.act({ action: 'assign', id: 1, wrkgrp_id: 1, owner_user_id: 4 });
    // Optimistic: gone from my lists before the service answers.
    d.expectState('ready.acting').expectLists({ my_cases: [], my_cases_all: [], wg_cases: [1, 2] });
    expect(d.calls).toEqual([{ action: 'assign', id: 1, wrkgrp_id: 1, owner_user_id: 4, version: 1 }]);
    await d.answer(sampleAssignChange());
    d.expectState('ready.idle').expectLists({ my_cases: [], wg_cases: [1, 2] });
    expect(d.actor.getSnapshot().context.lists.wg_cases.get(1)?.owner_name).toBe('Lerato Khumalo');
    expect(d.message()).toEqual({ kind: 'success', text: 'CAS-000001 assigned' });
  });

  it('rolls back with a clear message when the service refuses', async () => {
    const d = await workflowLists().ready();
    d.act({ action: 'close', id: 2 });
    d.expectLists({ wg_cases: [1], wg_cases_all: [1] });
    await d.refuse(7, 'Your profile does not allow you to close records');
    d.expectState('ready.idle').expectLists({ wg_cases: [1, 2], wg_cases_all: [1, 2] });
    expect(d.message()).toEqual({
      kind: 'error',
      text: 'Could not close CAS-000002: Your profile does not allow you to close records. The lists are back as they were.',
    });
  });

  it('reloads after a conflict (someone changed the record first)', async () => {
    const d = await workflowLists().ready();
    d.act({ action: 'accept', id: 2 });
    await d.refuse(3, 'CAS-000002 was changed by someone else. It has been reloaded.');
    await d.ready();
    expect(d.loads()).toBe(2);
    d.expectLists({ my_cases: [1], wg_cases: [1, 2] });
  });

  it('ignores an action on a record it does not hold, and a second action while one is running', async () => {
    const d = await workflowLists().ready();
    d.act({ action: 'accept', id: 99 });
    d.expectState('ready.idle');
    d.act({ action: 'accept', id: 2 });
    d.act({ action: 'yank', id: 1 });
    expect(d.calls.map((c) => c.action)).toEqual(['accept']);
  });

  it('applies other users’ pushes through the same table, skipping ones older than what it holds', async () => {
    const d = await workflowLists().ready();
    d.push(sampleDispatchPush()).expectLists({ wg_cases: [1, 2, 5], my_cases: [1] });
    d.push({
      ...sampleDispatchPush(),
      record: sampleCase(5, { owner_user_id: null, version: 2, wrkgrp_id: 7 }),
    });
    d.expectLists({ wg_cases: [1, 2, 5] });
    d.push({
      action: 'yank',
      record: sampleCase(1, { owner_user_id: 8, owner_name: 'Pieter van der Merwe', version: 4 }),
      previous: { wrkgrp_id: 1, owner_user_id: 3, tenant_id: 3 },
      by_user_id: 8,
    });
    d.expectLists({ my_cases: [], my_cases_all: [], wg_cases: [1, 2, 5] });
  });

  it('buffers pushes that arrive while loading and applies them after', async () => {
    const d = workflowLists();
    d.push(sampleDispatchPush());
    await d.ready();
    d.expectLists({ wg_cases: [1, 2, 5] });
  });

  it('reloads when the live channel comes back after a drop, not on the first connection', async () => {
    const d = await workflowLists().ready();
    d.live(true);
    expect(d.loads()).toBe(1);
    d.live(false);
    expect(d.actor.getSnapshot().context.live).toBe(false);
    d.live(true);
    await d.ready();
    expect(d.loads()).toBe(2);
    expect(d.actor.getSnapshot().context.live).toBe(true);
  });

  it('reloads for another workgroup, and fails with the service’s message', async () => {
    let n = 0;
    const d = await workflowLists(() =>
      ++n === 1
        ? sampleListsAnswer()
        : new HttpError({ kind: 'appError', errCode: 7, msg: 'You are not a member of that workgroup' }),
    ).ready();
    d.actor.send({ type: 'list.selectWorkgroup', wrkgrpId: 2 });
    await d.ready();
    d.expectState('failed');
    expect(d.message()).toEqual({ kind: 'error', text: 'You are not a member of that workgroup' });
    // A failed load keeps its reason beside Try again: Dismiss is for lists that are read.
    d.actor.send({ type: 'list.dismiss' });
    expect(d.message()).toEqual({ kind: 'error', text: 'You are not a member of that workgroup' });
  });
});

describe('workflow-lists selection (bulk work)', () => {
  it('ticks and unticks, selects all it is given, clears, and forgets the ticks when the workgroup changes', async () => {
    const d = await workflowLists().ready();
    const ticks = () => [...d.actor.getSnapshot().context.selection];
    d.actor.send({ type: 'select.toggle', id: 1 });
    d.actor.send({ type: 'select.toggle', id: 2 });
    d.actor.send({ type: 'select.toggle', id: 1 });
    expect(ticks()).toEqual([2]);
    d.actor.send({ type: 'select.all', ids: [1, 2] });
    expect(ticks()).toEqual([1, 2]);
    d.actor.send({ type: 'select.clear' });
    expect(ticks()).toEqual([]);
    d.actor.send({ type: 'select.all', ids: [1] });
    d.actor.send({ type: 'list.selectWorkgroup', wrkgrpId: 2 });
    expect(ticks()).toEqual([]);
  });
});
