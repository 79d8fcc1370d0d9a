import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { notificationsMachine, toastTimeoutMs } from '../../../src/machines/notifications.machine';
import { post } from '../../../src/services/http';
import { clearSessionTokens } from '../../../src/services/token-store';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('notifications machine', () => {
  it('shows a toast for 3 s, then removes it', () => {
    const actor = createActor(notificationsMachine).start();
    actor.send({ type: 'toast.show', kind: 'error', text: 'That name is taken' });
    expect(actor.getSnapshot().context.toasts.map((t) => t.text)).toEqual(['That name is taken']);
    vi.advanceTimersByTime(toastTimeoutMs - 1);
    expect(actor.getSnapshot().context.toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.toasts).toHaveLength(0);
  });

  it('honours a shorter timeout (time configuration toasts stay 2000 ms) and manual dismissal', () => {
    const actor = createActor(notificationsMachine).start();
    actor.send({ type: 'toast.show', kind: 'success', text: 'Saved', timeoutMs: 2000 });
    actor.send({ type: 'toast.show', kind: 'info', text: 'Other' });
    const [first, second] = actor.getSnapshot().context.toasts;
    actor.send({ type: 'toast.dismiss', id: second!.id });
    expect(actor.getSnapshot().context.toasts).toEqual([first]);
    vi.advanceTimersByTime(2000);
    expect(actor.getSnapshot().context.toasts).toEqual([]);
  });

  it('shows the same message once while it is on screen', () => {
    const actor = createActor(notificationsMachine).start();
    actor.send({ type: 'toast.show', kind: 'error', text: 'Some Internal Error Occurred' });
    actor.send({ type: 'toast.show', kind: 'error', text: 'Some Internal Error Occurred' });
    expect(actor.getSnapshot().context.toasts).toHaveLength(1);
  });

  it("raises 'You are not signed in' when a call is refused for want of a token (catalogue §8)", async () => {
    clearSessionTokens();
    const actor = createActor(notificationsMachine).start();
    await post('/anything', {});
    expect(actor.getSnapshot().context.toasts.map((t) => t.text)).toEqual(['You are not signed in']);
  });
});
