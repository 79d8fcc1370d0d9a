import { describe, expect, it } from 'vitest';
import {
  listKinds,
  listNames,
  listActions,
  workflowListTable,
  type ListKind,
  type ListAction,
} from '../../../src/rules/workflow-list-table';
import {
  applyChange,
  belongsTo,
  emptyLists,
  holds,
  operationFor,
  undoChange,
  type ListItem,
  type Viewer,
} from '../../../src/rules/workflow-lists';

type Item = ListItem & { status: string };
const me = 10;
const other = 11;
const workgroups = [1, 2, 3];
const owners = [null, me, other];
const viewers: Viewer[] = [
  { owner_user_id: me, wrkgrp_id: 1, wrkgrp_id_list: [1, 2] },
  { owner_user_id: me, wrkgrp_id: null, wrkgrp_id_list: [] },
  { owner_user_id: me, wrkgrp_id: 2, wrkgrp_id_list: [1, 2] },
];

/** The record states each action can leave behind: dispatch and reject may clear the owner, close closes. */
function afterStates(action: ListAction): Item[] {
  const out: Item[] = [];
  for (const record_type of ['case', 'lead'] as const)
    for (const wrkgrp_id of workgroups)
      for (const owner_user_id of owners) {
        if (action === 'dispatch' && owner_user_id !== null) continue;
        if ((action === 'accept' || action === 'yank' || action === 'assign') && owner_user_id === null)
          continue;
        out.push({
          id: 7,
          record_type,
          wrkgrp_id,
          owner_user_id,
          status: action === 'close' ? 'Closed' : 'Open',
        });
      }
  return out;
}

describe('the workflow list-update table (spec §4)', () => {
  it('has a cell for every action and list, each ending in a row that always applies or covering every case', () => {
    for (const action of listActions)
      for (const kind of listKinds) expect(workflowListTable[action][kind].length).toBeGreaterThan(0);
  });

  // Every action × list × row: some state reaches the row (it is not dead), and the row's operation is what the
  // table answers there.
  for (const action of listActions)
    for (const kind of listKinds)
      workflowListTable[action][kind].forEach((row, index) => {
        it(`${action} × ${kind} row ${index + 1}: ${row.op} when ${row.when.map((c) => `${c.field} ${c.op} ${c.value}`).join(' AND ') || 'always'}`, () => {
          let reached = 0;
          for (const record of afterStates(action))
            for (const viewer of viewers)
              for (const previous of workgroups.map((w) => ({ wrkgrp_id: w, owner_user_id: other })))
                for (const prior of [false, true]) {
                  const rows = workflowListTable[action][kind];
                  const first = rows.findIndex((r) =>
                    r.when.every((c) => holds(c, record, viewer, previous)),
                  );
                  if (first !== index) continue;
                  reached += 1;
                  const change = { action, record, previous };
                  expect(operationFor(change, kind, viewer)).toBe(row.op);
                  // Applying it leaves the list as a full recomputation would, whatever the list held before.
                  const lists = emptyLists<Item>();
                  const name = listNames[record.record_type][kind];
                  if (prior) lists[name].set(record.id, { ...record, title: 'stale' } as Item);
                  applyChange(lists, change, viewer);
                  expect(lists[name].has(record.id)).toBe(belongsTo(kind, record, viewer));
                  if (lists[name].has(record.id)) expect(lists[name].get(record.id)).toBe(record);
                }
          expect(reached).toBeGreaterThan(0);
        });
      });

  const cell = (action: ListAction, kind: ListKind, record: Partial<Item>, previousWg = 1) =>
    operationFor(
      {
        action,
        record: { id: 1, record_type: 'case', wrkgrp_id: 1, owner_user_id: me, ...record },
        previous: { wrkgrp_id: previousWg, owner_user_id: other },
      },
      kind,
      viewers[0],
    );

  it('reads as the spec table from the acting user’s side', () => {
    // assign: update if in the selected workgroup and owned by the selected user; remove if not the owner.
    expect(cell('assign', 'my', {})).toBe('update');
    expect(cell('assign', 'my', { owner_user_id: other })).toBe('remove');
    expect(cell('assign', 'wg', { owner_user_id: other })).toBe('update');
    expect(cell('assign', 'wg', { wrkgrp_id: 3 })).toBe('remove');
    // dispatch: my lists remove; workgroup lists create when it moved here, update when unchanged, else remove.
    expect(cell('dispatch', 'my', { owner_user_id: null })).toBe('remove');
    expect(cell('dispatch', 'wg', { owner_user_id: null }, 2)).toBe('create');
    expect(cell('dispatch', 'wg', { owner_user_id: null }, 1)).toBe('update');
    expect(cell('dispatch', 'wg', { owner_user_id: null, wrkgrp_id: 3 })).toBe('remove');
    expect(cell('dispatch', 'wg_all', { owner_user_id: null, wrkgrp_id: 2 })).toBe('create');
    // accept and yank: create in my lists, update in workgroup lists.
    for (const action of ['accept', 'yank'] as const) {
      expect(cell(action, 'my', {})).toBe('create');
      expect(cell(action, 'my_all', {})).toBe('create');
      expect(cell(action, 'wg', {})).toBe('update');
      expect(cell(action, 'wg_all', {})).toBe('update');
    }
    // reject: create for the selected workgroup and owner; workgroup lists as dispatch.
    expect(cell('reject', 'my', {})).toBe('create');
    expect(cell('reject', 'my', { owner_user_id: other })).toBe('remove');
    expect(cell('reject', 'wg', { owner_user_id: null }, 2)).toBe('create');
    // close: remove everywhere.
    for (const kind of listKinds) expect(cell('close', kind, {})).toBe('remove');
  });

  it('updates the lead lists for leads and the case lists for cases', () => {
    const lists = emptyLists<Item>();
    const lead: Item = { id: 3, record_type: 'lead', wrkgrp_id: 1, owner_user_id: me, status: 'Open' };
    applyChange(
      lists,
      { action: 'accept', record: lead, previous: { wrkgrp_id: 1, owner_user_id: null } },
      viewers[0],
    );
    expect([...lists.my_leads.keys()]).toEqual([3]);
    expect(lists.my_cases.size).toBe(0);
  });

  it('create makes the record the newest entry; update keeps its place', () => {
    const lists = emptyLists<Item>();
    const item = (id: number): Item => ({
      id,
      record_type: 'case',
      wrkgrp_id: 1,
      owner_user_id: me,
      status: 'Open',
    });
    for (const id of [1, 2, 3]) lists.my_cases.set(id, item(id));
    applyChange(
      lists,
      { action: 'assign', record: item(1), previous: { wrkgrp_id: 1, owner_user_id: me } },
      viewers[0],
    );
    expect([...lists.my_cases.keys()]).toEqual([1, 2, 3]);
    applyChange(
      lists,
      { action: 'yank', record: item(1), previous: { wrkgrp_id: 1, owner_user_id: other } },
      viewers[0],
    );
    expect([...lists.my_cases.keys()]).toEqual([2, 3, 1]);
  });

  it('undo puts every touched list back as it was', () => {
    const lists = emptyLists<Item>();
    const before: Item = { id: 5, record_type: 'case', wrkgrp_id: 1, owner_user_id: me, status: 'Open' };
    lists.my_cases.set(5, before);
    lists.my_cases_all.set(5, before);
    lists.wg_cases.set(5, before);
    lists.wg_cases_all.set(5, before);
    const after: Item = { ...before, wrkgrp_id: 2, owner_user_id: null };
    const undo = applyChange(lists, { action: 'dispatch', record: after, previous: before }, viewers[0]);
    expect(lists.my_cases.has(5) || lists.wg_cases.has(5)).toBe(false);
    expect(lists.wg_cases_all.get(5)).toBe(after);
    undoChange(lists, undo);
    for (const name of ['my_cases', 'my_cases_all', 'wg_cases', 'wg_cases_all'] as const)
      expect(lists[name].get(5)).toBe(before);
  });
});
