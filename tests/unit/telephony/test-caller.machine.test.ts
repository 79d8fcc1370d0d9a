import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromEventObservable, fromPromise } from 'xstate';
import type { PublicTestCallerDetails } from '../../../src/contracts/telephony/test-caller';
import { testCallerMachine, type TestCallerEvent } from '../../../src/machines/test-caller.machine';
import { HttpError } from '../../../src/services/http-result';
import type {
  TestCallerCommand,
  TestCallerPhoneEvent,
} from '../../../src/services/telephony/test-caller-phone';

const details: PublicTestCallerDetails = {
  ws_uri: 'ws://127.0.0.1:5066',
  sip_domain: 'test.local',
  uri: 'sip:27825551001@test.local',
  authorization_user: '1:27825551001',
  expires_at: '2026-11-26T10:00:00.000Z',
  display_name: 'Test caller',
  caller_number: '27825551001',
  targets: [{ number: '1003', label: 'Thandi Agent (1003)' }],
};

/** A fluent driver: the phone is a stub that records commands and lets the test report SIP facts. */
const testCaller = (options: { refuse?: boolean } = {}) => {
  const commands: TestCallerCommand[] = [];
  let report: ((event: TestCallerPhoneEvent) => void) | null = null;
  const ticks = new Subject<TestCallerEvent>();
  const actor = createActor(
    testCallerMachine.provide({
      actors: {
        loadPreview: fromPromise(async () => ({
          targets: details.targets,
          caller_number: details.caller_number,
        })),
        loadDetails: fromPromise<PublicTestCallerDetails>(async () => {
          if (options.refuse)
            throw new HttpError({
              kind: 'appError',
              errCode: 7,
              msg: 'Your profile does not allow you to use the test caller',
            });
          return details;
        }),
        phone: fromCallback<TestCallerCommand, { details: PublicTestCallerDetails }>(
          ({ sendBack, receive }) => {
            report = sendBack;
            receive((command) => commands.push(command));
          },
        ),
        clock: fromEventObservable(() => ticks),
      },
    }),
  ).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const driver = {
    actor,
    commands,
    context: () => actor.getSnapshot().context,
    async start() {
      actor.send({ type: 'testCaller.start' });
      await settle();
      return driver;
    },
    phone(event: TestCallerPhoneEvent) {
      report?.(event);
      return driver;
    },
    send(event: TestCallerEvent) {
      actor.send(event);
      return driver;
    },
    dial(number: string) {
      return driver.send({ type: 'testCaller.target', value: number }).send({ type: 'testCaller.call' });
    },
    tick(now: number) {
      ticks.next({ type: 'testCaller.tick', now });
      return driver;
    },
    expectState(state: string) {
      expect(actor.getSnapshot().matches(state as never)).toBe(true);
      return driver;
    },
  };
  return driver;
};

describe('test caller machine', () => {
  it('knows what may be dialled as the page opens, before Connect', async () => {
    const t = testCaller();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(t.actor.getSnapshot().matches('idle')).toBe(true);
    expect(t.context().preview?.targets).toEqual(details.targets);
    expect(t.context().details).toBeNull();
  });

  it('registers, dials an extension, rings, is answered, sends DTMF, hangs up and reports who answered', async () => {
    const t = await testCaller().start();
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
    const t = await testCaller().start();
    t.phone({ type: 'phone.connected' }).dial('12').expectState('online.ready');
    expect(t.context().targetError).toBe('Enter 3 to 15 digits');
    expect(t.commands).toEqual([]);
    t.send({ type: 'testCaller.target', value: '1003' });
    expect(t.context().targetError).toBeNull();
    t.dial('10a3').expectState('online.ready');
    t.dial('1234567890123456').expectState('online.ready');
  });

  it('a call not answered ends with nobody answering, and the next call starts clean', async () => {
    const t = await testCaller().start();
    t.phone({ type: 'phone.connected' }).dial('1003').phone({ type: 'phone.progress' });
    t.phone({ type: 'phone.ended', cause: 'Unavailable', by: 'remote' }).expectState('online.ended');
    expect(t.context()).toMatchObject({ answeredBy: null, endCause: 'Unavailable' });
    t.dial('2000').expectState('online.dialing');
    expect(t.context()).toMatchObject({ dialled: '2000', endCause: null, digitsSent: '' });
  });

  it('fails with a clear reason when there is no SIP server, and starts again on request', async () => {
    const t = await testCaller().start();
    t.phone({ type: 'phone.unavailable', reason: 'No SIP server at ws://127.0.0.1:5066' });
    t.expectState('failed');
    expect(t.context().failure).toBe('No SIP server at ws://127.0.0.1:5066');
    await t.start();
    t.expectState('online.connecting');
    expect(t.context().failure).toBeNull();
  });

  it('fails with the service’s words when the profile may not use it', async () => {
    const t = await testCaller({ refuse: true }).start();
    t.expectState('failed');
    expect(t.context().failure).toMatch(/does not allow you to use the test caller/);
  });
});
