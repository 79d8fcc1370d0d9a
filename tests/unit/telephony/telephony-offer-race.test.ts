import { describe, expect, it } from 'vitest';
import { sampleAgentStatus } from '../../../src/machines/telephony/sample-data';
import { world } from './world';

// The service records Ready and the SIP server, asking it each second whom to ring, may offer a waiting queue
// call before the service's answer reaches the console: that call must ring, not go unanswered until it rings out.
describe('telephony machine: a queue call offered before the answer to Ready', () => {
  it('rings when it comes while the queue login is being saved', async () => {
    const t = world.phone({ holdStatus: true });
    await t.login().settle();
    await t.registered().settle();
    t.send({ type: 'telephony.queue.login' });
    t.expectState('queueLogin');
    t.incoming('0821234567');
    t.expectState('inQueue.ringing.offered');
    expect(t.context.incoming_number).toBe('0821234567');
    expect(t.sip.some((c) => c.type === 'sip.reject')).toBe(false);
    // The answer arriving afterwards changes nothing: the agent is on the call.
    await t.releaseStatus().settle();
    t.expectState('inQueue.ringing.offered');
  });

  it('rings when it comes while Ready after a pause is being saved, and the pause becomes the previous one', async () => {
    const t = world.phone({ holdStatus: true, serviceStatus: sampleAgentStatus('not_ready', 'LUNCH') });
    await t.login().settle();
    await t.registered().settle();
    t.expectState('inQueue.notReady');
    t.send({ type: 'telephony.ready' });
    t.expectState('inQueue.becomingReady');
    t.incoming('0119876543', 'queue-call');
    t.expectState('inQueue.ringing.offered');
    expect(t.context.call_id).toBe('queue-call');
    expect(t.context.current_pause).toBeNull();
    expect(t.context.previous_pause?.code).toBe('LUNCH');
    expect(t.sip.some((c) => c.type === 'sip.reject')).toBe(false);
  });
});
