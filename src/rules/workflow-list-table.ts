import { workflowActionNames } from '../contracts/workflow/cases';

/**
 * Spec §4 "Workflow list updates after actions" as data. Each cell of the spec's table (action × list) is a list
 * of rows tried in order; the first row whose conditions all hold (AND) gives the operation. Conditions compare a
 * field of the record after the action with the viewer's own values (their user id, their selected workgroup,
 * the list of their workgroups) or with the record before the action. The spec writes each cell from the acting
 * user's side ("create", "update"); the rows spell out the other side too (remove otherwise), so the same table
 * updates every console that receives the change — the actor's and everybody else's.
 */
export const workflowActions = workflowActionNames;
export type WorkflowAction = (typeof workflowActions)[number];
/** What reaches the lists: the desk's actions, an edit of a record's details and a reminder falling due. */
export const listActions = [...workflowActions, 'update', 'remind'] as const;
export type ListAction = (typeof listActions)[number];

/** The four lists of each record type: mine in my selected workgroup, mine anywhere, the selected workgroup's,
 * and all my workgroups'. */
export const listKinds = ['my', 'my_all', 'wg', 'wg_all'] as const;
export type ListKind = (typeof listKinds)[number];

export const listNames = {
  case: { my: 'my_cases', my_all: 'my_cases_all', wg: 'wg_cases', wg_all: 'wg_cases_all' },
  lead: { my: 'my_leads', my_all: 'my_leads_all', wg: 'wg_leads', wg_all: 'wg_leads_all' },
} as const;
export type ListName = (typeof listNames)[keyof typeof listNames][ListKind];

export type ListOp = 'create' | 'update' | 'remove';
export type Operator = 'equal' | 'not_equal' | 'in' | 'not_in';
export type RecordField = 'wrkgrp_id' | 'owner_user_id';
/** viewer.wrkgrp_id_list is the list of the viewer's workgroups; previous.* is the record before the action. */
export type Operand =
  'viewer.owner_user_id' | 'viewer.wrkgrp_id' | 'viewer.wrkgrp_id_list' | 'previous.wrkgrp_id';
export type Condition = { field: RecordField; op: Operator; value: Operand };
export type Row = { op: ListOp; when: readonly Condition[] };

const c = (field: RecordField, op: Operator, value: Operand): Condition => ({ field, op, value });
const mine = c('owner_user_id', 'equal', 'viewer.owner_user_id');
const notMine = c('owner_user_id', 'not_equal', 'viewer.owner_user_id');
const inMyWg = c('wrkgrp_id', 'equal', 'viewer.wrkgrp_id');
const notInMyWg = c('wrkgrp_id', 'not_equal', 'viewer.wrkgrp_id');
const inMyWgs = c('wrkgrp_id', 'in', 'viewer.wrkgrp_id_list');
const notInMyWgs = c('wrkgrp_id', 'not_in', 'viewer.wrkgrp_id_list');
const moved = c('wrkgrp_id', 'not_equal', 'previous.wrkgrp_id');
const stayed = c('wrkgrp_id', 'equal', 'previous.wrkgrp_id');
const always: readonly Condition[] = [];

const remove: Row = { op: 'remove', when: always };
/** accept, yank and the my-lists of reject: "create" (for the new owner); everyone else removes it. */
const createMine = {
  my: [{ op: 'create', when: [mine, inMyWg] }, remove],
  my_all: [{ op: 'create', when: [mine] }, remove],
} as const;
const updateInWg = {
  wg: [{ op: 'update', when: [inMyWg] }, remove],
  wg_all: [{ op: 'update', when: [inMyWgs] }, remove],
} as const;
/** dispatch, and the workgroup lists of reject. */
const asDispatch = {
  wg: [{ op: 'create', when: [inMyWg, moved] }, { op: 'update', when: [inMyWg, stayed] }, remove],
  wg_all: [{ op: 'create', when: [inMyWgs, moved] }, { op: 'update', when: [inMyWgs, stayed] }, remove],
} as const;

/** A change that keeps owner and workgroup: every list updates the record where it holds it. */
const inPlace = {
  my: [{ op: 'update', when: [mine, inMyWg] }, remove],
  my_all: [{ op: 'update', when: [mine] }, remove],
  ...updateInWg,
} as const;

export const workflowListTable: Record<ListAction, Record<ListKind, readonly Row[]>> = {
  assign: {
    my: [
      { op: 'update', when: [inMyWg, mine] },
      { op: 'remove', when: [notMine] },
      { op: 'remove', when: [notInMyWg] },
    ],
    my_all: [
      { op: 'update', when: [mine] },
      { op: 'remove', when: [notMine] },
    ],
    wg: [
      { op: 'update', when: [inMyWg] },
      { op: 'remove', when: [notInMyWg] },
    ],
    wg_all: [
      { op: 'update', when: [inMyWgs] },
      { op: 'remove', when: [notInMyWgs] },
    ],
  },
  dispatch: { my: [remove], my_all: [remove], ...asDispatch },
  accept: { ...createMine, ...updateInWg },
  reject: { ...createMine, ...asDispatch },
  yank: { ...createMine, ...updateInWg },
  close: { my: [remove], my_all: [remove], wg: [remove], wg_all: [remove] },
  // Not in the spec's table (issue 19): edited details and a new priority move nothing, so each list refreshes
  // the record where it holds it.
  update: inPlace,
  priority: inPlace,
  // A status move keeps owner and workgroup. Reopen brings back a record close took off every list, so it is a
  // create where it belongs (a create of a record a list still holds replaces it: workflow-lists.ts).
  progress: inPlace,
  pend: inPlace,
  resolve: inPlace,
  remind: inPlace,
  reopen: {
    my: [{ op: 'create', when: [mine, inMyWg] }, remove],
    my_all: [{ op: 'create', when: [mine] }, remove],
    wg: [{ op: 'create', when: [inMyWg] }, remove],
    wg_all: [{ op: 'create', when: [inMyWgs] }, remove],
  },
};
