import { describe, expect, it } from 'vitest';
import { sampleAgentStatus } from '../../../src/machines/telephony/sample-data';
import { noSipServerReason } from '../../../src/services/telephony/jssip-phone';
import { world } from './world';

const noServer = { type: 'sip.disconnected', reason: noSipServerReason } as const;
const said = 'Telephony unavailable: no SIP server at wss://pbx.ubuntubenefits.co.za/ws.';

describe('telephony machine: no SIP server at all', () => {
  it('says so once, then keeps the §9 schedule quietly until a server answers', async () => {
    const t = await world
      .phone({ serviceStatus: sampleAgentStatus('ready') })
      .login()
      .settle();
    t.send(noServer);
    expect(t.connection()).toBe('reconnecting');
    expect(t.context.unavailable).toBe(said);
    expect(t.context.error).toBeNull();

    // Each attempt of the retry stream asks the adapter again; failed attempts change nothing the agent sees.
    for (const attempt of [1, 2, 3]) {
      t.streams.retry.next({ type: 'retry.attempt', attempt });
      expect(t.sip.at(-1)).toEqual({ type: 'sip.connect' });
      const before = t.context;
      t.send(noServer);
      expect(t.connection()).toBe('reconnecting');
      expect(t.context.unavailable).toBe(said);
      expect(t.context.error).toBe(before.error);
      expect(t.context.notice).toBe(before.notice);
    }
    expect(t.sip.filter((c) => c.type === 'sip.connect')).toHaveLength(3);

    // A server comes up (npm start restarted with Kamailio installed): registered, the message goes.
    await t.registered().settle();
    expect(t.connection()).toBe('registered');
    expect(t.context.unavailable).toBeNull();
    t.expectState('inQueue.ready');
  });

  it('a server that was there and went away is "reconnecting", not "unavailable"', async () => {
    const t = await world.phone().ready();
    t.dropTransport();
    expect(t.connection()).toBe('reconnecting');
    expect(t.context.unavailable).toBeNull();
  });

  it('keeps the message with the give-up error, and a logout forgets both', async () => {
    const t = await world.phone().login().settle();
    t.send(noServer);
    t.streams.retry.next({ type: 'retry.gaveUp', attempts: 19 });
    expect(t.connection()).toBe('failed');
    expect(t.context.unavailable).toBe(said);
    expect(t.context.error).toMatch(/Could not reconnect/);
    await t.send({ type: 'telephony.logout' }).settle();
    expect(t.context.unavailable).toBeNull();
  });
});
