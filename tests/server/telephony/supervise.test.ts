import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { exitOf, signalGroup } from '../../../server/telephony/child-process';
import { supervise, type SupervisedRun, type SupervisedState } from '../../../server/telephony/supervise';

/** A real child standing in for a server: `sleep` in its own group, stopped with SIGTERM. */
const startSleeper = async (): Promise<SupervisedRun & { pid: number }> => {
  const child = spawn('sleep', ['60'], { detached: true, stdio: 'ignore' });
  const pid = child.pid as number;
  const exited = exitOf(child);
  return {
    pid,
    exited,
    stop: async () => {
      signalGroup(pid, 'SIGTERM');
      await exited;
    },
  };
};

const until = async (check: () => boolean) => {
  const deadline = Date.now() + 10_000;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
};

describe('supervise', () => {
  it('restarts a child that dies unasked, logs why with its prefix, and stops for good on stop', async () => {
    const lines: string[] = [];
    const states: SupervisedState[] = [];
    const waits: number[] = [];
    let starts = 0;
    const supervised = await supervise({
      start: async () => {
        starts += 1;
        return startSleeper();
      },
      prefix: 'sleeper: ',
      log: (line) => lines.push(line),
      onState: (state) => states.push(state),
      schedule: (failures) => {
        waits.push(failures);
        return 10;
      },
    });
    const first = supervised.current();
    process.kill((first as { pid: number }).pid, 'SIGKILL');
    await until(() => starts === 2 && supervised.state() === 'running');
    expect(lines).toEqual([
      'sleeper: killed by SIGKILL; restarting in 0.01 s (restart 1 in a row)',
      'sleeper: restarted',
    ]);
    expect(states).toEqual(['restarting', 'running']);

    // Crashes in a row count up (the schedule is asked with 2).
    process.kill((supervised.current() as { pid: number }).pid, 'SIGKILL');
    await until(() => starts === 3 && supervised.state() === 'running');
    expect(waits).toEqual([1, 2]);

    const last = supervised.current() as SupervisedRun;
    await supervised.stop();
    expect(supervised.state()).toBe('down');
    expect(await last.exited).toEqual({ code: null, signal: 'SIGTERM' });
    await new Promise((r) => setTimeout(r, 50));
    expect(starts).toBe(3); // an asked-for exit is not restarted
  });

  it('a restart that fails counts as a crash and is tried again later', async () => {
    const lines: string[] = [];
    let starts = 0;
    const supervised = await supervise({
      start: async () => {
        starts += 1;
        if (starts === 2) throw new Error('port 8088 is taken');
        return startSleeper();
      },
      prefix: 'sleeper: ',
      log: (line) => lines.push(line),
      schedule: () => 10,
    });
    process.kill((supervised.current() as { pid: number }).pid, 'SIGKILL');
    await until(() => starts === 3 && supervised.state() === 'running');
    expect(lines).toEqual([
      'sleeper: killed by SIGKILL; restarting in 0.01 s (restart 1 in a row)',
      'sleeper: restart failed: port 8088 is taken; restarting in 0.01 s (restart 2 in a row)',
      'sleeper: restarted',
    ]);
    await supervised.stop();
  });

  it('after a healthy minute the count of crashes in a row starts over', async () => {
    let clock = 0;
    const waits: number[] = [];
    let starts = 0;
    const supervised = await supervise({
      start: async () => {
        starts += 1;
        return startSleeper();
      },
      prefix: 'sleeper: ',
      log: () => {},
      now: () => clock,
      schedule: (failures) => {
        waits.push(failures);
        return 10;
      },
    });
    const crash = async (count: number) => {
      process.kill((supervised.current() as { pid: number }).pid, 'SIGKILL');
      await until(() => starts === count && supervised.state() === 'running');
    };
    await crash(2); // at once: 1
    await crash(3); // at once again: 2
    clock += 60_000; // this run lasted a minute
    await crash(4);
    expect(waits).toEqual([1, 2, 1]);
    await supervised.stop();
  });
});
