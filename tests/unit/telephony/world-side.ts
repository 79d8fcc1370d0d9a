import { Subject } from 'rxjs';
import { expect } from 'vitest';
import { createActor, fromCallback, fromEventObservable, type Actor } from 'xstate';
import type { MonitorMode, MonitorSipCommand } from '../../../src/contracts/telephony/monitor';
import type { PublicTestCallerDetails } from '../../../src/contracts/telephony/test-caller';
import type { CallerInteractionsEvent } from '../../../src/machines/caller-interactions.machine';
import { monitorMachine, type MonitorEvent } from '../../../src/machines/telephony/monitor.machine';
import { testCallerMachine, type TestCallerEvent } from '../../../src/machines/test-caller.machine';
import { HttpError } from '../../../src/services/http-result';
import type {
  TestCallerCommand,
  TestCallerPhoneEvent,
} from '../../../src/services/telephony/test-caller-phone';
import { historyFakes, type HistoryAnswer } from './world-flows';
import { mustBeSettled, serviceCall, settle } from './world-flight';

export const monitorId = '6f1c2a3e-4b5d-4e6f-8a7b-9c0d1e2f3a4b';
export const monitorToken = '0123456789abcdef0123456789abcdef';

/** The monitor session with the service and the phone replaced: what it asked of each, in order. */
export class Monitor {
  readonly actor: Actor<typeof monitorMachine>;
  private readonly asked: string[] = [];
  private readonly commands: MonitorSipCommand[] = [];

  constructor() {
    const asked = this.asked;
    this.actor = createActor(
      monitorMachine.provide({
        actors: {
          start: serviceCall(async (input: { agent_user_id: number; mode: MonitorMode }) => {
            asked.push(`start ${input.agent_user_id} ${input.mode}`);
            return {
              monitor_id: monitorId,
              token: monitorToken,
              mode: input.mode,
              agent_name: 'Naledi Mokoena',
              agent_ext: '1003',
            };
          }),
          changeMode: serviceCall(async (input: { monitor_id: string; mode: MonitorMode }) => {
            asked.push(`mode ${input.mode}`);
            return { mode: input.mode };
          }),
          stop: serviceCall(async () => {
            asked.push('stop');
            return { duration_seconds: 3 };
          }),
        },
        actions: { toPhone: (_, command: MonitorSipCommand) => void this.commands.push(command) },
      }),
    ).start();
  }

  async settle() {
    await settle();
    return this;
  }
  send(event: MonitorEvent) {
    mustBeSettled(this.actor);
    this.actor.send(event);
    return this;
  }
  snapshot() {
    mustBeSettled(this.actor);
    return this.actor.getSnapshot();
  }
  /** The service calls, as 'start 3 listen', 'mode barge', 'stop'. */
  get calls() {
    mustBeSettled(this.actor);
    return this.asked;
  }
  /** The commands to the phone. */
  get phone() {
    mustBeSettled(this.actor);
    return this.commands;
  }
}

/** The caller history machine on its own, with its service's answers per party. */
export class CallerHistory {
  readonly actor;
  private readonly fakes;

  constructor(answers: Record<string, HistoryAnswer[]>) {
    this.fakes = historyFakes(answers);
    this.actor = createActor(this.fakes.machine).start();
  }
  send(event: CallerInteractionsEvent) {
    mustBeSettled(this.actor);
    this.actor.send(event);
    return this;
  }
  /** The late answers arrive; they are answering until the next settle(). */
  releaseLate() {
    this.fakes.releaseLate();
    return this;
  }
  async settle() {
    await settle();
    return this;
  }
  snapshot() {
    mustBeSettled(this.actor);
    return this.actor.getSnapshot();
  }
}

export const testCallerDetails: PublicTestCallerDetails = {
  ws_uri: 'ws://127.0.0.1:5066',
  sip_domain: 'test.local',
  uri: 'sip:27825551001@test.local',
  authorization_user: '1:27825551001',
  expires_at: '2026-11-26T10:00:00.000Z',
  display_name: 'Test caller',
  caller_number: '27825551001',
  targets: [{ number: '1003', label: 'Thandi Agent (1003)' }],
};

/** The test caller: the phone is a stub that records commands and lets the test report SIP facts. */
export class TestCaller {
  readonly actor;
  private readonly sent: TestCallerCommand[] = [];
  private report: ((event: TestCallerPhoneEvent) => void) | null = null;
  private readonly ticks = new Subject<TestCallerEvent>();

  constructor(options: { refuse?: boolean } = {}) {
    const sent = this.sent;
    this.actor = createActor(
      testCallerMachine.provide({
        actors: {
          loadPreview: serviceCall(async () => ({
            targets: testCallerDetails.targets,
            caller_number: testCallerDetails.caller_number,
          })),
          loadDetails: serviceCall<PublicTestCallerDetails, unknown>(async () => {
            if (options.refuse)
              throw new HttpError({
                kind: 'appError',
                errCode: 7,
                msg: 'Your profile does not allow you to use the test caller',
              });
            return testCallerDetails;
          }),
          phone: fromCallback<TestCallerCommand, { details: PublicTestCallerDetails }>(
            ({ sendBack, receive }) => {
              this.report = sendBack;
              receive((command) => sent.push(command));
            },
          ),
          clock: fromEventObservable(() => this.ticks),
        },
      }),
    ).start();
  }

  get commands() {
    mustBeSettled(this.actor);
    return this.sent;
  }
  context() {
    mustBeSettled(this.actor);
    return this.actor.getSnapshot().context;
  }
  async settle() {
    await settle();
    return this;
  }
  /**
   * Connect, at once even while the page's preview is still on its way (as a quick click does); the SIP identity
   * comes from the service, so settle() before reading.
   */
  start() {
    this.actor.send({ type: 'testCaller.start' });
    return this;
  }
  phone(event: TestCallerPhoneEvent) {
    mustBeSettled(this.actor);
    this.report?.(event);
    return this;
  }
  send(event: TestCallerEvent) {
    mustBeSettled(this.actor);
    this.actor.send(event);
    return this;
  }
  dial(number: string) {
    return this.send({ type: 'testCaller.target', value: number }).send({ type: 'testCaller.call' });
  }
  tick(now: number) {
    this.ticks.next({ type: 'testCaller.tick', now });
    return this;
  }
  expectState(state: string) {
    mustBeSettled(this.actor);
    expect(this.actor.getSnapshot().matches(state as never)).toBe(true);
    return this;
  }
}
