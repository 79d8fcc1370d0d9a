import { filter, map, merge, Subject, timer, type Observable, type SchedulerLike } from 'rxjs';
import type { WorkflowPush } from './workflow-events';

/** Spec §9: the notification interval, 1 hour. */
export const notificationIntervalMs = 3_600_000;

const localChanges = new Subject<void>();
/** A console's own change (marked read) reaches its other notification views at once. */
export const announceNotificationChange = (): void => localChanges.next();

/**
 * When the notifications should be read again: every hour, on a push from the service (something was assigned
 * or dispatched to the user), and when this console marked some read.
 */
export const notificationTriggers = (
  pushes: Observable<WorkflowPush>,
  options: { periodMs?: number; scheduler?: SchedulerLike; local?: Observable<void> } = {},
): Observable<'interval' | 'push' | 'local'> =>
  merge(
    timer(
      options.periodMs ?? notificationIntervalMs,
      options.periodMs ?? notificationIntervalMs,
      options.scheduler,
    ).pipe(map(() => 'interval' as const)),
    pushes.pipe(
      filter((p) => p.kind === 'notification'),
      map(() => 'push' as const),
    ),
    (options.local ?? localChanges).pipe(map(() => 'local' as const)),
  );
