import { localDay } from './local-day';

/**
 * The filters behind the home page's task, meeting and call figures, read from the URL by the lists they link to
 * and applied by the service when it counts: one definition of "overdue", "due today" and "today" for both.
 */
export const taskDueFilters = ['overdue', 'today'] as const;
export type TaskDueFilter = (typeof taskDueFilters)[number];
export type TaskFilter = { scope: 'all' | 'mine'; due: TaskDueFilter | '' };

const finishedTask = new Set(['Completed', 'Cancelled']);

/** A task still to do whose due time has passed (overdue) or falls later today (today); null otherwise. */
export function taskDue(task: { due_at: string | null; status: string }, now: Date): TaskDueFilter | null {
  if (task.due_at === null || finishedTask.has(task.status)) return null;
  const due = new Date(task.due_at);
  if (due.getTime() < now.getTime()) return 'overdue';
  return localDay(due) === localDay(now) ? 'today' : null;
}

export function parseTaskFilter(search: string): TaskFilter {
  const q = new URLSearchParams(search.replace(/^\?/, ''));
  const due = q.get('due');
  return {
    scope: q.get('scope') === 'mine' ? 'mine' : 'all',
    due: due === 'overdue' || due === 'today' ? due : '',
  };
}

/** ?day=today&who=me on the meetings and calls lists: today's, and (meetings) only mine or those I attend. */
export type DayFilter = { today: boolean; mine: boolean };

export function parseDayFilter(search: string): DayFilter {
  const q = new URLSearchParams(search.replace(/^\?/, ''));
  return { today: q.get('day') === 'today', mine: q.get('who') === 'me' };
}

type MeetingFacts = {
  starts_at: string;
  status: string;
  owner_user_id: number;
  attendees: { user_id: number | null }[];
};

/** A meeting I own or attend, not cancelled. */
export const isMyMeeting = (m: MeetingFacts, me: number): boolean =>
  m.status !== 'Cancelled' && (m.owner_user_id === me || m.attendees.some((a) => a.user_id === me));

export function matchesMeetingFilter(
  m: MeetingFacts,
  filter: DayFilter,
  me: number | null,
  now: Date,
): boolean {
  if (filter.today && localDay(new Date(m.starts_at)) !== localDay(now)) return false;
  return !filter.mine || (me !== null && isMyMeeting(m, me));
}

/** A call started on the local day of `now`. */
export const isCallToday = (call: { started_at: string }, now: Date): boolean =>
  localDay(new Date(call.started_at)) === localDay(now);
