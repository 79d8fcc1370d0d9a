import { defaultReopenDays } from '../contracts/workflow/lifecycle';
import { caseStatuses, type CaseRecord, type CaseStatus, type RecordType } from '../contracts/workflow/cases';
import { lifecycleActions, lifecycleTable, reopenAllowed, type LifecycleAction } from './case-lifecycle';
import { workflowActions, type WorkflowAction } from './workflow-list-table';

/** The answer of /get_all_workflow_actions: per status, the actions a record in it offers. */
export type WorkflowActionsAnswer = {
  object_type: RecordType;
  statuses: Record<CaseStatus, WorkflowAction[]>;
  /** The caller's tenant's reopen window in days (issue 34). */
  reopen_days: number;
};
export type ActionsByStatus = WorkflowActionsAnswer['statuses'];

const lifecycle = new Set<string>(lifecycleActions);
const deskMoves = workflowActions.filter((a) => !lifecycle.has(a));
/**
 * The workflow rule as a table, the same for cases and leads: the desk's moves (assign … priority) while a record
 * is open — a resolved one is only moved, taken back or closed (its urgency no longer matters) and a closed one
 * only reopened — plus the status moves the lifecycle allows from each status (src/rules/case-lifecycle.ts). The
 * service answers it and refuses what it does not list; the desk and the case page offer exactly it.
 */
const table = Object.fromEntries(
  caseStatuses.map((status) => {
    const desk =
      status === 'Closed'
        ? []
        : status === 'Resolved'
          ? deskMoves.filter((a) => a !== 'priority')
          : deskMoves;
    const moves = lifecycleActions.filter((a) => lifecycleTable[status][a] !== undefined);
    return [status, [...desk, ...moves.filter((a) => !desk.includes(a))]];
  }),
) as ActionsByStatus;

export const actionsByStatus = (
  objectType: RecordType,
  reopenDays: number = defaultReopenDays,
): WorkflowActionsAnswer => ({
  object_type: objectType,
  statuses: Object.fromEntries(caseStatuses.map((s) => [s, [...table[s]]])) as ActionsByStatus,
  reopen_days: reopenDays,
});

/** Whether the workflow rule lets a record in this status take this action. */
export const statusAllows = (status: CaseStatus, action: WorkflowAction): boolean =>
  table[status].includes(action);

/**
 * Which desk actions make sense for this record and this user (desk panel and case page), within what its status
 * allows (the service's map once loaded; the same table before). Ownership decides accept, reject and yank.
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

/**
 * The status moves the status control offers: the owner works the record through its statuses; closing and
 * reopening someone else's record also needs the close key (`mayCloseOthers`), as the service checks. Reopen only
 * inside the reopen window, counted from when it was closed, else resolved.
 */
export function statusMoves(
  record: CaseRecord,
  me: number | null,
  options: { byStatus?: ActionsByStatus | null; reopenDays?: number; mayCloseOthers: boolean; now?: Date },
): LifecycleAction[] {
  const mine = record.owner_user_id !== null && record.owner_user_id === me;
  const permitted = (options.byStatus ?? table)[record.status] ?? [];
  const since = record.closed_at ?? record.resolved_at;
  const inWindow =
    since === null ||
    reopenAllowed(new Date(since), options.now ?? new Date(), options.reopenDays ?? defaultReopenDays);
  return lifecycleActions.filter((a) => {
    if (!permitted.includes(a)) return false;
    if (a === 'close') return mine || options.mayCloseOthers;
    if (a === 'reopen') return (mine || options.mayCloseOthers) && inWindow;
    return mine;
  });
}
