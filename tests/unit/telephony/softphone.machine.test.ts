import { afterEach, describe, expect, it } from 'vitest';
import { notReadyToDialText, offlineText } from '../../../src/machines/telephony/softphone.machine';
import { settle, world } from './world';
import type { Softphone } from './world-flows';

let running: Softphone | null = null;
afterEach(() => running?.actor.stop());
const softphone = (options?: { openOnAnswer?: boolean }) => (running = world.softphone(options));

describe('softphone: the guided flow follows the phone', () => {
  it('starts the flow for a ringing call, and finishes it when the answered call’s wrap-up is done', async () => {
    const s = softphone();
    await s.ready();
    await s.send({ type: 'sip.incoming', number: '0123456100', call_id: 'c1' }).settle();
    expect(s.flow.getSnapshot().context).toMatchObject({ number: '0123456100', call_log_table_id: 101 });
    s.send({ type: 'telephony.call.answer' });
    await s.send({ type: 'sip.confirmed', call_id: 'c1' }).settle();
    s.flow.send({ type: 'flow.unidentified' });
    s.flow.send({ type: 'flow.classify', classification: { classification_l1: 1 } });
    s.flow.send({ type: 'flow.draft', subject: 'Gap cover claim', description: '' });
    s.flow.send({ type: 'flow.submit' });
    await settle();
    expect(s.flow.getSnapshot().value).toBe('disposition');
    s.send({ type: 'telephony.call.hangup' });
    expect(s.flow.getSnapshot().value).toBe('disposition');
    s.send({ type: 'telephony.disposition.submit', code: 'RESOLVED' });
    expect(s.phone.getSnapshot().hasTag('ready')).toBe(true);
    expect(s.flow.getSnapshot().value).toBe('done');
  });

  it('opens the case form when the agent answers, unless they turned that off', async () => {
    for (const openOnAnswer of [true, false]) {
      const s = softphone({ openOnAnswer });
      await s.ready();
      await s.send({ type: 'sip.incoming', number: '0123456100', call_id: 'c1' });
      expect(s.opened).toEqual([]);
      s.send({ type: 'telephony.call.answer' });
      await s.send({ type: 'sip.confirmed', call_id: 'c1' }).settle();
      expect(s.opened).toEqual(openOnAnswer ? ['/telephony/call'] : []);
      expect(s.flow.getSnapshot().context.userId).toBe(12);
      s.actor.stop();
    }
  });

  it('resets the flow when a ringing call is never answered', async () => {
    const s = softphone();
    await s.ready();
    await s.send({ type: 'sip.incoming', number: '0123456100', call_id: 'c1' }).settle();
    expect(s.flow.getSnapshot().value).not.toBe('idle');
    s.send({ type: 'sip.ended', call_id: 'c1', cause: 'Canceled', transport: false });
    expect(s.flow.getSnapshot().value).toBe('idle');
    expect(s.flow.getSnapshot().context.number).toBeNull();
  });
});

describe('softphone: click-to-call and notices', () => {
  it('dials a click-to-call request only between calls in the queue, and otherwise says why nothing happened', async () => {
    const s = softphone();
    // What a call button or a taken callback sends it (app/dial-context, callback-offer.machine).
    const dial = (number: string, name: string) => s.actor.send({ type: 'softphone.dial', number, name });
    dial('0115550100', 'Thabo Nkosi');
    await settle();
    expect(s.toasts()).toEqual([notReadyToDialText('Thabo Nkosi')]);
    expect(s.sip).toEqual([]);
    await s.ready();
    dial('0115550100', 'Thabo Nkosi');
    await settle();
    expect(s.sip.at(-1)).toEqual({ type: 'sip.dial', number: '0115550100' });
    expect(s.phone.getSnapshot().hasTag('dialing')).toBe(true);
    // While that call is on, another request is refused with the same reason.
    dial('0115550101', 'Lerato Khumalo');
    await settle();
    expect(s.toasts().at(-1)).toBe(notReadyToDialText('Lerato Khumalo'));
  });

  it('dials from Not ready too: the agent returns to the pause after the call', async () => {
    const s = softphone();
    await s.ready();
    await s.send({ type: 'telephony.pause', code: 'LUNCH' }).settle();
    s.actor.send({ type: 'softphone.dial', number: '0115550100', name: 'Thabo Nkosi' });
    await settle();
    expect(s.sip.at(-1)).toEqual({ type: 'sip.dial', number: '0115550100' });
    expect(s.phone.getSnapshot().context.return_pause?.reason).toBe('Lunch');
  });

  it('turns each repeating offline notice of the phone into a toast', async () => {
    const s = softphone();
    await s.ready();
    s.fakes.streams.net.next({ type: 'net.offline' });
    s.fakes.streams.net.next({ type: 'net.notice' });
    await settle();
    expect(s.toasts()).toEqual([offlineText]);
  });
});
