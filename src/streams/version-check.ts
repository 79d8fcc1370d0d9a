import { filter, type Observable, type ObservableInput, type SchedulerLike } from 'rxjs';
import { poll } from './poll';

/** Spec §9: the version check runs every 30 000 ms. */
export const versionCheckPeriodMs = 30000;

/**
 * Emits the service's build version whenever it differs from the stored one (spec §4 "Build version").
 * `load` yields null when the check could not be made; a missed check is not a mismatch.
 */
export const versionCheck = (
  load: () => ObservableInput<string | null>,
  readStored: () => string | null,
  options: { periodMs?: number; scheduler?: SchedulerLike } = {},
): Observable<string> =>
  poll(load, options.periodMs ?? versionCheckPeriodMs, { scheduler: options.scheduler }).pipe(
    filter((version): version is string => version !== null && version !== readStored()),
  );
