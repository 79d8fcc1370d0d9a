import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { ReportState } from '../../machines/graph/report-client';
import type { RegistryEntry } from '../../machines/registry-entry';
import { prepareReport, preparedReport, subscribePrepared } from './report-source';

const computing: ReportState = { kind: 'computing', stage: null };
const never = () => () => {};

/** The paths report of a registered machine, from the build or the report worker, kept for the console's life. */
export const useMachineReport = (entry: RegistryEntry | undefined): ReportState | null => {
  useEffect(() => {
    if (entry) prepareReport(entry);
  }, [entry]);
  const id = entry?.id;
  const subscribe = useCallback(
    (listener: () => void) => (id ? subscribePrepared(id, listener) : never()),
    [id],
  );
  const state = useSyncExternalStore(subscribe, () => (id ? preparedReport(id) : undefined));
  return entry ? (state ?? computing) : null;
};

/**
 * True once `key` has stayed the same for `ms`: a loading note that waits this long never flashes for work that
 * finishes at once, and still shows before the wait feels like a freeze.
 */
export const useAfter = (ms: number, key: unknown): boolean => {
  const [passed, setPassed] = useState<unknown>(undefined);
  useEffect(() => {
    const timer = setTimeout(() => setPassed(() => key), ms);
    return () => clearTimeout(timer);
  }, [ms, key]);
  return passed === key;
};
