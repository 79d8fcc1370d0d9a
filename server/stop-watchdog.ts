import { constants } from 'node:os';
import { Worker } from 'node:worker_threads';

/** The graceful stop's own deadline (main.ts); the watchdog's is a little later. */
export const stopDeadlineMs = 4_000;
const watchdogMs = 4_500;

/**
 * Runs on a thread of its own, which hears the stop signals too: libuv tells every thread that listens for a
 * signal. Node lets only the main thread listen through `process.on`, hence the signal binding (its deprecation
 * warning is silenced here, on this thread only). It writes with writeSync because console output would go
 * through the stuck main thread.
 */
const watcher = `
const { workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
process.noDeprecation = true;
const { Signal } = process.binding('signal_wrap');
for (const signum of workerData.signals) {
  const handle = new Signal();
  handle.onsignal = () => setTimeout(() => {
    const line = { level: 60, time: Date.now(), pid: process.pid, msg: workerData.message };
    writeSync(1, JSON.stringify(line) + '\\n');
    process.kill(process.pid, 'SIGKILL');
  }, workerData.ms);
  handle.start(signum);
}
`;

/**
 * SIGTERM and SIGINT always end the process within 5 s. The graceful stop (main.ts) runs on the main thread and
 * ends it sooner; but should that thread be stuck (PGlite spinning inside WebAssembly, as on a full disk before
 * the disk guard, issue 37), no JavaScript there runs again, and this watchdog kills the process instead. What
 * was acknowledged is already in the data directory (the kill −9 tests), and the next start takes over the lock.
 */
export function startStopWatchdog(): void {
  const worker = new Worker(watcher, {
    eval: true,
    workerData: {
      signals: [constants.signals.SIGTERM, constants.signals.SIGINT],
      ms: watchdogMs,
      message: `the service did not stop within ${watchdogMs / 1000} s of its signal (its main thread is stuck): killed`,
    },
  });
  worker.unref(); // it never keeps the process alive
}
