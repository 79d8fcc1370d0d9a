import { caseStatuses, type CaseRecord, type CaseStatus, type RecordType } from '../contracts/workflow/cases';
import { workflowActions, type WorkflowAction } from './workflow-list-table';

/** The answer of /get_all_workflow_actions: per status, the desk actions a record in it offers. */
export type WorkflowActionsAnswer = {
  object_type: RecordType;
  statuses: Record<CaseStatus, WorkflowAction[]>;
};
export type ActionsByStatus = WorkflowActionsAnswer['statuses'];

const all = [...workflowActions];
/**
 * The workflow rule as a table, the same for cases and leads: a closed record takes no action, and a resolved
 * one is only moved, taken back or closed (its urgency no longer matters, so no priority change). The service
 * answers it and refuses what it does not list; the desk and the case page offer exactly it.
 */
const table: ActionsByStatus = {
  Open: all,
  'In Progress': all,
  'Pending Customer': all,
  Resolved: all.filter((a) => a !== 'priority'),
  Closed: [],
};

export const actionsByStatus = (objectType: RecordType): WorkflowActionsAnswer => ({
  object_type: objectType,
  statuses: Object.fromEntries(caseStatuses.map((s) => [s, [...table[s]]])) as ActionsByStatus,
});

/** Whether the workflow rule lets a record in this status take this action. */
export const statusAllows = (status: CaseStatus, action: WorkflowAction): boolean =>
  table[status].includes(action);

/**
 * Which actions make sense for this record and this user (desk panel and case page), within what its status allows
 * (the service's map once loaded; the same table before). Ownership decides accept, reject and yank.
 */
export function availableActions(
  record: CaseRecord,
  me: number | null,
  byStatus: ActionsByStatus = table,
): WorkflowAction[] {
  if (record.closed_at) return [];
  const mine = record.owner_user_id !== null && record.owner_user_id === me;
  const byOwner: WorkflowAction[] = ['assign', 'dispatch', 'priority'];
  if (record.owner_user_id === null) byOwner.push('accept');
  if (mine) byOwner.push('reject');
  if (!mine) byOwner.push('yank');
  byOwner.push('close');
  const permitted = byStatus[record.status] ?? [];
  return byOwner.filter((a) => permitted.includes(a));
}
