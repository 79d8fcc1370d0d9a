import { describe, expect, it } from 'vitest';
import { settle, world } from './world';

import type { Phone } from './world-phone';

const tagsOf = (t: Phone) => t.tags();

// Views ask these tags instead of matching state paths: each is asserted where the softphone shows it.
describe('telephony machine: tags views read', () => {
  it('names the session and the agent’s place in the queue', async () => {
    const t = world.phone();
    expect(tagsOf(t)).toEqual(['pre-login']);
    t.login();
    // Read while the session's details are on their way, on purpose.
    expect([...t.actor.getSnapshot().tags].sort()).toEqual(['busy', 'signing-in']);
    await settle();
    t.send({ type: 'sip.disconnected', reason: 'WebSocket closed' });
    expect(tagsOf(t)).toEqual(['busy', 'registering', 'signed-in', 'sip-reconnecting']);
    await t.registered().settle();
    expect(tagsOf(t)).toEqual(['out-of-queue', 'signed-in', 'sip-connected']);
    await t.send({ type: 'telephony.queue.login' }).settle();
    expect(tagsOf(t)).toEqual(['in-queue', 'ready', 'signed-in', 'sip-connected']);
    await t.send({ type: 'telephony.pause', code: 'LUNCH' }).settle();
    expect(t.hasTag('not-ready')).toBe(true);
    expect(t.hasTag('ready')).toBe(false);
  });

  it('follows a call: ringing, connected, on hold, wrap-up', async () => {
    const t = await world.phone().ready();
    t.incoming('0821234567');
    expect(tagsOf(t)).toEqual(['in-call', 'in-queue', 'ringing', 'signed-in', 'sip-connected']);
    await t.answer().settle();
    expect(tagsOf(t)).toEqual(['connected', 'in-call', 'in-queue', 'signed-in', 'sip-connected']);
    t.send({ type: 'telephony.call.hold' });
    expect(t.hasTag('on-hold')).toBe(true);
    expect(t.hasTag('connected')).toBe(true);
    t.hangup();
    expect(tagsOf(t)).toEqual(['in-queue', 'signed-in', 'sip-connected', 'wrap-up']);
    t.dispose();
    expect(tagsOf(t)).toEqual(['in-queue', 'ready', 'signed-in', 'sip-connected']);
  });

  it('tags an outbound call as dialing, and a lost connection as failed after the retries give up', async () => {
    const t = await world.phone().ready();
    t.send({ type: 'telephony.dial', number: '0115550100' });
    expect(t.hasTag('dialing') && t.hasTag('in-call')).toBe(true);
    t.send({ type: 'sip.ended', call_id: 'o1', cause: 'Busy', transport: false });
    t.dropTransport();
    t.streams.retry.next({ type: 'retry.gaveUp', attempts: 19 });
    expect(t.hasTag('sip-failed')).toBe(true);
    expect(t.hasTag('registering')).toBe(true);
  });
});
