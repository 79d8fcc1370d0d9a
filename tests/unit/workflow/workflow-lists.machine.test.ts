import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../src/services/http-result';
import {
  sampleAssignChange,
  sampleCase,
  sampleDispatchPush,
} from '../../../src/machines/workflow-sample-data';
import { defaultDeskQuery } from '../../../src/rules/desk-window-reads';
import { workflowLists } from './workflow-lists.driver';

// The lists machine reads the Workgroup cases tab (case 2 unowned, then the agent's case 1) a window at a time.
describe('workflow-lists actor', () => {
  it('reads the first window of the tab with the four counts and the viewer', async () => {
    const d = await workflowLists().ready();
    d.expectState('ready.idle').expectRows([2, 1]).expectTotal(2);
    const { counts } = d.actor.getSnapshot().context.window;
    expect(counts).toEqual({ my: 1, my_all: 1, wg: 2, wg_all: 2 });
    expect(d.service.calls[0]).toMatchObject({ list: 'wg', offset: 0, counts: true });
    expect(d.actor.getSnapshot().context.viewer).toEqual({
      owner_user_id: 3,
      wrkgrp_id: 1,
      wrkgrp_id_list: [1, 2],
    });
  });

  it('applies an action at once, sends the held version, keeps the answer, then reads the window again', async () => {
    const d = await workflowLists({ query: { list: 'my' } }).ready();
    d.expectRows([1]);
    d.act({ action: 'assign', id: 1, wrkgrp_id: 1, owner_user_id: 4 });
    // Optimistic: gone from my cases before the service answers, and the tab's count with it.
    d.expectState('ready.acting').expectRows([]).expectTotal(0);
    expect(d.actor.getSnapshot().context.window.counts?.my).toBe(0);
    expect(d.calls).toEqual([{ action: 'assign', id: 1, wrkgrp_id: 1, owner_user_id: 4, version: 1 }]);
    d.setRecords([sampleCase(2, { owner_user_id: null }), sampleAssignChange().record]);
    await d.answer(sampleAssignChange());
    d.expectState('ready.idle').expectRows([]);
    expect(d.actor.getSnapshot().context.known.get(1)?.owner_name).toBe('Lerato Khumalo');
    expect(d.message()).toEqual({ kind: 'success', text: 'CAS-000001 assigned' });
    // The counts of the other tabs are the service's: one read with counts after the answer.
    await d.readerCalls(2);
    expect(d.service.calls[1]).toMatchObject({ list: 'my', counts: true });
  });

  it('puts the window back with a clear message when the service refuses', async () => {
    const d = await workflowLists().ready();
    d.act({ action: 'close', id: 2 });
    d.expectRows([1]).expectTotal(1);
    await d.refuse(7, 'Your profile does not allow you to close records');
    d.expectState('ready.idle').expectRows([2, 1]).expectTotal(2);
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
    d.expectRows([2, 1]);
  });

  it('ignores an action on a record it does not hold, and a second action while one is running', async () => {
    const d = await workflowLists().ready();
    d.act({ action: 'accept', id: 99 });
    d.expectState('ready.idle');
    d.act({ action: 'accept', id: 2 });
    d.act({ action: 'yank', id: 1 });
    expect(d.calls.map((c) => c.action)).toEqual(['accept']);
  });

  it('shows other users’ pushes on the rows at once, skips stale ones, and reads back once they settle', async () => {
    const d = await workflowLists().ready();
    // Dispatched into the workgroup: the newest change, so the top row.
    d.push(sampleDispatchPush()).expectRows([5, 2, 1]).expectTotal(3);
    // An older version of it (a race with the console's own answer) changes nothing.
    d.push({
      ...sampleDispatchPush(),
      record: sampleCase(5, { owner_user_id: null, wrkgrp_id: 7, version: 2 }),
    });
    d.expectRows([5, 2, 1]);
    // Case 1 moved to another workgroup by its new owner: it leaves the tab.
    d.push({
      action: 'dispatch',
      record: sampleCase(1, { wrkgrp_id: 9, owner_user_id: null, version: 4 }),
      previous: { wrkgrp_id: 1, owner_user_id: 3, tenant_id: 3 },
      by_user_id: 8,
    });
    d.expectRows([5, 2]).expectTotal(2);
    // Three pushes close together: one read of the window afterwards, with the counts.
    await d.readerCalls(2);
    await new Promise((r) => setTimeout(r, 400));
    expect(d.service.calls.length).toBe(2);
    // The read replaces the rows with what the service holds (it never heard of case 5 here).
    d.expectRows([2, 1]);
  });

  it('buffers pushes that arrive while loading and applies them after', async () => {
    const d = workflowLists();
    d.push(sampleDispatchPush());
    await d.ready();
    d.expectRows([5, 2, 1]);
  });

  it('reads a new tab, filter or sort from its first window, and drops answers to the old one', async () => {
    const d = await workflowLists().ready();
    const sort = { column: 'number', direction: 'asc' } as const;
    d.actor.send({
      type: 'list.query',
      query: { ...defaultDeskQuery, list: 'wg', sort },
    });
    d.expectState('loading');
    await d.ready();
    d.expectRows([1, 2]);
    expect(d.service.calls.at(-1)).toMatchObject({ list: 'wg', sort, offset: 0, counts: true });
  });

  it('reads the latest of two queries sent while the first loads, not the first', async () => {
    const d = await workflowLists().ready();
    const sort = { column: 'number', direction: 'asc' } as const;
    d.actor.send({ type: 'list.query', query: { ...defaultDeskQuery, list: 'wg', sort } });
    d.actor.send({ type: 'list.query', query: { ...defaultDeskQuery, list: 'my' } });
    await d.ready();
    d.expectRows([1]).expectTotal(1);
    expect(d.actor.getSnapshot().context.query.list).toBe('my');
  });

  it('reads the rows the grid scrolls to when they are not held, and not again once they are', async () => {
    const many = Array.from({ length: 300 }, (_, i) => sampleCase(1000 - i, { owner_user_id: null }));
    const d = await workflowLists({ records: () => many }).ready();
    d.expectTotal(300);
    expect(d.actor.getSnapshot().context.window.rows[120]).toBeUndefined();
    d.actor.send({ type: 'list.visible', from: 200, to: 220 });
    await d.readerCalls(2);
    expect(d.service.calls[1]).toMatchObject({ offset: 170, limit: 80, counts: false });
    await expect.poll(() => d.actor.getSnapshot().context.window.rows[210]?.id).toBe(790);
    d.actor.send({ type: 'list.visible', from: 190, to: 230 });
    await new Promise((r) => setTimeout(r, 50));
    expect(d.service.calls.length).toBe(2);
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

  it('fails with the service’s message, and keeps it beside Try again', async () => {
    let n = 0;
    const refused = new HttpError({
      kind: 'appError',
      errCode: 7,
      msg: 'You are not a member of that workgroup',
    });
    const d = await workflowLists({ firstLoad: () => (++n === 1 ? null : refused) }).ready();
    d.actor.send({ type: 'list.selectWorkgroup', wrkgrpId: 2 });
    await d.ready();
    d.expectState('failed');
    expect(d.message()).toEqual({ kind: 'error', text: 'You are not a member of that workgroup' });
    d.actor.send({ type: 'list.dismiss' });
    expect(d.message()).toEqual({ kind: 'error', text: 'You are not a member of that workgroup' });
  });
});

describe('workflow-lists selection (bulk work)', () => {
  it('ticks and unticks, selects every matching id from the service, clears, and forgets on a workgroup change', async () => {
    const d = await workflowLists().ready();
    const ticks = () => [...d.actor.getSnapshot().context.selection];
    d.actor.send({ type: 'select.toggle', id: 1 });
    d.actor.send({ type: 'select.toggle', id: 2 });
    d.actor.send({ type: 'select.toggle', id: 1 });
    expect(ticks()).toEqual([2]);
    d.actor.send({ type: 'select.matching' });
    await expect.poll(ticks).toEqual([2, 1]);
    expect(d.service.calls.at(-1)).toMatchObject({ ids_only: true, list: 'wg' });
    d.actor.send({ type: 'select.clear' });
    expect(ticks()).toEqual([]);
    d.actor.send({ type: 'select.toggle', id: 1 });
    d.actor.send({ type: 'list.selectWorkgroup', wrkgrpId: 2 });
    expect(ticks()).toEqual([]);
  });
});
