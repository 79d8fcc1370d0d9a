import { describe, expect, it } from 'vitest';
import { world } from './world';

const onCall = async () => {
  const t = await world.phone().ready();
  t.incoming('0821234567', 'c1');
  t.answer();
  return t;
};

describe('telephony machine: in-call controls', () => {
  it('sends DTMF from the dial pad during a call', async () => {
    const t = await onCall();
    t.send({ type: 'telephony.call.dtmf', tone: '5' });
    expect(t.sip.at(-1)).toEqual({ type: 'sip.dtmf', tone: '5' });
  });
});

describe('telephony machine: transfer picks', () => {
  it('loads the colleagues with an extension when a call connects, without the agent’s own', async () => {
    const t = await onCall();
    expect(t.context.directory).toEqual([{ ext: '1004', name: 'Thabo Molefe', state: 'ready' }]);
  });
});

describe('telephony machine: blind transfer', () => {
  it('refers the caller to an extension, then the agent goes to after-call work', async () => {
    const t = await onCall();
    t.send({ type: 'telephony.transfer.blind', target: '1004' });
    t.expectState('inQueue.talking.transferring.requested');
    expect(t.sip.at(-1)).toEqual({ type: 'sip.transfer', target: '1004' });
    expect(t.hasTag('busy')).toBe(true);
    t.send({ type: 'sip.transferred' });
    t.expectState('inQueue.wrapUp');
    expect(t.log.at(-1)).toMatchObject({ event: 'ended', detail: 'Transferred to 1004' });
    t.dispose();
    t.expectState('inQueue.ready');
  });

  it('refuses a target that is not a number, and a refused REFER leaves the caller on hold with a notice', async () => {
    const t = await onCall();
    t.send({ type: 'telephony.transfer.blind', target: 'Thandi' });
    t.expectState('inQueue.talking.onCall');
    t.send({ type: 'telephony.call.hold' });
    t.send({ type: 'telephony.transfer.blind', target: '600' });
    t.send({ type: 'sip.transferFailed', reason: '603 Decline' });
    t.expectState('inQueue.talking.onHold');
    expect(t.context.notice).toMatch(/did not go through \(603 Decline\)/);
  });

  it('the old leg ending while transferring also counts as transferred', async () => {
    const t = await onCall();
    t.send({ type: 'telephony.transfer.blind', target: '600' });
    t.send({ type: 'sip.ended', call_id: 'c1', cause: 'BYE', transport: false });
    t.expectState('inQueue.wrapUp');
  });
});

describe('telephony machine: attended (warm) transfer', () => {
  it('holds the caller, consults the target, completes with Replaces and goes to after-call work', async () => {
    const t = await onCall();
    t.send({ type: 'telephony.transfer.consult', target: '1004' });
    t.expectState('inQueue.talking.consulting.ringing');
    expect(t.sip.slice(-2)).toEqual([{ type: 'sip.hold' }, { type: 'sip.consult', target: '1004' }]);
    expect(t.hasTag('on-hold')).toBe(true);
    expect(t.context.call_hold_id).toBe('c1');
    // Completing before the target answers is not offered.
    t.send({ type: 'telephony.transfer.complete' });
    t.expectState('inQueue.talking.consulting.ringing');
    t.send({ type: 'sip.consult.confirmed' });
    expect(t.hasTag('consult-connected')).toBe(true);
    t.send({ type: 'telephony.transfer.complete' });
    expect(t.sip.at(-1)).toEqual({ type: 'sip.transfer.complete' });
    t.expectState('inQueue.talking.transferring.requested');
    t.send({ type: 'sip.consult.ended', cause: 'BYE' });
    t.expectState('inQueue.talking.transferring.requested');
    t.send({ type: 'sip.transferred' });
    t.expectState('inQueue.wrapUp');
  });

  it('cancel hangs up the consult and resumes the caller', async () => {
    const t = await onCall();
    t.send({ type: 'telephony.transfer.consult', target: '1004' });
    t.send({ type: 'sip.consult.confirmed' });
    t.send({ type: 'telephony.transfer.cancel' });
    t.expectState('inQueue.talking.onCall');
    expect(t.sip.slice(-2)).toEqual([{ type: 'sip.consult.hangup' }, { type: 'sip.unhold' }]);
    expect(t.context.transfer_target).toBeNull();
  });

  it('a consult the target does not take leaves the caller on hold, with a notice', async () => {
    const t = await onCall();
    t.send({ type: 'telephony.call.hold' });
    t.send({ type: 'telephony.transfer.consult', target: '1004' });
    t.send({ type: 'sip.consult.ended', cause: 'Busy' });
    t.expectState('inQueue.talking.onHold');
    expect(t.context.notice).toMatch(/consult call to 1004 ended \(Busy\)/);
  });

  it('the target agent’s call carries on with the transferred caller (INVITE with Replaces)', async () => {
    const t = await world.phone().ready();
    t.incoming('1003', 'consult-1');
    await t.answer().settle();
    t.send({ type: 'sip.replaced', number: '0821234567', call_id: 'c9' });
    t.expectState('inQueue.talking.onCall');
    expect(t.context).toMatchObject({ call_id: 'c9', call_number: '0821234567' });
  });
});
