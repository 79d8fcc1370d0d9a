import { describe, expect, it } from 'vitest';
import type { WorkflowChange } from '../../../src/contracts/workflow/cases';
import { sampleCase } from '../../../src/machines/workflow-sample-data';
import { applyToWindow, mergeWindow, type DeskWindow } from '../../../src/rules/desk-window';
import { defaultDeskQuery, windowAround } from '../../../src/rules/desk-window-reads';

// The agent (user 3) in workgroup 1 of [1, 2], on the Workgroup cases tab.
const viewer = { owner_user_id: 3, wrkgrp_id: 1, wrkgrp_id_list: [1, 2] };
const wg = { ...defaultDeskQuery, list: 'wg' as const };
const held = (): DeskWindow => ({
  rows: [sampleCase(3), sampleCase(2), sampleCase(1)],
  total: 3,
  counts: { my: 3, my_all: 3, wg: 3, wg_all: 3 },
});
const change = (action: WorkflowChange['action'], id: number, patch = {}): WorkflowChange => ({
  action,
  record: sampleCase(id, { version: 2, ...patch }),
  previous: { wrkgrp_id: 1, owner_user_id: 3, tenant_id: 3 },
  by_user_id: 8,
});
const ids = (w: DeskWindow) => w.rows.map((r) => r?.id);

describe('a change applied to the rows of a desk tab', () => {
  it('moves a changed record to the top of the newest-first order, and takes a closed one out', () => {
    const moved = applyToWindow(held(), change('priority', 1, { priority: 'Urgent' }), viewer, wg);
    expect(ids(moved)).toEqual([1, 3, 2]);
    expect(moved.rows[0]?.priority).toBe('Urgent');
    const closed = applyToWindow(held(), change('close', 2, { status: 'Closed' }), viewer, wg);
    expect(ids(closed)).toEqual([3, 1]);
    expect([closed.total, closed.counts?.wg]).toEqual([2, 2]);
  });

  it('takes out a record that leaves the tab by §4 (dispatched away) or no longer matches the filter', () => {
    const away = applyToWindow(
      held(),
      change('dispatch', 2, { wrkgrp_id: 9, owner_user_id: null }),
      viewer,
      wg,
    );
    expect(ids(away)).toEqual([3, 1]);
    const open = { ...wg, status: 'Open' as const };
    const progressed = applyToWindow(held(), change('progress', 3, { status: 'In Progress' }), viewer, open);
    expect(ids(progressed)).toEqual([2, 1]);
  });

  it('adds a record that enters the tab at the top only where the order puts it there', () => {
    const arrived = change('dispatch', 7, { owner_user_id: null });
    arrived.previous = { wrkgrp_id: 9, owner_user_id: null, tenant_id: 3 };
    expect(ids(applyToWindow(held(), arrived, viewer, wg))).toEqual([7, 3, 2, 1]);
    // By number the service knows where it goes: the rows stay, the next read places it.
    const byNumber = { ...wg, sort: { column: 'number' as const, direction: 'asc' as const } };
    expect(ids(applyToWindow(held(), arrived, viewer, byNumber))).toEqual([3, 2, 1]);
    // A search it does not match keeps it out.
    expect(ids(applyToWindow(held(), arrived, viewer, { ...wg, q: 'no such words' }))).toEqual([3, 2, 1]);
  });
});

describe('windows read from the service', () => {
  it('are put at their offset, keeping what is held elsewhere, or replace it when fresh', () => {
    const answer = {
      ...held(),
      offset: 5,
      rows: [sampleCase(9)],
      total: 8,
      viewer,
      workgroups: [],
      ids: null,
    };
    const merged = mergeWindow(held(), answer, false);
    expect(ids(merged)).toEqual([3, 2, 1, undefined, undefined, 9]);
    expect(ids(mergeWindow(held(), answer, true))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      9,
    ]);
  });

  it('are asked for around the rows shown, within the tab and the call’s limit', () => {
    expect(windowAround({ from: 0, to: 20 }, 1000)).toEqual([0, 50]);
    expect(windowAround({ from: 200, to: 220 }, 1000)).toEqual([170, 80]);
    expect(windowAround({ from: 0, to: 2000 }, 100_000)).toEqual([0, 500]);
  });
});
