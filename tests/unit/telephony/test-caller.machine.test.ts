import { describe, expect, it } from 'vitest';
import { settle, testCallerDetails as details, world } from './world';

describe('test caller machine', () => {
  it('knows what may be dialled as the page opens, before Connect', async () => {
    const t = world.testCaller();
    await settle();
    expect(t.actor.getSnapshot().matches('idle')).toBe(true);
    expect(t.context().preview?.targets).toEqual(details.targets);
    expect(t.context().details).toBeNull();
  });

  it('registers, dials an extension, rings, is answered, sends DTMF, hangs up and reports who answered', async () => {
    const t = await world.testCaller().start().settle();
    t.expectState('online.connecting').phone({ type: 'phone.connected' }).expectState('online.ready');
    t.dial('1003').expectState('online.dialing');
    expect(t.commands).toContainEqual({ type: 'phone.call', number: '1003' });
    t.phone({ type: 'phone.progress' }).expectState('online.ringing');
    t.phone({ type: 'phone.answered', by: null }).expectState('online.inCall');
    expect(t.actor.getSnapshot().hasTag('call')).toBe(true);
    const answeredAt = t.context().answeredAt ?? 0;
    t.tick(answeredAt + 5000);
    expect(t.context().now - answeredAt).toBe(5000);
    t.send({ type: 'testCaller.dtmf', tone: '1' }).send({ type: 'testCaller.dtmf', tone: '#' });
    expect(t.commands).toContainEqual({ type: 'phone.dtmf', tone: '#' });
    expect(t.context().digitsSent).toBe('1#');
    t.send({ type: 'testCaller.hangup' });
    expect(t.commands.at(-1)).toEqual({ type: 'phone.hangup' });
    t.phone({ type: 'phone.ended', cause: 'Terminated', by: 'local' }).expectState('online.ended');
    expect(t.context().answeredBy).toBe('Thandi Agent (1003)');
    expect(t.context().endedAt).not.toBeNull();
  });

  it('refuses a number that is not 3 to 15 digits, and says why until it changes', async () => {
    const t = await world.testCaller().start().settle();
    t.phone({ type: 'phone.connected' }).dial('12').expectState('online.ready');
    expect(t.context().targetError).toBe('Enter 3 to 15 digits');
    expect(t.commands).toEqual([]);
    t.send({ type: 'testCaller.target', value: '1003' });
    expect(t.context().targetError).toBeNull();
    t.dial('10a3').expectState('online.ready');
    t.dial('1234567890123456').expectState('online.ready');
  });

  it('a call not answered ends with nobody answering, and the next call starts clean', async () => {
    const t = await world.testCaller().start().settle();
    t.phone({ type: 'phone.connected' }).dial('1003').phone({ type: 'phone.progress' });
    t.phone({ type: 'phone.ended', cause: 'Unavailable', by: 'remote' }).expectState('online.ended');
    expect(t.context()).toMatchObject({ answeredBy: null, endCause: 'Unavailable' });
    t.dial('2000').expectState('online.dialing');
    expect(t.context()).toMatchObject({ dialled: '2000', endCause: null, digitsSent: '' });
  });

  it('fails with a clear reason when there is no SIP server, and starts again on request', async () => {
    const t = await world.testCaller().start().settle();
    t.phone({ type: 'phone.unavailable', reason: 'No SIP server at ws://127.0.0.1:5066' });
    t.expectState('failed');
    expect(t.context().failure).toBe('No SIP server at ws://127.0.0.1:5066');
    await t.start().settle();
    t.expectState('online.connecting');
    expect(t.context().failure).toBeNull();
  });

  it('fails with the service’s words when the profile may not use it', async () => {
    const t = await world.testCaller({ refuse: true }).start().settle();
    t.expectState('failed');
    expect(t.context().failure).toMatch(/does not allow you to use the test caller/);
  });
});
