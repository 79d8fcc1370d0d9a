import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { world } from './world';
import type { Phone } from './world-phone';

const wrapUpCountdown = (t: Phone) =>
  (t.actor.getSnapshot().value as { session: { agent: { inQueue: { wrapUp: { countdown: string } } } } })
    .session.agent.inQueue.wrapUp.countdown;

describe('telephony machine: the state asked for during a call (kept)', () => {
  it('keeps Not ready asked for while ringing, through the call and its after-call work', async () => {
    const t = await world.phone().ready();
    t.incoming('0821234567');
    t.send({ type: 'telephony.pause', code: 'TRAINING' });
    await t.answer().settle();
    t.hangup();
    expect(t.context.pending).toEqual({ kind: 'pause', code: 'TRAINING' });
    await t.dispose().settle();
    t.expectState('inQueue.notReady');
    expect(t.context.current_pause?.reason).toBe('Training');
  });

  it('keeps Not ready asked for while an offer rang, when the offer is missed or rejected', async () => {
    const t = await world.phone().ready();
    t.incoming('0821234567');
    t.send({ type: 'telephony.pause', code: 'LUNCH' });
    await t.send({ type: 'sip.ended', call_id: 'x', cause: 'No Answer', transport: false }).settle();
    t.expectState('inQueue.notReady');
    expect(t.context.current_pause?.reason).toBe('Lunch');
    expect(t.context.missed_offers).toBe(1);
    await t.send({ type: 'telephony.ready' }).settle();
    t.incoming('0821234568');
    t.send({ type: 'telephony.queue.logout' });
    await t.send({ type: 'telephony.call.reject' }).settle();
    t.expectState('registered');
    expect(t.context.rejected_offers).toBe(1);
  });

  it('keeps a state asked for during an outbound call that never connected', async () => {
    const t = await world.phone().ready();
    t.send({ type: 'telephony.dial', number: '0115550100' });
    t.send({ type: 'telephony.pause', code: 'LUNCH' });
    await t.send({ type: 'sip.ended', call_id: 'o1', cause: 'Busy', transport: false }).settle();
    t.expectState('inQueue.notReady');
    expect(t.context.pending).toBeNull();
    expect(t.context.notice).toMatch(/did not connect/);
  });
});

describe('telephony machine: after an outbound call', () => {
  it('returns to Not ready "Lunch" when the call was placed while on lunch, without telling the service again', async () => {
    const t = await world.phone().ready();
    await t.send({ type: 'telephony.pause', code: 'LUNCH' }).settle();
    const saved = t.statusCalls.length;
    t.send({ type: 'telephony.dial', number: '0115550100' });
    t.expectState('inQueue.dialing');
    expect(t.context.return_pause).toEqual({ code: 'LUNCH', reason: 'Lunch' });
    await t.send({ type: 'sip.confirmed', call_id: 'o1' }).settle();
    t.hangup();
    t.dispose();
    t.expectState('inQueue.notReady');
    expect(t.context.current_pause?.reason).toBe('Lunch');
    expect(t.statusCalls.length).toBe(saved);
  });

  it('goes Ready (saved at the service) when the agent asked for Ready during that call', async () => {
    const t = await world.phone().ready();
    await t.send({ type: 'telephony.pause', code: 'LUNCH' }).settle();
    t.send({ type: 'telephony.dial', number: '0115550100' });
    await t.send({ type: 'sip.confirmed', call_id: 'o1' }).settle();
    t.send({ type: 'telephony.ready' });
    t.hangup();
    await t.dispose().settle();
    t.expectState('inQueue.ready');
    expect(t.statusCalls.at(-1)).toEqual({ state: 'ready' });
  });

  it('an outbound call from Ready, or one that does not connect from Not ready, returns where it started', async () => {
    const t = await world.phone().ready();
    t.send({ type: 'telephony.dial', number: '0115550100' });
    await t.send({ type: 'sip.confirmed', call_id: 'o1' }).settle();
    t.hangup();
    t.dispose();
    t.expectState('inQueue.ready');
    await t.send({ type: 'telephony.pause', code: 'LUNCH' }).settle();
    t.send({ type: 'telephony.dial', number: '0115550100' });
    t.send({ type: 'sip.ended', call_id: 'o2', cause: 'Busy', transport: false });
    t.expectState('inQueue.notReady');
  });
});

describe('telephony machine: after-call work', () => {
  it('requires one of the tenant’s codes: an unknown or system code keeps the agent in wrap-up', async () => {
    const t = await world.phone().ready();
    t.incoming('0821234567');
    await t.answer().settle();
    t.hangup();
    t.dispose('SYS_TRANSPORT_LOST');
    t.expectState('inQueue.wrapUp');
    expect(t.context.error).toBe('Choose one of your wrap-up codes');
    t.dispose('NOT_A_CODE');
    t.expectState('inQueue.wrapUp');
    expect(t.log.some((c) => c.type === 'log.dispose')).toBe(false);
    t.dispose('CASE_LOGGED');
    t.expectState('inQueue.ready');
    expect(t.context.error).toBeNull();
  });

  it('holds the agent in wrap-up until the countdown ends, even with the code saved; no offer meanwhile', async () => {
    const clock = new SimulatedClock();
    const t = await world.phone({ clock }).ready();
    t.send({
      type: 'sip.incoming',
      number: '0821234567',
      call_id: 'q1',
      queue_name: 'Claims',
      wrap_up_seconds: 25,
    });
    expect(t.context.call_queue).toBe('Claims');
    await t.answer().settle();
    t.hangup();
    expect(t.hasTag('wrap-up-held')).toBe(true);
    expect(t.context.wrap_up_until).not.toBeNull();
    t.dispose('RESOLVED');
    t.expectState('inQueue.wrapUp');
    expect(wrapUpCountdown(t)).toBe('running');
    t.incoming('0837776666', 'q2');
    t.expectState('inQueue.wrapUp');
    expect(t.sip.at(-1)).toMatchObject({ type: 'sip.reject', status: 486 });
    clock.increment(24_000);
    t.expectState('inQueue.wrapUp');
    clock.increment(1000);
    t.send({ type: 'telephony.notice.dismiss' });
    t.expectState('inQueue.ready');
    expect(t.context.wrap_up_until).toBeNull();
  });

  it('a countdown that ends first waits for the code', async () => {
    const clock = new SimulatedClock();
    const t = await world.phone({ clock }).ready();
    t.send({ type: 'sip.incoming', number: '0821234567', call_id: 'q1', wrap_up_seconds: 5 });
    await t.answer().settle();
    t.hangup();
    clock.increment(5000);
    expect(wrapUpCountdown(t)).toBe('over');
    t.expectState('inQueue.wrapUp');
    t.dispose();
    t.expectState('inQueue.ready');
  });

  it('with no enforced duration (the default) the code alone ends after-call work', async () => {
    const t = await world.phone().ready();
    t.incoming('0821234567');
    await t.answer().settle();
    t.hangup();
    expect(t.hasTag('wrap-up-held')).toBe(false);
    expect(t.context.wrap_up_until).toBeNull();
    t.dispose();
    t.expectState('inQueue.ready');
  });
});

describe('telephony machine: missed and rejected offers', () => {
  it('counts offers that rang out and offers the agent rejected, for the session', async () => {
    const t = await world.phone().ready();
    t.incoming('0821234567');
    t.send({ type: 'sip.ended', call_id: 'x', cause: 'No Answer', transport: false });
    expect(t.log.at(-1)).toMatchObject({ event: 'missed', detail: 'Not answered' });
    t.incoming('0821234568');
    t.send({ type: 'telephony.call.reject' });
    t.incoming('0821234569');
    t.send({ type: 'sip.ended', call_id: 'x', cause: 'Request Timeout', transport: false });
    expect(t.context).toMatchObject({ missed_offers: 2, rejected_offers: 1 });
    t.incoming('0821234570');
    await t.answer().settle();
    t.hangup();
    t.dispose();
    expect(t.context).toMatchObject({ missed_offers: 2, rejected_offers: 1 });
  });
});
