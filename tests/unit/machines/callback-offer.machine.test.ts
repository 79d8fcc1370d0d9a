import { Subject, type Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromEventObservable, fromPromise, type EventObject } from 'xstate';
import type { CallbackOffer } from '../../../src/contracts/telephony/callbacks';
import {
  callbackOfferMachine,
  type CallbackOfferEvent,
} from '../../../src/machines/telephony/callback-offer.machine';
import { dialRequests } from '../../../src/streams/dial-requests';

const offer: CallbackOffer = {
  callback_id: 7,
  caller_number: '0821234567',
  queue_name: 'Member Services – Pretoria',
  ring_timeout_seconds: 20,
  arrived_at: '2026-11-29T08:00:00.000Z',
};

/** The machine with the service's pushes, the ring and the calls replaced by the test's own. */
function world(take: () => Promise<{ caller_number: string }>) {
  const pushes = new Subject<CallbackOfferEvent>();
  const ring = { on: 0, off: 0 };
  const declined: number[] = [];
  const actor = createActor(
    callbackOfferMachine.provide({
      actors: {
        pushes: fromEventObservable(() => pushes as Observable<EventObject>),
        ring: fromCallback(() => {
          ring.on += 1;
          return () => (ring.off += 1);
        }),
        take: fromPromise(take),
        decline: fromPromise(async ({ input }: { input: { id: number } }) => {
          declined.push(input.id);
          return null;
        }),
      },
    }),
  ).start();
  return { actor, pushes, ring, declined };
}

const settled = () => new Promise((r) => setTimeout(r, 0));

describe('callback offer in the dock (issue 39)', () => {
  it('rings while offered; taken, the softphone is asked to dial the caller and the ring stops', async () => {
    const dialled: string[] = [];
    const sub = dialRequests.subscribe((r) => dialled.push(`${r.number}|${r.name}`));
    const w = world(async () => ({ caller_number: '0821234567' }));
    w.pushes.next({ type: 'callback.offered', offer });
    expect(w.actor.getSnapshot().hasTag('ringing')).toBe(true);
    expect(w.ring).toEqual({ on: 1, off: 0 });
    w.actor.send({ type: 'callback.take' });
    await settled();
    expect(dialled).toEqual(['0821234567|Call back 0821234567']);
    expect(w.ring).toEqual({ on: 1, off: 1 });
    expect(w.actor.getSnapshot().context.offer).toBeNull();
    sub.unsubscribe();
  });

  it('withdrawn by the service (rang out), it stops ringing; declined, the service is told which request', async () => {
    const w = world(async () => ({ caller_number: 'x' }));
    w.pushes.next({ type: 'callback.offered', offer });
    w.pushes.next({ type: 'callback.withdrawn' });
    expect(w.actor.getSnapshot().value).toBe('idle');
    expect(w.ring.off).toBe(1);
    w.pushes.next({ type: 'callback.offered', offer: { ...offer, callback_id: 8 } });
    w.actor.send({ type: 'callback.decline' });
    await settled();
    expect(w.declined).toEqual([8]);
    expect(w.actor.getSnapshot().value).toBe('idle');
  });

  it('a take the service refuses (taken elsewhere) says so and dials nothing', async () => {
    const dialled: string[] = [];
    const sub = dialRequests.subscribe((r) => dialled.push(r.number));
    const w = world(() => Promise.reject(new Error('gone')));
    w.pushes.next({ type: 'callback.offered', offer });
    w.actor.send({ type: 'callback.take' });
    await settled();
    expect(dialled).toEqual([]);
    expect(w.actor.getSnapshot().context.error).toMatch(/no longer yours/);
    sub.unsubscribe();
  });
});
