import { expect } from 'vitest';
import { Subject } from 'rxjs';
import {
  createActor,
  fromCallback,
  fromEventObservable,
  type Actor,
  type SimulatedClock,
  type EventObject,
  type StateValue,
} from 'xstate';
import type { AgentStatus } from '../../../src/contracts/telephony/details';
import type { RecordingCommand } from '../../../src/contracts/telephony/recording-events';
import { telephonyMachine } from '../../../src/machines/telephony.machine';
import { sampleAgentStatus, sampleTelephonyDetails } from '../../../src/machines/telephony/sample-data';
import type { TelephonyTag } from '../../../src/machines/telephony/telephony-setup';
import type {
  LogCommand,
  PublicDetails,
  SipCommand,
  TelephonyEvent,
  TransferTarget,
} from '../../../src/contracts/telephony/types';
import { HttpError } from '../../../src/services/http-result';
import { holds, mustBeSettled, serviceCall, settle } from './world-flight';

const dotted = (value: StateValue): string =>
  typeof value === 'string'
    ? value
    : Object.entries(value)
        .map(([key, child]) => (child ? `${key}.${dotted(child)}` : key))
        .join(',');

export type PhoneOptions = {
  serviceStatus?: AgentStatus;
  failStatus?: boolean;
  failDispose?: boolean;
  /** A simulated clock for the delayed transitions (the after-call work countdown). */
  clock?: SimulatedClock;
  /** The service's answers to state changes wait until releaseStatus (a slow service). */
  holdStatus?: boolean;
};

/**
 * The telephony machine with fakes at its boundary: the SIP adapter and the call log are recorders, the service's
 * answers are set up front, and the streams are subjects the test pushes into.
 */
export const phoneFakes = (options: PhoneOptions = {}) => {
  const sip: SipCommand[] = [];
  const log: LogCommand[] = [];
  /** The recorder's life: 'start <call log id>' when a call connects, then the commands it was sent, 'stop'. */
  const recorder: string[] = [];
  const statusCalls: { state: string; pause_code?: string }[] = [];
  const streams = {
    retry: new Subject<TelephonyEvent>(),
    net: new Subject<TelephonyEvent>(),
    stats: new Subject<TelephonyEvent>(),
  };
  const offlineNotices: number[] = [];
  const slow = holds();
  let logId = 100;
  const machine = telephonyMachine.provide({
    actors: {
      loadDetails: serviceCall(async () => sampleTelephonyDetails),
      loadAgentStatus: serviceCall(async () => options.serviceStatus ?? sampleAgentStatus('logged_out')),
      loadDirectory: serviceCall<TransferTarget[], unknown>(async () => [
        { ext: '1003', name: 'Naledi Mokoena', state: 'ready' },
        { ext: '1004', name: 'Thabo Molefe', state: 'ready' },
      ]),
      setAgentStatus: serviceCall<AgentStatus, { state: AgentStatus['state']; pause_code?: string }>(
        async (input, self) => {
          statusCalls.push(input);
          if (options.holdStatus) await slow.park(self);
          if (options.failStatus)
            throw new HttpError({ kind: 'appError', errCode: 1, msg: 'Refused by the service' });
          return sampleAgentStatus(input.state, input.pause_code ?? null);
        },
      ),
      sip: fromCallback<SipCommand, { details: PublicDetails }>(({ receive }) => receive((c) => sip.push(c))),
      callLog: fromCallback<LogCommand>(({ receive, sendBack }) =>
        receive((c) => {
          log.push(c);
          if (c.type === 'log.start') sendBack({ type: 'log.started', call_log_table_id: ++logId });
          if (c.type === 'log.dispose')
            sendBack(
              options.failDispose ? { type: 'log.failed', message: 'network' } : { type: 'log.disposed' },
            );
        }),
      ),
      callRecorder: fromCallback<RecordingCommand, { call_log_table_id: number | null }>(
        ({ input, receive }) => {
          recorder.push(`start ${input.call_log_table_id}`);
          receive((c) => recorder.push(c.type));
          return () => recorder.push('stop');
        },
      ),
      retry: fromEventObservable(() => streams.retry as Subject<EventObject>),
      connectivity: fromEventObservable(() => streams.net as Subject<EventObject>),
      queueStats: fromEventObservable(() => streams.stats as Subject<EventObject>),
    },
    actions: { notifyOffline: () => offlineNotices.push(Date.now()) },
  });
  return { machine, sip, log, recorder, statusCalls, streams, offlineNotices, releaseStatus: slow.release };
};

/** The telephony machine driven fluently: events are synchronous, service answers need `await settle()`. */
export class Phone {
  readonly actor: Actor<ReturnType<typeof phoneFakes>['machine']>;
  readonly streams: ReturnType<typeof phoneFakes>['streams'];
  private readonly fakes: ReturnType<typeof phoneFakes>;

  constructor(options: PhoneOptions = {}) {
    this.fakes = phoneFakes(options);
    this.streams = this.fakes.streams;
    this.actor = createActor(this.fakes.machine, options.clock ? { clock: options.clock } : {}).start();
  }

  private snapshot() {
    mustBeSettled(this.actor);
    return this.actor.getSnapshot();
  }

  get sip() {
    mustBeSettled(this.actor);
    return this.fakes.sip;
  }
  get log() {
    mustBeSettled(this.actor);
    return this.fakes.log;
  }
  get recorder() {
    mustBeSettled(this.actor);
    return this.fakes.recorder;
  }
  get statusCalls() {
    mustBeSettled(this.actor);
    return this.fakes.statusCalls;
  }
  get offlineNotices() {
    mustBeSettled(this.actor);
    return this.fakes.offlineNotices;
  }
  get context() {
    return this.snapshot().context;
  }

  async settle() {
    await settle();
    return this;
  }
  /** The held answers to state changes go on; they are answering until the next settle(). */
  releaseStatus() {
    this.fakes.releaseStatus();
    return this;
  }

  state() {
    return JSON.stringify(this.snapshot().value);
  }
  /** The agent region as a dotted path ('registered', 'inQueue.talking.onHold'), or the top state outside it. */
  agentState() {
    const value = this.snapshot().value;
    if (typeof value === 'string') return value;
    return dotted((value as { session: { agent: StateValue } }).session.agent);
  }
  tags() {
    return [...this.snapshot().tags].sort();
  }
  hasTag(tag: TelephonyTag) {
    return this.snapshot().hasTag(tag);
  }
  connection() {
    const value = this.snapshot().value as { session?: { connection: string } };
    return value.session?.connection;
  }

  send(event: TelephonyEvent) {
    mustBeSettled(this.actor);
    this.actor.send(event);
    return this;
  }
  /** Loads the session's details from the service: settle() before reading. */
  login() {
    return this.send({ type: 'telephony.login' });
  }
  /** Reconciles with the agent state the service remembers: settle() before reading. */
  registered() {
    return this.send({ type: 'sip.registered' });
  }
  /** Signed in, registered and Ready in the queue: three service answers, each waited for. */
  async ready() {
    await this.login().settle();
    await this.registered().settle();
    return this.send({ type: 'telephony.queue.login' }).settle();
  }
  incoming(number: string, call_id = `call-${number}`) {
    return this.send({ type: 'sip.incoming', number, call_id });
  }
  answer() {
    this.send({ type: 'telephony.call.answer' });
    return this.send({ type: 'sip.confirmed', call_id: this.context.call_id ?? 'x' });
  }
  hangup() {
    return this.send({ type: 'telephony.call.hangup' });
  }
  dispose(code = 'RESOLVED', note?: string) {
    return this.send({ type: 'telephony.disposition.submit', code, note });
  }
  dropTransport() {
    return this.send({ type: 'sip.disconnected', reason: 'WebSocket closed' });
  }
  /** The exact path; for after-call work (a parallel state) its name is enough, its regions are asked apart. */
  expectState(agent: string) {
    const actual = this.agentState();
    expect(actual.includes(',') ? actual.slice(0, actual.indexOf('.', agent.length)) : actual).toBe(agent);
    return this;
  }
}
