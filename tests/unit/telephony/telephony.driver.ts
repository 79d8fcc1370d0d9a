import { expect } from 'vitest';
import { Subject } from 'rxjs';
import {
  createActor,
  fromCallback,
  fromEventObservable,
  fromPromise,
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

const settle = () => new Promise((r) => setTimeout(r, 0));

const dotted = (value: StateValue): string =>
  typeof value === 'string'
    ? value
    : Object.entries(value)
        .map(([key, child]) => (child ? `${key}.${dotted(child)}` : key))
        .join(',');

type FakeOptions = {
  serviceStatus?: AgentStatus;
  failStatus?: boolean;
  failDispose?: boolean;
  /** A simulated clock for the delayed transitions (the after-call work countdown). */
  clock?: SimulatedClock;
  /** The service's answers to state changes wait until releaseStatus (a slow service). */
  holdStatus?: boolean;
};

/**
 * The telephony machine with fakes: the SIP adapter and the call log are recorders, the service's answers are set
 * up front, and the streams are subjects the test pushes into.
 */
export const fakeTelephony = (options: FakeOptions = {}) => {
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
  const held: (() => void)[] = [];
  let logId = 100;
  const machine = telephonyMachine.provide({
    actors: {
      loadDetails: fromPromise(async () => sampleTelephonyDetails),
      loadAgentStatus: fromPromise(async () => options.serviceStatus ?? sampleAgentStatus('logged_out')),
      loadDirectory: fromPromise<TransferTarget[]>(async () => [
        { ext: '1003', name: 'Naledi Mokoena', state: 'ready' },
        { ext: '1004', name: 'Thabo Molefe', state: 'ready' },
      ]),
      setAgentStatus: fromPromise<AgentStatus, { state: AgentStatus['state']; pause_code?: string }>(
        async ({ input }) => {
          statusCalls.push(input);
          if (options.holdStatus) await new Promise<void>((resolve) => held.push(resolve));
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
  const releaseStatus = () => held.splice(0).forEach((resolve) => resolve());
  return { machine, sip, log, recorder, statusCalls, streams, offlineNotices, releaseStatus };
};

/** A fluent driver for the telephony machine (with the fakes above). */
export const telephony = (options: FakeOptions = {}) => {
  const { machine, sip, log, recorder, statusCalls, streams, offlineNotices, releaseStatus } =
    fakeTelephony(options);
  const actor = createActor(machine, options.clock ? { clock: options.clock } : {}).start();
  const send = async (event: TelephonyEvent) => {
    actor.send(event);
    await settle();
    return driver;
  };
  const driver = {
    actor,
    sip,
    log,
    recorder,
    statusCalls,
    streams,
    offlineNotices,
    releaseStatus: async () => {
      releaseStatus();
      await settle();
      return driver;
    },
    get context() {
      return actor.getSnapshot().context;
    },
    state: () => JSON.stringify(actor.getSnapshot().value),
    /** The agent region as a dotted path ('registered', 'inQueue.talking.onHold'), or the top state outside it. */
    agentState: () => {
      const value = actor.getSnapshot().value;
      if (typeof value === 'string') return value;
      return dotted((value as { session: { agent: StateValue } }).session.agent);
    },
    hasTag: (tag: TelephonyTag) => actor.getSnapshot().hasTag(tag),
    connection: () => {
      const value = actor.getSnapshot().value as { session?: { connection: string } };
      return value.session?.connection;
    },
    send,
    login: async () => {
      await send({ type: 'telephony.login' });
      await settle();
      return driver;
    },
    registered: () => send({ type: 'sip.registered' }),
    signedInAndReady: async () => {
      await driver.login();
      await driver.registered();
      await send({ type: 'telephony.queue.login' });
      return driver;
    },
    incoming: (number: string, call_id = `call-${number}`) => send({ type: 'sip.incoming', number, call_id }),
    answer: async () => {
      await send({ type: 'telephony.call.answer' });
      return send({ type: 'sip.confirmed', call_id: driver.context.call_id ?? 'x' });
    },
    hangup: () => send({ type: 'telephony.call.hangup' }),
    dispose: (code = 'RESOLVED', note?: string) => send({ type: 'telephony.disposition.submit', code, note }),
    dropTransport: () => send({ type: 'sip.disconnected', reason: 'WebSocket closed' }),
    /** The exact path; for after-call work (a parallel state) its name is enough, its regions are asked apart. */
    expectState: (agent: string) => {
      const actual = driver.agentState();
      expect(actual.includes(',') ? actual.slice(0, actual.indexOf('.', agent.length)) : actual).toBe(agent);
      return driver;
    },
  };
  return driver;
};
