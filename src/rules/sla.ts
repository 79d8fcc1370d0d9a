import type { CaseStatus } from '../contracts/workflow/cases';
import type { SlaState } from '../contracts/workflow/sla';
import {
  addWorkingMinutes,
  defaultWorkingDay,
  isWeekend,
  parseWorkingDay,
  type WorkingDay,
} from '../contracts/workflow-admin/working-time';

/** The status that stops the clock: the case waits on the customer, not on the agent. */
export const pausingStatus: CaseStatus = 'Pending Customer';

export type SlaInput = {
  createdAt: Date;
  /** Targets in working minutes, from the severity/priority time mapping. */
  responseMinutes: number;
  resolutionMinutes: number;
  /** The first agent action or note after creation; null while nobody has answered. */
  firstResponseAt: Date | null;
  /** Status changes after creation, oldest first; the case starts in a non-pausing status. */
  statusChanges: readonly { at: Date; status: CaseStatus }[];
  status: CaseStatus;
  /** When the case was resolved or closed; its clock stops there. */
  closedAt: Date | null;
  now: Date;
  day?: WorkingDay;
};

export type Sla = {
  state: SlaState;
  /** The target the state speaks of: the response until it is met, then the resolution. */
  target: 'response' | 'resolution';
  responseDue: Date;
  resolutionDue: Date;
  responseMet: boolean;
  /** Working minutes from now (or from closing) to the due time of `target`; negative when over. */
  minutesLeft: number;
};

const dayMs = 86_400_000;
const weekMs = 7 * dayMs;

/** Working minutes between two instants (0 when `to` is not after `from`), Monday to Friday within the day. */
export function workingMinutesBetween(from: Date, to: Date, day: WorkingDay = defaultWorkingDay): number {
  const { start: startMinute, end: endMinute, offsetMs } = parseWorkingDay(day);
  const start = startMinute * 60_000;
  const end = endMinute * 60_000;
  const a = from.getTime() + offsetMs;
  const b = to.getTime() + offsetMs;
  let total = 0;
  const lastMidnight = Math.floor(b / dayMs) * dayMs;
  for (let midnight = Math.floor(a / dayMs) * dayMs; midnight < b; midnight += dayMs) {
    // Whole weeks after the first day are five working days each (a case months overdue is ranked at every
    // list call, so counting them one day at a time showed in the list's cost).
    if (midnight > a && lastMidnight - midnight >= weekMs) {
      const weeks = Math.floor((lastMidnight - midnight) / weekMs);
      total += weeks * 5 * (end - start);
      midnight += weeks * weekMs - dayMs;
      continue;
    }
    if (isWeekend(midnight)) continue;
    const lo = Math.max(a, midnight + start);
    const hi = Math.min(b, midnight + end);
    if (hi > lo) total += hi - lo;
  }
  return Math.round(total / 60_000);
}

type Interval = { from: Date; to: Date | null };

/** Statuses in which the clock does not run: waiting on the customer, or finished until a reopen resumes it. */
const stopped = new Set<CaseStatus>([pausingStatus, 'Resolved', 'Closed']);

/**
 * The stretches in which the clock runs: from creation, minus every stay in Pending Customer and every stay in
 * Resolved or Closed that a reopen ended (issue 34: a reopen resumes the SLA where it stopped). A case paused
 * now is projected as if it resumed now, so its due times say how much time the agent will have.
 */
function runningIntervals(input: SlaInput, until: Date): Interval[] {
  const out: Interval[] = [];
  let runningSince: Date | null = input.createdAt;
  for (const change of input.statusChanges) {
    if (change.at > until) break;
    const pauses = stopped.has(change.status);
    if (pauses && runningSince) {
      out.push({ from: runningSince, to: change.at });
      runningSince = null;
    } else if (!pauses && !runningSince) runningSince = change.at;
  }
  out.push({ from: runningSince ?? (until > input.createdAt ? until : input.createdAt), to: null });
  return out;
}

/** When `minutes` of running working time have passed. */
function dueAfter(intervals: Interval[], minutes: number, day: WorkingDay): Date {
  let left = minutes;
  for (const { from, to } of intervals) {
    const room = to === null ? Infinity : workingMinutesBetween(from, to, day);
    if (left <= room) return addWorkingMinutes(from, left, day);
    left -= room;
  }
  throw new Error('unreachable: the last interval is open');
}

/** Working minutes from `now` to `due`, negative once `due` has passed (pauses before `now` are already in `due`). */
const signedMinutes = (now: Date, due: Date, day: WorkingDay): number => {
  if (due >= now) return workingMinutesBetween(now, due, day);
  const over = workingMinutesBetween(due, now, day);
  return over === 0 ? 0 : -over;
};

const localDay = (d: Date, day: WorkingDay): number =>
  Math.floor((d.getTime() + day.utcOffsetMinutes * 60_000) / dayMs);

export type SlaDues = { responseDue: Date; resolutionDue: Date };

/**
 * When the response and the resolution are due. They depend on `now` only while the case is paused (its clock
 * is projected to resume now): for a running or finished case they hold until its facts change, so a caller
 * that ranks the same cases again and again may keep them and pass them to computeSla.
 */
export function slaDues(input: SlaInput): SlaDues {
  const day = input.day ?? defaultWorkingDay;
  const finished = input.status === 'Resolved' || input.status === 'Closed';
  const clock = finished && input.closedAt ? input.closedAt : input.now;
  const intervals = runningIntervals(input, clock);
  return {
    responseDue: dueAfter(intervals, input.responseMinutes, day),
    resolutionDue: dueAfter(intervals, input.resolutionMinutes, day),
  };
}

/** Whether slaDues of this input would come out the same at any later `now`. */
export const duesHold = (input: Pick<SlaInput, 'status'>): boolean => input.status !== pausingStatus;

/**
 * A case's SLA at `now` (issue 18): response and resolution due in working time, the clock paused while the
 * status is Pending Customer. Pure: the service attaches it to every record and tests compare against it.
 */
export function computeSla(input: SlaInput, known?: SlaDues): Sla {
  const day = input.day ?? defaultWorkingDay;
  const finished = input.status === 'Resolved' || input.status === 'Closed';
  const clock = finished && input.closedAt ? input.closedAt : input.now;
  const { responseDue, resolutionDue } = known ?? slaDues(input);
  const responseMet = input.firstResponseAt !== null && input.firstResponseAt <= clock;
  const target = responseMet || finished ? 'resolution' : 'response';
  const due = target === 'response' ? responseDue : resolutionDue;
  const minutesLeft = signedMinutes(clock, due, day);
  const state: SlaState = finished
    ? 'met'
    : input.status === pausingStatus
      ? 'paused'
      : input.now > due
        ? 'overdue'
        : localDay(due, day) === localDay(input.now, day)
          ? 'due-today'
          : 'due-later';
  return { state, target, responseDue, resolutionDue, responseMet, minutesLeft };
}

/** Sort key for lists: most urgent first (overdue by most, then least time left), paused and met last. */
export function slaRank(sla: Pick<Sla, 'state' | 'minutesLeft'> | null): number {
  if (!sla || sla.state === 'met') return Number.MAX_SAFE_INTEGER;
  if (sla.state === 'paused') return Number.MAX_SAFE_INTEGER / 2 + sla.minutesLeft;
  return sla.minutesLeft;
}
