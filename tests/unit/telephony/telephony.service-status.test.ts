import { describe, expect, it } from 'vitest';
import { sampleAgentStatus } from '../../../src/machines/telephony/sample-data';
import { loggedOutNotice } from '../../../src/machines/telephony/telephony-setup';
import { world } from './world';

const missed = { ...sampleAgentStatus('not_ready', 'MISSED'), pause_reason: 'Missed' };

// Issue 20: the queue router sets Not ready "Missed" itself and pushes it; the console follows without a call.
describe('telephony machine: a state the service set', () => {
  it('moves a Ready agent to Not ready with the pushed reason, saving nothing itself', async () => {
    const t = await world.phone().ready();
    const calls = t.statusCalls.length;
    t.send({ type: 'service.agentStatus', status: missed });
    t.expectState('inQueue.notReady');
    expect(t.context.current_pause?.code).toBe('MISSED');
    expect(t.statusCalls.length).toBe(calls);
  });

  it('ends a ringing offer the router took back as missed, and goes Not ready', async () => {
    const t = await world.phone().ready();
    t.incoming('0821234567');
    t.send({ type: 'service.agentStatus', status: missed });
    t.expectState('inQueue.notReady');
    expect(t.log).toContainEqual(expect.objectContaining({ type: 'log.event', event: 'missed' }));
    expect(t.context.call_id).toBeNull();
    expect(t.context.missed_offers).toBe(1);
  });

  it('ignores a pushed Ready, and anything pushed during a connected call', async () => {
    const t = await world.phone().ready();
    t.send({ type: 'service.agentStatus', status: sampleAgentStatus('ready') });
    t.expectState('inQueue.ready');
    t.incoming('0821234567');
    await t.answer().settle();
    t.send({ type: 'service.agentStatus', status: missed });
    expect(t.hasTag('connected')).toBe(true);
  });

  // Issue 35: a console out of the service's reach for the timeout is logged out; on its return it follows.
  it('follows a logout the service made: out of the queues with a notice, from Ready or Not ready', async () => {
    const loggedOut = sampleAgentStatus('logged_out');
    const t = await world.phone().ready();
    t.send({ type: 'service.agentStatus', status: loggedOut });
    t.expectState('registered');
    expect(t.context.notice).toBe(loggedOutNotice);
    const u = await world.phone().ready();
    u.send({ type: 'service.agentStatus', status: missed });
    u.send({ type: 'service.agentStatus', status: loggedOut });
    u.expectState('registered');
  });
});
