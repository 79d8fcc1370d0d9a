import {
  requestReport,
  reportState,
  subscribeReport,
  type ReportState,
} from '../../machines/graph/report-client';
import { unpackReport } from '../../machines/graph/report-wire';
import type { RegistryEntry } from '../../machines/registry-entry';
import { builtReportOf } from './built-artefacts';
import { chartRootOf } from './chart-cache';
import { markPhase } from './phase-mark';

/*
 * Where a machine's paths report comes from: the build's (built-artefacts.ts), fetched as one small chunk, or
 * failing that the report worker, which takes seconds for the largest machines (telephony, meeting). Asked once
 * per machine for the console's life, like the worker's own reports.
 */
type Source = { kind: 'loading' } | { kind: 'built'; state: ReportState } | { kind: 'worker' };

const sources = new Map<string, Source>();
const listeners = new Map<string, Set<() => void>>();

const settle = (id: string, source: Source) => {
  sources.set(id, source);
  listeners.get(id)?.forEach((listener) => listener());
};

/** Starts the report of a registered machine unless it is ready or on its way; cheap to call again. */
export const prepareReport = (entry: RegistryEntry): void => {
  if (sources.has(entry.id)) return;
  sources.set(entry.id, { kind: 'loading' });
  void builtReportOf(entry.id, chartRootOf(entry.machine), entry.sampleEvents).then((wire) => {
    if (!wire) {
      requestReport(entry);
      return settle(entry.id, { kind: 'worker' });
    }
    settle(entry.id, {
      kind: 'built',
      state: { kind: 'ready', report: unpackReport(wire, entry.sampleEvents) },
    });
  });
};

/** The report's state now (the same object until it changes); undefined before it is asked. */
export const preparedReport = (id: string): ReportState | undefined => {
  const source = sources.get(id);
  if (!source) return undefined;
  if (source.kind === 'built') return source.state;
  return source.kind === 'worker' ? reportState(id) : undefined;
};

/** Calls `listener` whenever the report of `id` moves on, from either source; returns the unsubscribe. */
export const subscribePrepared = (id: string, listener: () => void): (() => void) => {
  const notify = () => {
    if (preparedReport(id)?.kind === 'ready') markPhase('paths-ready');
    listener();
  };
  const set = listeners.get(id) ?? new Set();
  listeners.set(id, set.add(notify));
  const fromWorker = subscribeReport(id, notify);
  return () => {
    set.delete(notify);
    fromWorker();
  };
};
