import { registry } from '../registry';
import { machineReport } from './machine-report';
import { packReport, type ReportMessage, type ReportRequest } from './report-wire';

/*
 * The debug panel's path generation, off the console's main thread: a large machine (telephony) takes seconds,
 * which on the main thread froze the whole console until the Paths tab painted. One request at a time, in order.
 */
const post = (message: ReportMessage) => self.postMessage(message);

self.addEventListener('message', ({ data }: MessageEvent<ReportRequest>) => {
  const { id } = data;
  const entry = registry.find((e) => e.id === id);
  if (!entry) return post({ id, kind: 'failed', text: `No registered machine is called ${id}.` });
  try {
    const report = machineReport(entry, (stage) => post({ id, kind: 'stage', stage }));
    post({ id, kind: 'done', report: packReport(report, entry.sampleEvents) });
  } catch (failure) {
    post({ id, kind: 'failed', text: failure instanceof Error ? failure.message : String(failure) });
  }
});
