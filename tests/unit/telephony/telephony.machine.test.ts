import { describe, expect, it } from 'vitest';
import { sampleAgentStatus } from '../../../src/machines/telephony/sample-data';
import { world } from './world';

describe('telephony machine: login and registration', () => {
  it('starts at pre-login and shows nothing like Ready before the SIP registration succeeds', async () => {
    const t = world.phone({ serviceStatus: sampleAgentStatus('ready') });
    expect(t.context.lifecycle_status).toBe('pre-login');
    await t.login().settle();
    expect(t.agentState()).toBe('registering');
    expect(t.context.lifecycle_status).toBe('registering');
    expect(t.connection()).toBe('connecting');
    expect(t.context.uri).toBe('sip:1003@pbx.ubuntubenefits.co.za');
    // The default workgroup's telephony_details (workgroups/default msg[0]) come in with the session.
    expect(t.context.line).toMatchObject({
      caller_id: '5001',
      queue: { name: 'Member Services – Pretoria' },
    });
    expect(JSON.stringify(t.context)).not.toMatch(/password/i);
    await t.registered().settle();
    // Reconciled with the service, which remembers the agent was Ready.
    t.expectState('inQueue.ready');
    expect(t.context.sip_login).toBe(true);
    expect(t.context.queue_login).toBe(true);
  });

  it('goes registered → queue login → ready when the service has the agent logged out', async () => {
    const t = world.phone();
    await t.login().settle();
    await t.registered().settle();
    t.expectState('registered');
    expect(t.context.lifecycle_status).toBe('registered');
    await t.send({ type: 'telephony.queue.login' }).settle();
    t.expectState('inQueue.ready');
    expect(t.statusCalls).toEqual([{ state: 'ready' }]);
  });

  it('restores Not ready with its pause reason from the service', async () => {
    const t = world.phone({ serviceStatus: sampleAgentStatus('not_ready', 'LUNCH') });
    await t.login().settle();
    await t.registered().settle();
    t.expectState('inQueue.notReady');
    expect(t.context.current_pause).toEqual({ code: 'LUNCH', reason: 'Lunch' });
  });

  it('fails the login with the SIP server’s reason', async () => {
    const t = world.phone();
    await t.login().settle();
    t.send({ type: 'sip.registrationFailed', reason: 'the telephony server refused the credentials' });
    expect(t.connection()).toBe('failed');
    expect(t.context.error).toContain('refused the credentials');
  });

  it('keeps the agent out of the queue when the service refuses the queue login', async () => {
    const t = world.phone({ failStatus: true });
    await t.login().settle();
    await t.registered().settle();
    await t.send({ type: 'telephony.queue.login' }).settle();
    t.expectState('registered');
    expect(t.context.error).toBe('Refused by the service');
  });

  it('logs out to pre-login, telling the service', async () => {
    const t = await world.phone().ready();
    await t.send({ type: 'telephony.logout' }).settle();
    expect(t.state()).toBe('"preLogin"');
    expect(t.statusCalls.at(-1)).toEqual({ state: 'logged_out' });
    expect(t.context.uri).toBeNull();
  });
});

describe('telephony machine: ready, not ready and pause codes', () => {
  it('pauses with a reason, keeps the previous reason, and returns to ready', async () => {
    const t = await world.phone().ready();
    await t.send({ type: 'telephony.pause', code: 'LUNCH' }).settle();
    t.expectState('inQueue.notReady');
    expect(t.context.lifecycle_status).toBe('not-ready');
    expect(t.context.current_pause?.reason).toBe('Lunch');
    await t.send({ type: 'telephony.pause', code: 'TRAINING' }).settle();
    expect(t.statusCalls.at(-1)).toEqual({ state: 'not_ready', pause_code: 'TRAINING' });
    await t.send({ type: 'telephony.ready' }).settle();
    t.expectState('inQueue.ready');
  });

  it('refuses an incoming call while Not ready, says so clearly, and logs it', async () => {
    const t = await world.phone().ready();
    await t.send({ type: 'telephony.pause', code: 'LUNCH' }).settle();
    t.incoming('0821234567');
    t.expectState('inQueue.notReady');
    expect(t.sip.at(-1)).toMatchObject({ type: 'sip.reject', status: 480 });
    expect(t.context.notice).toMatch(/Call from 082 123 4567 was refused: you are Not ready/);
    expect(t.log.map((c) => c.type)).toEqual(['log.start', 'log.event']);
    expect(t.log[1]).toMatchObject({ event: 'refused' });
    t.send({ type: 'telephony.notice.dismiss' });
    expect(t.context.notice).toBeNull();
  });

  it('refuses calls when registered but not in the queue', async () => {
    const t = world.phone();
    await t.login().settle();
    await t.registered().settle();
    t.incoming('0829998888');
    t.expectState('registered');
    expect(t.context.notice).toMatch(/not logged in to your queues/);
  });

  it('logs out of the queue', async () => {
    const t = await world.phone().ready();
    await t.send({ type: 'telephony.queue.logout' }).settle();
    t.expectState('registered');
    expect(t.statusCalls.at(-1)).toEqual({ state: 'logged_out' });
  });
});

describe('telephony machine: calls', () => {
  it('rings, answers, holds, hangs up, takes a disposition and is ready again', async () => {
    const t = await world.phone().ready();
    t.incoming('0821234567', 'c1');
    t.expectState('inQueue.ringing.offered');
    expect(t.context).toMatchObject({ incoming_number: '0821234567', call_id: 'c1', call_log_table_id: 101 });
    await t.answer().settle();
    t.expectState('inQueue.talking.onCall');
    expect(t.sip.map((c) => c.type)).toContain('sip.answer');
    expect(t.context.answered_at).not.toBeNull();
    t.send({ type: 'telephony.call.mute' });
    expect(t.context.muted).toBe(true);
    t.send({ type: 'telephony.call.unmute' });
    t.send({ type: 'telephony.call.hold' });
    t.expectState('inQueue.talking.onHold');
    expect(t.context.call_hold_id).toBe('c1');
    t.send({ type: 'telephony.call.unhold' });
    t.expectState('inQueue.talking.onCall');
    expect(t.context.call_hold_id).toBeNull();
    t.hangup();
    t.expectState('inQueue.wrapUp');
    expect(t.context.lifecycle_status).toBe('wrap-up');
    t.dispose('RESOLVED', 'Explained the gap cover waiting period');
    t.expectState('inQueue.ready');
    expect(t.log.map((c) => (c.type === 'log.event' ? c.event : c.type))).toEqual([
      'log.start',
      'answered',
      'hold',
      'unhold',
      'ended',
      'log.dispose',
    ]);
    expect(t.context.call_id).toBeNull();
  });

  it('ends in wrap-up when the caller hangs up, and back to ready without wrap-up when a ringing caller gives up', async () => {
    const t = await world.phone().ready();
    t.incoming('0821234567');
    await t.answer().settle();
    t.send({ type: 'sip.ended', call_id: 'x', cause: 'BYE', transport: false });
    t.expectState('inQueue.wrapUp');
    t.dispose();
    t.incoming('0837776666');
    t.send({ type: 'sip.ended', call_id: 'x', cause: 'Canceled', transport: false });
    t.expectState('inQueue.ready');
    expect(t.context.notice).toBe('0837776666 hung up before the call was answered.');
    expect(t.context.missed_offers).toBe(0);
  });

  it('rejects a ringing call back to ready', async () => {
    const t = await world.phone().ready();
    t.incoming('0821234567');
    t.send({ type: 'telephony.call.reject' });
    t.expectState('inQueue.ready');
    expect(t.sip.at(-1)).toMatchObject({ type: 'sip.reject', status: 603 });
  });

  it('places an outbound call, and tells the agent when it does not connect', async () => {
    const t = await world.phone().ready();
    t.send({ type: 'telephony.dial', number: '0115550100' });
    t.expectState('inQueue.dialing');
    expect(t.sip.at(-1)).toEqual({ type: 'sip.dial', number: '0115550100' });
    t.send({ type: 'sip.dialing', number: '0115550100', call_id: 'o1' });
    expect(t.log[0]).toMatchObject({ type: 'log.start', direction: 'outbound', number: '0115550100' });
    t.send({ type: 'sip.ended', call_id: 'o1', cause: 'Busy', transport: false });
    t.expectState('inQueue.ready');
    expect(t.context.notice).toBe('Call to 0115550100 did not connect: the line is busy.');
    t.send({ type: 'telephony.dial', number: '0115550100' });
    t.send({ type: 'telephony.call.hangup' });
    expect(t.sip.at(-1)).toEqual({ type: 'sip.hangup' });
    await t.send({ type: 'sip.confirmed', call_id: 'o2' }).settle();
    t.expectState('inQueue.talking.onCall');
  });

  it('queues a state change asked for during a call and applies it after wrap-up', async () => {
    const t = await world.phone().ready();
    t.incoming('0821234567');
    await t.answer().settle();
    t.send({ type: 'telephony.pause', code: 'LUNCH' });
    t.expectState('inQueue.talking.onCall');
    expect(t.context.pending).toEqual({ kind: 'pause', code: 'LUNCH' });
    t.hangup();
    await t.dispose().settle();
    t.expectState('inQueue.notReady');
    expect(t.statusCalls.at(-1)).toEqual({ state: 'not_ready', pause_code: 'LUNCH' });
    expect(t.context.pending).toBeNull();
  });

  it('applies a queued queue logout after wrap-up, and a queued ready goes straight back to ready', async () => {
    const t = await world.phone().ready();
    t.incoming('0821234567');
    await t.answer().settle();
    t.send({ type: 'telephony.ready' });
    t.hangup();
    t.dispose();
    t.expectState('inQueue.ready');
    t.incoming('0821234567');
    await t.answer().settle();
    t.send({ type: 'telephony.queue.logout' });
    t.hangup();
    await t.dispose().settle();
    t.expectState('registered');
  });

  it('returns to wrap-up when the disposition is not saved', async () => {
    const t = await world.phone({ failDispose: true }).ready();
    t.incoming('0821234567');
    await t.answer().settle();
    t.hangup();
    t.send({ type: 'telephony.disposition.submit', code: 'RESOLVED' });
    t.expectState('inQueue.wrapUp');
    expect(t.context.error).toMatch(/not saved/);
  });
});

describe('telephony machine: transport loss', () => {
  it('moves a call lost to the transport to wrap-up with the system disposition', async () => {
    const t = await world.phone().ready();
    t.incoming('0821234567');
    await t.answer().settle();
    t.dropTransport();
    t.expectState('inQueue.wrapUp');
    expect(t.connection()).toBe('reconnecting');
    expect(t.context.system_disposition).toBe('SYS_TRANSPORT_LOST');
    expect(t.context.notice).toMatch(/call was lost/);
    // The wrap-up finishes while the server is still away: no Ready before registration.
    t.dispose('SYS_TRANSPORT_LOST');
    t.expectState('registering');
    await t.registered().settle();
    expect(t.connection()).toBe('registered');
  });

  it('a lost call on hold, or the end of a call by transport, also ends in wrap-up', async () => {
    const t = await world.phone().ready();
    t.incoming('0821234567');
    await t.answer().settle();
    t.send({ type: 'telephony.call.hold' });
    t.send({ type: 'sip.ended', call_id: 'x', cause: 'Connection Error', transport: true });
    t.expectState('inQueue.wrapUp');
    expect(t.context.system_disposition).toBe('SYS_TRANSPORT_LOST');
  });

  it('retries on the stream’s attempts, re-registers and reconciles; gives up with a clear message', async () => {
    const t = await world.phone({ serviceStatus: sampleAgentStatus('ready') }).ready();
    t.dropTransport();
    t.expectState('registering');
    expect(t.context.lifecycle_status).toBe('registering');
    expect(t.connection()).toBe('reconnecting');
    t.streams.retry.next({ type: 'retry.attempt', attempt: 1 });
    expect(t.sip.at(-1)).toEqual({ type: 'sip.connect' });
    expect(t.context.retry_attempt).toBe(1);
    await t.registered().settle();
    t.expectState('inQueue.ready');

    t.dropTransport();
    t.streams.retry.next({ type: 'retry.gaveUp', attempts: 19 });
    expect(t.connection()).toBe('failed');
    expect(t.context.error).toMatch(/Could not reconnect to the telephony server for 5 minute/);
    t.send({ type: 'telephony.reconnect' });
    expect(t.connection()).toBe('connecting');
    await t.registered().settle();
    expect(t.connection()).toBe('registered');
  });

  it('a transport loss while ringing or dialing drops the call without wrap-up', async () => {
    const t = await world.phone().ready();
    t.incoming('0821234567');
    t.dropTransport();
    t.expectState('registering');
    expect(t.log.at(-1)).toMatchObject({ event: 'failed' });
  });
});
