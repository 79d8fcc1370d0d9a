import { describe, expect, it } from 'vitest';
import { prefetchOnce, type Idle } from '../../../src/app/prefetch-home';

/** An idle queue the test runs by hand, so "later, when idle" is a step it takes, not a wait. */
const idleQueue = () => {
  const queued: (() => void)[] = [];
  const idle: Idle = (run) => queued.push(run);
  return { idle, runAll: () => queued.splice(0).forEach((run) => run()), size: () => queued.length };
};

describe('prefetch of the chunks after sign-in', () => {
  it('loads nothing until the browser is idle, then each chunk once however often the user types', () => {
    const loads: string[] = [];
    const { idle, runAll, size } = idleQueue();
    const prefetch = prefetchOnce([async () => loads.push('shell'), async () => loads.push('home')], idle);
    prefetch();
    prefetch();
    expect(loads).toEqual([]);
    expect(size()).toBe(1);
    runAll();
    prefetch();
    runAll();
    expect(loads).toEqual(['shell', 'home']);
  });

  it('a chunk that fails to load does not stop the others nor surface as an unhandled rejection', async () => {
    const loads: string[] = [];
    const { idle, runAll } = idleQueue();
    prefetchOnce([() => Promise.reject(new Error('offline')), async () => loads.push('home')], idle)();
    runAll();
    await Promise.resolve();
    expect(loads).toEqual(['home']);
  });
});
