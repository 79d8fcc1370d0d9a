import type { ChildExit } from './child-process';

/** What the dock's status says of a supervised server. */
export type SupervisedState = 'running' | 'restarting' | 'down';

/** One run of a supervised child, as its start function returns it once the child is ready. */
export type SupervisedRun = {
  /** Settles when the child exits, asked or not. */
  exited: Promise<ChildExit>;
  /** Stops the child (graceful, then forced) and cleans up after it; safe after an exit and safe twice. */
  stop: () => Promise<void>;
};

export type Supervised<Run extends SupervisedRun> = {
  state: () => SupervisedState;
  /** The run now serving, null while restarting or down. */
  current: () => Run | null;
  /** Stops the child and every restart to come; resolves once it is gone. */
  stop: () => Promise<void>;
};

export const firstBackoffMs = 500;
export const maxBackoffMs = 30_000;
/** A run that lasted this long was healthy: the next crash starts the schedule over. */
export const healthyRunMs = 60_000;

/** The wait before restart number `failures` (1, 2, …) in a row: 0.5 s, 1 s, 2 s … capped at 30 s. */
export const backoffMs = (failures: number): number =>
  Math.min(maxBackoffMs, firstBackoffMs * 2 ** Math.max(0, failures - 1));

const describeExit = (exit: ChildExit): string =>
  exit.signal ? `killed by ${exit.signal}` : `exited with code ${exit.code ?? 'unknown'}`;

/**
 * Keeps a child running: an exit nobody asked for is logged and the child started again after backoffMs (the
 * count of crashes in a row resets after a healthy run). `start` is given the log with the child's prefix (e.g.
 * "kamailio: "), for its output; the same prefix marks this function's own lines. A failed restart counts as a
 * crash. Resolves with the first run; a first start that fails rejects, as an unsupervised start would.
 */
export async function supervise<Run extends SupervisedRun>(options: {
  start: (log: (line: string) => void) => Promise<Run>;
  prefix: string;
  log: (line: string) => void;
  onState?: (state: SupervisedState) => void;
  /** Tests shorten the schedule; the service uses backoffMs. */
  schedule?: (failures: number) => number;
  now?: () => number;
}): Promise<Supervised<Run>> {
  const { prefix, onState } = options;
  const log = (line: string) => options.log(`${prefix}${line}`);
  const schedule = options.schedule ?? backoffMs;
  const now = options.now ?? Date.now;
  let state: SupervisedState = 'running';
  let run: Run | null = null;
  let stopping = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const setState = (next: SupervisedState) => {
    if (state === next) return;
    state = next;
    onState?.(next);
  };

  const watch = (current: Run, startedAt: number) => {
    void current.exited.then(async (exit) => {
      if (stopping || run !== current) return;
      run = null;
      await current.stop(); // what the dead run left: its workers' group, its run directory
      if (stopping) return;
      failures = now() - startedAt >= healthyRunMs ? 1 : failures + 1;
      restartLater(`${describeExit(exit)}`);
    });
  };
  const restartLater = (why: string) => {
    const wait = schedule(failures);
    log(`${why}; restarting in ${wait / 1000} s (restart ${failures} in a row)`);
    setState('restarting');
    timer = setTimeout(() => void restart(), wait);
  };
  const restart = async () => {
    if (stopping) return;
    const startedAt = now();
    try {
      const next = await options.start(log);
      if (stopping) return void (await next.stop());
      run = next;
      log('restarted');
      setState('running');
      watch(next, startedAt);
    } catch (error) {
      failures += 1;
      restartLater(`restart failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const first = await options.start(log);
  run = first;
  watch(first, now());
  return {
    state: () => state,
    current: () => run,
    stop: async () => {
      stopping = true;
      clearTimeout(timer);
      const current = run;
      run = null;
      await current?.stop();
      setState('down');
    },
  };
}
