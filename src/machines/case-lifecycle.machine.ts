import { assign, setup } from 'xstate';
import type { CaseStatus } from '../contracts/workflow/cases';
import { defaultReopenDays } from '../contracts/workflow/lifecycle';
import { lifecycleTable, reopenAllowed, type LifecycleMove } from '../rules/case-lifecycle';

/** A status move; the moves that finish or reopen a record say when (the reopen window counts from then). */
export type CaseLifecycleEvent =
  | { type: 'case.progress' }
  | { type: 'case.pend' }
  | { type: 'case.remind' }
  | { type: 'case.resolve'; at: string }
  | { type: 'case.close'; at: string }
  | { type: 'case.reopen'; at: string };

const stateOf: Record<CaseStatus, string> = {
  Open: 'open',
  'In Progress': 'inProgress',
  'Pending Customer': 'pendingCustomer',
  Resolved: 'resolved',
  Closed: 'closed',
};
export const lifecycleStateOf = (status: CaseStatus): string => stateOf[status];

type Transition = { target: string; guard?: 'withinReopenWindow'; actions?: 'finish' | 'resume' };

/**
 * A state's transitions read off the lifecycle table the service enforces (src/rules/case-lifecycle.ts), so the
 * model and the rule cannot drift apart: the paths test walks exactly what the service allows.
 */
function transitionsFrom(status: CaseStatus): Record<string, Transition> {
  const moves = Object.entries(lifecycleTable[status]) as [LifecycleMove, CaseStatus][];
  return Object.fromEntries(
    moves.map(([move, to]) => {
      const t: Transition = { target: stateOf[to] };
      if (move === 'reopen') Object.assign(t, { guard: 'withinReopenWindow', actions: 'resume' });
      if (move === 'resolve' || (move === 'close' && status !== 'Resolved')) t.actions = 'finish';
      return [`case.${move}`, t];
    }),
  );
}

/**
 * The status lifecycle of one case or lead (issue 34): Open → In Progress → Pending Customer (the SLA clock
 * paused; its reminder brings it back) → Resolved → Closed, and Reopen from Resolved or Closed while the tenant's
 * reopen window lasts.
 */
export const caseLifecycleMachine = setup({
  types: {
    context: {} as { finishedAt: string | null; reopenDays: number },
    events: {} as CaseLifecycleEvent,
    input: {} as { reopenDays?: number } | undefined,
  },
  guards: {
    withinReopenWindow: ({ context, event }) =>
      'at' in event &&
      (context.finishedAt === null ||
        reopenAllowed(new Date(context.finishedAt), new Date(event.at), context.reopenDays)),
  },
  actions: {
    finish: assign({ finishedAt: ({ event }) => ('at' in event ? event.at : null) }),
    resume: assign({ finishedAt: null }),
  },
}).createMachine({
  id: 'caseLifecycle',
  context: ({ input }) => ({ finishedAt: null, reopenDays: input?.reopenDays ?? defaultReopenDays }),
  initial: 'open',
  states: {
    open: { on: transitionsFrom('Open') },
    inProgress: { on: transitionsFrom('In Progress') },
    pendingCustomer: { tags: ['slaPaused'], on: transitionsFrom('Pending Customer') },
    resolved: { tags: ['slaStopped'], on: transitionsFrom('Resolved') },
    closed: { tags: ['slaStopped'], on: transitionsFrom('Closed') },
  },
});

const resolvedAt = '2026-11-16T10:00:00.000Z';
/** Every move once, a reopen inside the 14-day window and one after it (refused). */
export const caseLifecycleSampleEvents: CaseLifecycleEvent[] = [
  { type: 'case.progress' },
  { type: 'case.pend' },
  { type: 'case.remind' },
  { type: 'case.resolve', at: resolvedAt },
  { type: 'case.close', at: resolvedAt },
  { type: 'case.reopen', at: '2026-11-20T10:00:00.000Z' },
  { type: 'case.reopen', at: '2026-12-20T10:00:00.000Z' },
];
