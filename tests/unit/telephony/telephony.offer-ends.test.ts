import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { sampleAgentStatus } from '../../../src/machines/telephony/sample-data';
import { transferConfirmWaitMs } from '../../../src/machines/telephony/telephony-setup';
import { world } from './world';

const missed = { ...sampleAgentStatus('not_ready', 'MISSED'), pause_reason: 'Missed' };

// Issue 35: a ring the caller abandoned is not the agent's miss, and an answer that fails is a failed call.
describe('telephony machine: how an offer ends', () => {
  it('a caller who hangs up while it rings is logged as such, not counted as missed', async () => {
    const t = await world.phone().ready();
    t.incoming('0821234567');
    t.expectState('inQueue.ringing.offered');
    t.send({ type: 'sip.ended', call_id: 'x', cause: 'Canceled', transport: false });
    t.expectState('inQueue.ready');
    expect(t.log.at(-1)).toMatchObject({ event: 'ended', detail: 'Caller hung up' });
    expect(t.context.notice).toBe('0821234567 hung up before the call was answered.');
    expect(t.context.missed_offers).toBe(0);
  });

  it('ten callers who give up leave the missed count at 0', async () => {
    const t = await world.phone().ready();
    for (let i = 0; i < 10; i += 1) {
      t.incoming(`08212345${10 + i}`);
      t.send({ type: 'sip.ended', call_id: 'x', cause: 'Canceled', transport: false });
    }
    expect(t.context.missed_offers).toBe(0);
    t.expectState('inQueue.ready');
  });

  it('a ring that ends unanswered for another reason is the agent’s miss', async () => {
    const t = await world.phone().ready();
    t.incoming('0821234567');
    t.send({ type: 'sip.ended', call_id: 'x', cause: 'No Answer', transport: false });
    expect(t.context.missed_offers).toBe(1);
    expect(t.context.notice).toBe('Missed call from 0821234567');
    expect(t.log.at(-1)).toMatchObject({ event: 'missed' });
  });

  it('an answer that fails (e.g. 488) is a failed call with its reason, not a miss', async () => {
    const t = await world.phone().ready();
    t.incoming('0821234567');
    t.send({ type: 'telephony.call.answer' });
    t.expectState('inQueue.ringing.answering');
    expect(t.sip.at(-1)).toEqual({ type: 'sip.answer' });
    t.send({ type: 'sip.ended', call_id: 'x', cause: 'Bad Media Description', transport: false });
    t.expectState('inQueue.ready');
    expect(t.context.missed_offers).toBe(0);
    expect(t.log.at(-1)).toMatchObject({ event: 'failed', detail: 'Answer failed: Bad Media Description' });
    expect(t.context.notice).toBe('The call from 0821234567 could not be answered: bad media description.');
  });

  it('a caller who hangs up while the answer is on its way is still the caller’s end', async () => {
    const t = await world.phone().ready();
    t.incoming('0821234567');
    t.send({ type: 'telephony.call.answer' });
    t.send({ type: 'sip.ended', call_id: 'x', cause: 'Canceled', transport: false });
    expect(t.log.at(-1)).toMatchObject({ event: 'ended', detail: 'Caller hung up' });
    expect(t.context.missed_offers).toBe(0);
  });

  it('the router’s Missed after the ring’s CANCEL still counts once', async () => {
    const t = await world.phone().ready();
    t.incoming('0821234567');
    t.send({ type: 'sip.ended', call_id: 'x', cause: 'Canceled', transport: false });
    t.send({ type: 'service.agentStatus', status: missed });
    t.expectState('inQueue.notReady');
    expect(t.context.missed_offers).toBe(1);
    // Another Not ready reason the service pushes is no miss.
    await t.send({ type: 'telephony.ready' }).settle();
    t.send({
      type: 'service.agentStatus',
      status: { ...sampleAgentStatus('not_ready', 'LUNCH'), pause_reason: 'Lunch' },
    });
    expect(t.context.missed_offers).toBe(1);
  });
});

const onCall = async (clock?: SimulatedClock) => {
  const t = await world.phone(clock ? { clock } : {}).ready();
  t.incoming('0821234567', 'c1');
  t.answer();
  return t;
};

// Issue 35: a transfer releases the agent into after-call work whatever order the far end's NOTIFY and BYE take.
describe('telephony machine: a transfer releases the agent', () => {
  it('the far end takes the REFER (202), then NOTIFY reports the target reached: wrap-up', async () => {
    const t = await onCall();
    t.send({ type: 'telephony.transfer.blind', target: '5002' });
    t.send({ type: 'sip.transferAccepted' });
    t.expectState('inQueue.talking.transferring.accepted');
    t.send({ type: 'sip.transferred' });
    t.expectState('inQueue.wrapUp');
    expect(t.log.at(-1)).toMatchObject({ event: 'ended', detail: 'Transferred to 5002' });
  });

  it('the far end’s BYE before any NOTIFY: wrap-up, and a late NOTIFY changes nothing', async () => {
    const t = await onCall();
    t.send({ type: 'telephony.transfer.blind', target: '5002' });
    t.send({ type: 'sip.transferAccepted' });
    t.send({ type: 'sip.ended', call_id: 'c1', cause: 'Terminated', transport: false });
    t.expectState('inQueue.wrapUp');
    t.send({ type: 'sip.transferred' });
    t.send({ type: 'sip.transferFailed', reason: 'SIP 486' });
    t.expectState('inQueue.wrapUp');
  });

  it('a far end that took the REFER and says nothing more: the agent’s leg is hung up after a bounded wait', async () => {
    const clock = new SimulatedClock();
    const t = await onCall(clock);
    t.send({ type: 'telephony.transfer.blind', target: '5002' });
    t.send({ type: 'sip.transferAccepted' });
    clock.increment(transferConfirmWaitMs - 1);
    t.expectState('inQueue.talking.transferring.accepted');
    clock.increment(1);
    t.expectState('inQueue.wrapUp');
    expect(t.sip.at(-1)).toEqual({ type: 'sip.hangup' });
    expect(t.log.at(-1)).toMatchObject({
      event: 'ended',
      detail: expect.stringMatching(/^Transferred to 5002 \(/),
    });
  });

  it('no wait runs before the REFER is taken: a refused REFER leaves the caller on hold', async () => {
    const clock = new SimulatedClock();
    const t = await onCall(clock);
    t.send({ type: 'telephony.transfer.blind', target: '5002' });
    clock.increment(transferConfirmWaitMs * 3);
    t.expectState('inQueue.talking.transferring.requested');
    t.send({ type: 'sip.transferFailed', reason: 'Request Timeout' });
    t.expectState('inQueue.talking.onHold');
  });

  it('a warm transfer’s REFER taken, then the caller’s BYE: wrap-up', async () => {
    const t = await onCall();
    t.send({ type: 'telephony.transfer.consult', target: '1004' });
    t.send({ type: 'sip.consult.confirmed' });
    t.send({ type: 'telephony.transfer.complete' });
    t.send({ type: 'sip.transferAccepted' });
    t.send({ type: 'sip.consult.ended', cause: 'BYE' });
    t.expectState('inQueue.talking.transferring.accepted');
    t.send({ type: 'sip.ended', call_id: 'c1', cause: 'Terminated', transport: false });
    t.expectState('inQueue.wrapUp');
    expect(t.log.at(-1)).toMatchObject({ event: 'ended', detail: 'Transferred to 1004' });
  });
});
