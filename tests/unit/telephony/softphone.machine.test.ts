import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type Actor } from 'xstate';
import type { CallCase, CallCaseRequest, CallerLookup } from '../../../src/contracts/telephony/call-case';
import type { TelephonyEvent } from '../../../src/contracts/telephony/types';
import { callCaseMachine } from '../../../src/machines/call-case.machine';
import { notificationsMachine } from '../../../src/machines/notifications.machine';
import {
  notReadyToDialText,
  offlineText,
  reportingOffline,
  softphoneMachine,
} from '../../../src/machines/telephony/softphone.machine';
import { requestDial } from '../../../src/streams/dial-requests';
import { fakeTelephony } from './telephony.driver';

const settle = () => new Promise((r) => setTimeout(r, 0));
const created: CallCase = { case_id: 9, reference: 'CAS-000009', company: 'x', call_log_table_id: 101 };

/** The softphone with a fake phone and a flow whose service answers at once; the toasts are the real actor's. */
const softphone = (options: { openOnAnswer?: boolean } = {}) => {
  const fake = fakeTelephony();
  const notifications = createActor(notificationsMachine).start();
  const opened: string[] = [];
  const actor = createActor(
    softphoneMachine.provide({
      actions: { openFlow: (_, params) => opened.push(params.to), keepSettings: () => {} },
      actors: {
        telephony: reportingOffline(fake.machine),
        callCase: callCaseMachine.provide({
          actors: {
            lookupCaller: fromPromise<CallerLookup, { number: string }>(async () => ({ parties: [] })),
            createCase: fromPromise<CallCase, CallCaseRequest>(async () => created),
          },
        }),
      },
    }),
    { input: { notifications, userId: 12 } },
  ).start();
  if (options.openOnAnswer === false) actor.send({ type: 'softphone.openOnAnswer', on: false });
  const { telephony: phone, callCase: flow } = actor.getSnapshot().children;
  if (!phone || !flow) throw new Error('the softphone did not start its children');
  const send = async (event: TelephonyEvent) => {
    phone.send(event);
    await settle();
  };
  const ready = async () => {
    await send({ type: 'telephony.login' });
    await send({ type: 'sip.registered' });
    await send({ type: 'telephony.queue.login' });
  };
  const toasts = () => notifications.getSnapshot().context.toasts.map((t) => t.text);
  return { actor, phone, flow, fake, send, ready, toasts, opened };
};

let running: Actor<typeof softphoneMachine> | null = null;
afterEach(() => running?.stop());

describe('softphone: the guided flow follows the phone', () => {
  it('starts the flow for a ringing call, and finishes it when the answered call’s wrap-up is done', async () => {
    const s = softphone();
    running = s.actor;
    await s.ready();
    await s.send({ type: 'sip.incoming', number: '0123456100', call_id: 'c1' });
    expect(s.flow.getSnapshot().context).toMatchObject({ number: '0123456100', call_log_table_id: 101 });
    await s.send({ type: 'telephony.call.answer' });
    await s.send({ type: 'sip.confirmed', call_id: 'c1' });
    s.flow.send({ type: 'flow.unidentified' });
    s.flow.send({ type: 'flow.classify', classification: { classification_l1: 1 } });
    s.flow.send({ type: 'flow.draft', subject: 'Gap cover claim', description: '' });
    s.flow.send({ type: 'flow.submit' });
    await settle();
    expect(s.flow.getSnapshot().value).toBe('disposition');
    await s.send({ type: 'telephony.call.hangup' });
    expect(s.flow.getSnapshot().value).toBe('disposition');
    await s.send({ type: 'telephony.disposition.submit', code: 'RESOLVED' });
    expect(s.phone.getSnapshot().hasTag('ready')).toBe(true);
    expect(s.flow.getSnapshot().value).toBe('done');
  });

  it('opens the case form when the agent answers, unless they turned that off', async () => {
    for (const openOnAnswer of [true, false]) {
      const s = softphone({ openOnAnswer });
      running = s.actor;
      await s.ready();
      await s.send({ type: 'sip.incoming', number: '0123456100', call_id: 'c1' });
      expect(s.opened).toEqual([]);
      await s.send({ type: 'telephony.call.answer' });
      await s.send({ type: 'sip.confirmed', call_id: 'c1' });
      expect(s.opened).toEqual(openOnAnswer ? ['/telephony/call'] : []);
      expect(s.flow.getSnapshot().context.userId).toBe(12);
      s.actor.stop();
    }
  });

  it('resets the flow when a ringing call is never answered', async () => {
    const s = softphone();
    running = s.actor;
    await s.ready();
    await s.send({ type: 'sip.incoming', number: '0123456100', call_id: 'c1' });
    expect(s.flow.getSnapshot().value).not.toBe('idle');
    await s.send({ type: 'sip.ended', call_id: 'c1', cause: 'Canceled', transport: false });
    expect(s.flow.getSnapshot().value).toBe('idle');
    expect(s.flow.getSnapshot().context.number).toBeNull();
  });
});

describe('softphone: click-to-call and notices', () => {
  it('dials a click-to-call request only between calls in the queue, and otherwise says why nothing happened', async () => {
    const s = softphone();
    running = s.actor;
    expect(requestDial({ number: '011 555 0100', name: 'Thabo Nkosi' })).toBe(true);
    await settle();
    expect(s.toasts()).toEqual([notReadyToDialText('Thabo Nkosi')]);
    expect(s.fake.sip).toEqual([]);
    await s.ready();
    requestDial({ number: '011 555 0100', name: 'Thabo Nkosi' });
    await settle();
    expect(s.fake.sip.at(-1)).toEqual({ type: 'sip.dial', number: '0115550100' });
    expect(s.phone.getSnapshot().hasTag('dialing')).toBe(true);
    // While that call is on, another request is refused with the same reason.
    requestDial({ number: '0115550101', name: 'Lerato Khumalo' });
    await settle();
    expect(s.toasts().at(-1)).toBe(notReadyToDialText('Lerato Khumalo'));
    s.actor.stop();
    expect(requestDial({ number: '0115550100', name: 'Thabo Nkosi' })).toBe(false);
  });

  it('dials from Not ready too: the agent returns to the pause after the call', async () => {
    const s = softphone();
    running = s.actor;
    await s.ready();
    await s.send({ type: 'telephony.pause', code: 'LUNCH' });
    requestDial({ number: '011 555 0100', name: 'Thabo Nkosi' });
    await settle();
    expect(s.fake.sip.at(-1)).toEqual({ type: 'sip.dial', number: '0115550100' });
    expect(s.phone.getSnapshot().context.return_pause?.reason).toBe('Lunch');
  });

  it('turns each repeating offline notice of the phone into a toast', async () => {
    const s = softphone();
    running = s.actor;
    await s.ready();
    s.fake.streams.net.next({ type: 'net.offline' });
    s.fake.streams.net.next({ type: 'net.notice' });
    await settle();
    expect(s.toasts()).toEqual([offlineText]);
  });
});
