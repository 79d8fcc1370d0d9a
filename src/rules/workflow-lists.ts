import {
  listKinds,
  listNames,
  workflowListTable,
  type Condition,
  type ListName,
  type ListOp,
  type ListAction,
} from './workflow-list-table';

/** What the table reads from a record. Cases and leads carry more; the lists keep the whole record. */
export type ListItem = {
  id: number;
  record_type: 'case' | 'lead';
  wrkgrp_id: number;
  owner_user_id: number | null;
};
/** The console's user: their id, the workgroup they have selected, and all their workgroups. */
export type Viewer = { owner_user_id: number; wrkgrp_id: number | null; wrkgrp_id_list: readonly number[] };
/** Lists keyed by record id: one action costs a lookup and a set or delete per list, never a rescan. */
export type WorkflowLists<T extends ListItem = ListItem> = Record<ListName, Map<number, T>>;
export type ListChange<T extends ListItem = ListItem> = {
  action: ListAction;
  /** The record after the action, as the service answered (or as predicted, when applied optimistically). */
  record: T;
  /** The record before the action (dispatch and reject compare workgroups). */
  previous: Pick<ListItem, 'wrkgrp_id' | 'owner_user_id'>;
};

export const allListNames: readonly ListName[] = [
  ...listKinds.map((k) => listNames.case[k]),
  ...listKinds.map((k) => listNames.lead[k]),
];

export function emptyLists<T extends ListItem>(): WorkflowLists<T> {
  return Object.fromEntries(allListNames.map((name) => [name, new Map<number, T>()])) as WorkflowLists<T>;
}

function operand(
  cond: Condition,
  viewer: Viewer,
  previous: ListChange['previous'],
): number | null | readonly number[] {
  switch (cond.value) {
    case 'viewer.owner_user_id':
      return viewer.owner_user_id;
    case 'viewer.wrkgrp_id':
      return viewer.wrkgrp_id;
    case 'viewer.wrkgrp_id_list':
      return viewer.wrkgrp_id_list;
    case 'previous.wrkgrp_id':
      return previous.wrkgrp_id;
  }
}

export function holds(
  cond: Condition,
  record: ListItem,
  viewer: Viewer,
  previous: ListChange['previous'],
): boolean {
  const left = record[cond.field];
  const right = operand(cond, viewer, previous);
  switch (cond.op) {
    case 'equal':
      return left !== null && left === right;
    case 'not_equal':
      return left === null || left !== right;
    case 'in':
      return Array.isArray(right) && left !== null && right.includes(left);
    case 'not_in':
      return !(Array.isArray(right) && left !== null && right.includes(left));
  }
}

/** The operation the table gives for one list, or null when no row applies. */
export function operationFor(
  change: ListChange,
  kind: (typeof listKinds)[number],
  viewer: Viewer,
): ListOp | null {
  for (const row of workflowListTable[change.action][kind])
    if (row.when.every((cond) => holds(cond, change.record, viewer, change.previous))) return row.op;
  return null;
}

/** How to put a list entry back as it was: the rollback of an optimistic change. */
export type ListUndo<T extends ListItem = ListItem> = { list: ListName; id: number; prior: T | undefined };

/**
 * Applies one change to the viewer's lists in place and returns how to undo it. Every operation is O(1): create
 * deletes and re-adds the record, so it becomes the newest entry (a Map keeps insertion order); update replaces
 * it where it stands, or adds it when this console did not hold it yet (an assignment reaching its new owner);
 * remove deletes it.
 */
export function applyChange<T extends ListItem>(
  lists: WorkflowLists<T>,
  change: ListChange<T>,
  viewer: Viewer,
): ListUndo<T>[] {
  const undo: ListUndo<T>[] = [];
  const names = listNames[change.record.record_type];
  for (const kind of listKinds) {
    const op = operationFor(change, kind, viewer);
    if (op === null) continue;
    const name = names[kind];
    const list = lists[name];
    const id = change.record.id;
    const prior = list.get(id);
    if (op === 'remove') {
      if (prior !== undefined) list.delete(id);
      else continue;
    } else {
      if (op === 'create') list.delete(id);
      list.set(id, change.record);
    }
    undo.push({ list: name, id, prior });
  }
  return undo;
}

/** Puts the entries back as they were before applyChange (latest change first when undoing several). */
export function undoChange<T extends ListItem>(lists: WorkflowLists<T>, undo: readonly ListUndo<T>[]): void {
  for (let i = undo.length - 1; i >= 0; i--) {
    const { list, id, prior } = undo[i];
    if (prior === undefined) lists[list].delete(id);
    else lists[list].set(id, prior);
  }
}

/** The lists as a full recomputation would give them: the reference the table is tested against. */
export function belongsTo(
  kind: (typeof listKinds)[number],
  record: ListItem & { status?: string },
  viewer: Viewer,
): boolean {
  if (record.status === 'Closed') return false;
  const mine = record.owner_user_id !== null && record.owner_user_id === viewer.owner_user_id;
  switch (kind) {
    case 'my':
      return mine && record.wrkgrp_id === viewer.wrkgrp_id;
    case 'my_all':
      return mine;
    case 'wg':
      return record.wrkgrp_id === viewer.wrkgrp_id;
    case 'wg_all':
      return viewer.wrkgrp_id_list.includes(record.wrkgrp_id);
  }
}
