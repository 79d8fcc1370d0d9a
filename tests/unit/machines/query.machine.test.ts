import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { queryMachine, type QueryInput } from '../../../src/machines/query.machine';
import type { ReadName } from '../../../src/machines/reads';
import { adviceApi } from '../../../src/services/advice-api';
import { HttpError } from '../../../src/services/http-result';

type Answer = { data?: unknown; refuse?: string; after?: number };

/** A fluent driver: answers are queued per run, in order; `navigate` is recorded, never followed. */
const query = (input: QueryInput, answers: Answer[] = []) => {
  const calls: { read: ReadName; params: unknown }[] = [];
  const navigate = vi.fn();
  const machine = queryMachine.provide({
    actors: {
      fetch: fromPromise<unknown, { read: ReadName; params: unknown }>(async ({ input: call }) => {
        calls.push(call);
        const answer = answers[calls.length - 1] ?? { data: null };
        await new Promise((resolve) => setTimeout(resolve, answer.after ?? 0));
        if (answer.refuse) throw new HttpError({ kind: 'appError', errCode: 7, msg: answer.refuse });
        return answer.data;
      }),
    },
    actions: { navigate: (_, params: { to: string }) => navigate(params.to) },
  });
  const actor = createActor(machine, { input }).start();
  const driver = {
    actor,
    calls,
    navigate,
    run: (params: unknown) => {
      actor.send({ type: 'query.run', params });
      return driver;
    },
    settled: () => waitFor(actor, (s) => !s.hasTag('loading')).then(() => driver),
    data: () => actor.getSnapshot().context.data,
    error: () => actor.getSnapshot().context.error,
  };
  return driver;
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('query machine', () => {
  it('runs the named read with the parameters and shows its answer', async () => {
    const q = await query({ read: 'advice.profile' }, [{ data: { name: 'Thabo Nkosi' } }])
      .run(7)
      .settled();
    expect(q.calls).toEqual([{ read: 'advice.profile', params: 7 }]);
    expect(q.data()).toEqual({ name: 'Thabo Nkosi' });
    expect(q.error()).toBeNull();
  });

  it('shows the service message when the read is refused', async () => {
    const q = await query({ read: 'sales.history' }, [{ refuse: 'Not allowed' }])
      .run(null)
      .settled();
    expect(q.actor.getSnapshot().matches('failed')).toBe(true);
    expect(q.error()).toBe('Not allowed');
  });

  it('never shows a slower, older answer over a newer run', async () => {
    const q = query({ read: 'advice.search' }, [
      { data: ['old'], after: 30 },
      { data: ['new'], after: 0 },
    ]);
    await q.run('th').run('thabo').settled();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(q.data()).toEqual(['new']);
  });

  it('opens what a create made, filled from the answer, and stays put on a refusal', async () => {
    const made = await query({ read: 'advice.create', redirect: '/advice/document/:advice_id' }, [
      { data: { advice_id: 41 } },
    ])
      .run(7)
      .settled();
    expect(made.navigate).toHaveBeenCalledWith('/advice/document/41');
    const refused = await query({ read: 'advice.create', redirect: '/advice/document/:advice_id' }, [
      { refuse: 'No employee' },
    ])
      .run(7)
      .settled();
    expect(refused.navigate).not.toHaveBeenCalled();
  });

  it('reads again after refreshMs and keeps the last answer in view meanwhile', async () => {
    vi.useFakeTimers();
    const q = query({ read: 'debug.team', refreshMs: 5000 }, [
      { data: ['a'] },
      { data: ['a', 'b'], after: 100 },
    ]).run(null);
    await vi.advanceTimersByTimeAsync(10);
    expect(q.data()).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(5000);
    expect(q.actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(q.data()).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(200);
    expect(q.calls).toHaveLength(2);
    expect(q.data()).toEqual(['a', 'b']);
  });

  it('calls the service itself: the view names the read and provides nothing', async () => {
    const created = vi.spyOn(adviceApi, 'createAdvice').mockResolvedValue({ advice_id: 9 } as never);
    const actor = createActor(queryMachine, { input: { read: 'advice.create' } }).start();
    actor.send({ type: 'query.run', params: 12 });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(created).toHaveBeenCalledWith({ employee_id: 12 });
    expect(actor.getSnapshot().context.data).toEqual({ advice_id: 9 });
  });
});
