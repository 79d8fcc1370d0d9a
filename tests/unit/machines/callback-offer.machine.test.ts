import { Subject, type Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import {
  createActor,
  createMachine,
  fromCallback,
  fromEventObservable,
  fromPromise,
  type ActorRefFrom,
  type EventObject,
} from 'xstate';
import type { CallbackOffer } from '../../../src/contracts/telephony/callbacks';
import {
  callbackOfferMachine,
  type CallbackOfferEvent,
} from '../../../src/machines/telephony/callback-offer.machine';
import type { SoftphoneEvent } from '../../../src/machines/telephony/softphone.machine';

const offer: CallbackOffer = {
  callback_id: 7,
  caller_number: '0821234567',
  queue_name: 'Member Services – Pretoria',
  ring_timeout_seconds: 20,
  arrived_at: '2026-11-29T08:00:00.000Z',
};

/**
 * The machine with the service's pushes, the ring and the calls replaced by the test's own, in a system beside a
 * stand-in softphone (systemId 'softphone', as the phone session keeps it) that notes what it is asked to dial.
 */
function world(take: () => Promise<{ caller_number: string }>, options = { softphone: true }) {
  const pushes = new Subject<CallbackOfferEvent>();
  const ring = { on: 0, off: 0 };
  const declined: number[] = [];
  const dialled: string[] = [];
  const offerMachine = callbackOfferMachine.provide({
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
  });
  const softphone = fromCallback<SoftphoneEvent>(({ receive }) =>
    receive((e) => {
      if (e.type === 'softphone.dial') dialled.push(`${e.number}|${e.name}`);
    }),
  );
  const tab = createActor(
    createMachine({
      id: 'tab',
      invoke: [
        ...(options.softphone ? [{ id: 'softphone', systemId: 'softphone', src: softphone }] : []),
        { id: 'offer', src: offerMachine },
      ],
    }),
  ).start();
  const actor = tab.getSnapshot().children.offer as ActorRefFrom<typeof callbackOfferMachine>;
  return { actor, pushes, ring, declined, dialled };
}

const settled = () => new Promise((r) => setTimeout(r, 0));

describe('callback offer in the dock (issue 39)', () => {
  it('rings while offered; taken, the softphone is asked to dial the caller and the ring stops', async () => {
    const w = world(async () => ({ caller_number: '082 123 4567' }));
    w.pushes.next({ type: 'callback.offered', offer });
    expect(w.actor.getSnapshot().hasTag('ringing')).toBe(true);
    expect(w.ring).toEqual({ on: 1, off: 0 });
    w.actor.send({ type: 'callback.take' });
    await settled();
    expect(w.dialled).toEqual(['0821234567|Call back 082 123 4567']);
    expect(w.ring).toEqual({ on: 1, off: 1 });
    expect(w.actor.getSnapshot().context.offer).toBeNull();
  });

  it('taken in a tab without a softphone, it dials nothing and is ready for the next offer', async () => {
    const w = world(async () => ({ caller_number: '0821234567' }), { softphone: false });
    w.pushes.next({ type: 'callback.offered', offer });
    w.actor.send({ type: 'callback.take' });
    await settled();
    expect(w.actor.getSnapshot().status).toBe('active');
    expect(w.actor.getSnapshot().value).toBe('idle');
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
    const w = world(() => Promise.reject(new Error('gone')));
    w.pushes.next({ type: 'callback.offered', offer });
    w.actor.send({ type: 'callback.take' });
    await settled();
    expect(w.dialled).toEqual([]);
    expect(w.actor.getSnapshot().context.error).toMatch(/no longer yours/);
  });
});
