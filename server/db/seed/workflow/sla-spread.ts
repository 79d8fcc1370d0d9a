import type { CasePriority, CaseSeverity, CaseStatus } from '../../../../src/contracts/workflow/cases';
import {
  addWorkingMinutes,
  defaultTargets,
  defaultWorkingDay,
} from '../../../../src/contracts/workflow-admin/working-time';
import { computeSla, workingMinutesBetween } from '../../../../src/rules/sla';
import type { caseHistory } from '../../schema';

/** The seeded case fields that decide its SLA. */
type Timed = {
  number: string;
  status: CaseStatus;
  severity: CaseSeverity;
  priority: CasePriority;
  ownerUserId: number | null;
  createdAt: Date;
  updatedAt: Date;
  dueAt: Date | null;
  closedAt: Date | null;
};
type Slot = 'overdue' | 'due-today' | 'due-later' | 'paused';
// Per six open records: two overdue, one due today, two due later, one waiting on the customer.
const slots: Slot[] = ['overdue', 'due-later', 'due-today', 'overdue', 'due-later', 'paused'];
const minute = 60_000;
const hour = 60 * minute;
// Targets long enough to fall on a later day whenever the database is created (the seeded mapping = defaults).
const longTargets: [CaseSeverity, CasePriority][] = [
  ['Minor', 'Low'],
  ['Moderate', 'Low'],
  ['Minor', 'Medium'],
];

/** The latest moment `minutes` of working time before `to` (the inverse of addWorkingMinutes). */
function workingMinutesBefore(to: Date, minutes: number): Date {
  let lo = to.getTime() - 90 * 24 * hour;
  let hi = to.getTime();
  while (hi - lo > minute) {
    const mid = Math.floor((lo + hi) / 2);
    if (workingMinutesBetween(new Date(mid), to) >= minutes) lo = mid;
    else hi = mid;
  }
  return new Date(lo);
}

/** Working minutes left today after `now` (0 in the evening and at weekends). */
function roomToday(now: Date): number {
  const end = addWorkingMinutes(now, 0);
  if (end.getTime() !== now.getTime()) return 0;
  const local = new Date(now.getTime() + defaultWorkingDay.utcOffsetMinutes * minute);
  const minuteOfDay = local.getUTCHours() * 60 + local.getUTCMinutes();
  return Math.max(0, 18 * 60 - minuteOfDay);
}

const pausedAt = (now: Date) => new Date(now.getTime() - hour);
const answerAt = (createdAt: Date, now: Date) =>
  new Date(Math.min(createdAt.getTime() + minute, now.getTime()));

/**
 * Spreads the seeded open cases and leads over every SLA state relative to `now` (the day the database is made),
 * so a fresh start shows overdue, due today (in working hours), due later and paused records. Closed records
 * keep their timing. Only timing, status and, for the due-later ones, targets change.
 */
export function spreadSla<T extends Timed>(index: number, now: Date, row: T): T {
  if (row.status === 'Closed') return row;
  const k = Math.floor(index / slots.length) % 3;
  const room = roomToday(now);
  const wanted = slots[index % slots.length];
  const slot = wanted === 'due-today' && room < 20 ? 'due-later' : wanted;
  const [severity, priority] = slot === 'due-later' ? longTargets[k] : [row.severity, row.priority];
  const { resolution } = defaultTargets(severity, priority);
  const created =
    slot === 'overdue'
      ? // Missed a working day or several ago, not all this morning: the team's fortnight shows breaches
        // on most days.
        workingMinutesBefore(workingMinutesBefore(now, 60 + 120 * k + 540 * ((index * 5) % 9)), resolution)
      : slot === 'due-today'
        ? workingMinutesBefore(addWorkingMinutes(now, Math.min(room - 5, resolution / 2)), resolution)
        : slot === 'paused'
          ? workingMinutesBefore(pausedAt(now), Math.floor(resolution / 2))
          : // Opened over the last days rather than all this morning: up to 60% of a target of four working
            // days or more leaves over a working day, so the due time stays on a later day.
            workingMinutesBefore(now, Math.max(5, Math.floor((resolution * ((index * 7) % 10) * 6) / 100)));
  const createdAt = new Date(Math.min(created.getTime(), now.getTime() - minute));
  const status: CaseStatus =
    slot === 'paused' ? 'Pending Customer' : row.ownerUserId === null ? 'Open' : 'In Progress';
  const sla = computeSla({
    createdAt,
    ...targetsOf(severity, priority),
    firstResponseAt: slot === 'overdue' ? null : answerAt(createdAt, now),
    statusChanges: slot === 'paused' ? [{ at: pausedAt(now), status: 'Pending Customer' }] : [],
    status,
    closedAt: null,
    now,
  });
  return {
    ...row,
    severity,
    priority,
    status,
    createdAt,
    updatedAt: createdAt,
    dueAt: sla.resolutionDue,
    closedAt: null,
  };
}

const targetsOf = (severity: CaseSeverity, priority: CasePriority) => {
  const t = defaultTargets(severity, priority);
  return { responseMinutes: t.response, resolutionMinutes: t.resolution };
};

/**
 * The history that makes the spread true: the first answer of every record not meant to be overdue, and the
 * move to Pending Customer of the paused ones. Derived from the rows spreadSla returned.
 */
export function spreadHistory(
  rows: readonly (Timed & { id: number; tenantId: number })[],
  now: Date,
  memberIds: readonly number[],
): (typeof caseHistory.$inferInsert)[] {
  const out: (typeof caseHistory.$inferInsert)[] = [];
  for (const row of rows) {
    const answered = row.status !== 'Closed' && row.dueAt !== null && row.dueAt > now;
    const userId = row.ownerUserId ?? memberIds[0] ?? null;
    if (!answered || userId === null) continue;
    const base = { caseId: row.id, tenantId: row.tenantId, userId };
    out.push({
      ...base,
      action: row.ownerUserId === null ? 'dispatch' : 'accept',
      changes: row.status === 'In Progress' ? { status: ['Open', 'In Progress'] } : {},
      at: answerAt(row.createdAt, now),
    });
    if (row.status === 'Pending Customer')
      out.push({
        ...base,
        action: 'status',
        changes: { status: ['Open', 'Pending Customer'] },
        note: 'Waiting for the member’s documents',
        at: pausedAt(now),
      });
  }
  return out;
}
