import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { accountMachine, type AccountEvent } from '../../../src/machines/account.machine';
import { dashboardMachine } from '../../../src/machines/dashboard.machine';
import { HttpError } from '../../../src/services/http-result';
import type { DashboardSummary } from '../../../src/contracts/system';

describe('account machine', () => {
  it('submits once, ignores a second submit while busy, and keeps the success message', async () => {
    const calls: AccountEvent[] = [];
    const machine = accountMachine.provide({
      actors: {
        submit: fromPromise<string, AccountEvent>(async ({ input }) => {
          calls.push(input);
          return 'Thank you for your feedback.';
        }),
      },
    });
    const actor = createActor(machine).start();
    const event: AccountEvent = { type: 'account.feedback', data: { email: 'a@b.co.za', message: 'Great' } };
    actor.send(event);
    actor.send(event);
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().context.message).toBe('Thank you for your feedback.');
  });

  it('keeps the error and allows another try', async () => {
    let attempt = 0;
    const machine = accountMachine.provide({
      actors: {
        submit: fromPromise<string, AccountEvent>(async () => {
          attempt++;
          if (attempt === 1) throw new Error('This password was used before. Choose a new one.');
          return 'Your password has been changed.';
        }),
      },
    });
    const actor = createActor(machine).start();
    const reset: AccountEvent = {
      type: 'account.reset',
      reset_token: 't'.repeat(20),
      password: 'N3w!passw0rd',
    };
    actor.send(reset);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('This password was used before. Choose a new one.');
    actor.send(reset);
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('dashboard machine', () => {
  it('loads on start, shows failures, and refreshes on request', async () => {
    const load = vi
      .fn<() => Promise<DashboardSummary>>()
      .mockRejectedValueOnce(new HttpError({ kind: 'network', message: 'down' }))
      .mockResolvedValue({ tenant_name: 'Pretoria Office', counts: [], recent_sign_ins: [] });
    const actor = createActor(
      dashboardMachine.provide({ actors: { loadSummary: fromPromise(load) } }),
    ).start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('Some Internal Error Occurred');
    actor.send({ type: 'dashboard.refresh' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.summary?.tenant_name).toBe('Pretoria Office');
  });
});
