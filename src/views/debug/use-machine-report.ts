import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import {
  reportState,
  requestReport,
  subscribeReport,
  type ReportState,
} from '../../machines/graph/report-client';
import type { RegistryEntry } from '../../machines/registry-entry';

const computing: ReportState = { kind: 'computing', stage: null };
const never = () => () => {};

/** The paths report of a registered machine, generated in the report worker and kept for the console's life. */
export const useMachineReport = (entry: RegistryEntry | undefined): ReportState | null => {
  useEffect(() => {
    if (entry) requestReport(entry);
  }, [entry]);
  const id = entry?.id;
  const subscribe = useCallback(
    (listener: () => void) => (id ? subscribeReport(id, listener) : never()),
    [id],
  );
  const state = useSyncExternalStore(subscribe, () => (id ? reportState(id) : undefined));
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
