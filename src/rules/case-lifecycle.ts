import type { CaseStatus } from '../contracts/workflow/cases';

/** The status moves a person takes (issue 34); 'remind' is the service's own, when a reminder falls due. */
export const lifecycleActions = ['progress', 'pend', 'resolve', 'close', 'reopen'] as const;
export type LifecycleAction = (typeof lifecycleActions)[number];
export type LifecycleMove = LifecycleAction | 'remind';

/**
 * Where each move takes a record from each status: Zammad's ticket states as the console's five. Pending
 * Customer may be pended again (a new reason or reminder date); a reopened record is worked on again. Closing is
 * possible from any open status (a duplicate is closed without resolving it); nothing but Reopen leaves Closed,
 * and only within the tenant's reopen window (reopenAllowed).
 */
export const lifecycleTable: Record<CaseStatus, Partial<Record<LifecycleMove, CaseStatus>>> = {
  Open: { progress: 'In Progress', pend: 'Pending Customer', resolve: 'Resolved', close: 'Closed' },
  'In Progress': { pend: 'Pending Customer', resolve: 'Resolved', close: 'Closed' },
  'Pending Customer': {
    progress: 'In Progress',
    pend: 'Pending Customer',
    remind: 'In Progress',
    resolve: 'Resolved',
    close: 'Closed',
  },
  Resolved: { reopen: 'In Progress', close: 'Closed' },
  Closed: { reopen: 'In Progress' },
};

/** The status a move leads to from `status`, or null when the lifecycle does not allow it. */
export const nextStatus = (status: CaseStatus, move: LifecycleMove): CaseStatus | null =>
  lifecycleTable[status][move] ?? null;

/** Whether a record resolved or closed at `since` may still be reopened at `now`. */
export const reopenAllowed = (since: Date, now: Date, windowDays: number): boolean =>
  now.getTime() - since.getTime() <= windowDays * 86_400_000;

/** The words a person reads for each move (the status control, the history, the toasts). */
export const lifecycleLabels: Record<LifecycleAction, string> = {
  progress: 'In Progress',
  pend: 'Pending Customer…',
  resolve: 'Resolved…',
  close: 'Closed…',
  reopen: 'Reopen…',
};
