import type { RegistryEntry } from '../registry-entry';
import { machineReport } from './machine-report';
import type { PathStage } from './paths';
import type { MachineReport } from './report';
import { unpackReport, type ReportMessage } from './report-wire';

export type ReportState =
  | { kind: 'computing'; stage: PathStage | null }
  | { kind: 'ready'; report: MachineReport }
  | { kind: 'failed'; text: string };

type Job = { entry: RegistryEntry; state: ReportState };

/*
 * One report per registered machine for the console's lifetime: the machines are code, so a report never goes
 * stale, and reopening the panel or the tab shows it at once. A failed one is forgotten, so the next asks again.
 */
const jobs = new Map<string, Job>();
// Apart from the jobs: a view may subscribe before it asks, and keeps listening across a failed job's retry.
const listeners = new Map<string, Set<() => void>>();
let worker: Worker | null = null;

const settle = (id: string, state: ReportState) => {
  const job = jobs.get(id);
  if (!job) return;
  job.state = state;
  if (state.kind === 'failed') jobs.delete(id);
  listeners.get(id)?.forEach((listener) => listener());
};

const onMessage = ({ data }: MessageEvent<ReportMessage>) => {
  const job = jobs.get(data.id);
  if (!job) return;
  if (data.kind === 'stage') settle(data.id, { kind: 'computing', stage: data.stage });
  else if (data.kind === 'failed') settle(data.id, data);
  else settle(data.id, { kind: 'ready', report: unpackReport(data.report, job.entry.sampleEvents) });
};

const workerOf = (): Worker => {
  if (worker) return worker;
  const started = new Worker(new URL('./report.worker.ts', import.meta.url), { type: 'module' });
  started.addEventListener('message', onMessage);
  // The worker's script did not load or threw outside a request: every report waiting on it fails, visibly.
  started.addEventListener('error', (event) => {
    event.preventDefault();
    worker = null;
    for (const [id, job] of [...jobs])
      if (job.state.kind === 'computing')
        settle(id, { kind: 'failed', text: `The paths could not be generated: ${event.message}` });
  });
  worker = started;
  return started;
};

/** Where there is no Worker (a test DOM), the same report on this thread, after the current render. */
const computeHere = (entry: RegistryEntry) =>
  setTimeout(() => {
    try {
      settle(entry.id, { kind: 'ready', report: machineReport(entry) });
    } catch (failure) {
      settle(entry.id, { kind: 'failed', text: String(failure) });
    }
  }, 0);

/** Starts the report of a registered machine unless it is ready or on its way; cheap to call again. */
export const requestReport = (entry: RegistryEntry): void => {
  if (jobs.has(entry.id)) return;
  jobs.set(entry.id, { entry, state: { kind: 'computing', stage: null } });
  if (typeof Worker === 'undefined') computeHere(entry);
  else workerOf().postMessage({ id: entry.id });
};

/** The report's state now (the same object until it changes, as useSyncExternalStore needs). */
export const reportState = (id: string): ReportState | undefined => jobs.get(id)?.state;

/** Calls `listener` whenever the report of `id` moves on; returns the unsubscribe. */
export const subscribeReport = (id: string, listener: () => void): (() => void) => {
  const set = listeners.get(id) ?? new Set();
  listeners.set(id, set.add(listener));
  return () => set.delete(listener);
};
