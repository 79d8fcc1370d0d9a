import { EMPTY, type Observable } from 'rxjs';
import {
  createActor,
  fromCallback,
  fromEventObservable,
  fromPromise,
  type AnyActorRef,
  type EventObject,
} from 'xstate';
import type { CallerLookup } from '../../../src/contracts/telephony/call-case';
import type {
  LogCommand,
  PublicDetails,
  SipCommand,
  TelephonyEvent,
  TransferTarget,
} from '../../../src/contracts/telephony/types';
import { callCaseMachine } from '../../../src/machines/call-case.machine';
import { telephonyMachine } from '../../../src/machines/telephony.machine';
import { sampleAgentStatus, sampleTelephonyDetails } from '../../../src/machines/telephony/sample-data';
import { reportingOffline, softphoneMachine } from '../../../src/machines/telephony/softphone.machine';
import type { Row } from '../lib/report';

const none = EMPTY as Observable<EventObject>;
const settle = () => new Promise((r) => setTimeout(r, 0));

/** The softphone with its telephony child on fakes that answer at once: SIP, call log, service and streams. */
const fakeSoftphone = () =>
  softphoneMachine.provide({
    // No page to move in process: answering would open the case form.
    actions: { openFlow: () => {} },
    actors: {
      telephony: reportingOffline(
        telephonyMachine.provide({
          actors: {
            loadDetails: fromPromise(async () => sampleTelephonyDetails),
            loadAgentStatus: fromPromise(async () => sampleAgentStatus('ready')),
            setAgentStatus: fromPromise(async () => sampleAgentStatus('ready')),
            loadDirectory: fromPromise(async () => [] as TransferTarget[]),
            sip: fromCallback<SipCommand, { details: PublicDetails }>(() => undefined),
            callLog: fromCallback<LogCommand>(({ receive, sendBack }) =>
              receive((c) => {
                if (c.type === 'log.start') sendBack({ type: 'log.started', call_log_table_id: 1 });
                if (c.type === 'log.dispose') sendBack({ type: 'log.disposed' });
              }),
            ),
            retry: fromEventObservable(() => none),
            connectivity: fromEventObservable(() => none),
            queueStats: fromEventObservable(() => none),
          },
        }),
      ),
      callCase: callCaseMachine.provide({
        actors: { lookupCaller: fromPromise(async () => ({ parties: [] as CallerLookup['parties'] })) },
      }),
    },
  });

/** One agent's realistic call: an offer, answer, hold, tones, a warm transfer, and the after-call work. */
const callScript = (i: number): TelephonyEvent[] => [
  { type: 'sip.incoming', number: '0821234567', call_id: `c${i}`, queue_name: 'Claims', wrap_up_seconds: 0 },
  { type: 'telephony.call.answer' },
  { type: 'sip.confirmed', call_id: `c${i}` },
  { type: 'telephony.call.hold' },
  { type: 'telephony.call.unhold' },
  { type: 'telephony.call.dtmf', tone: '5' },
  { type: 'telephony.transfer.consult', target: '1004' },
  { type: 'sip.consult.confirmed' },
  { type: 'telephony.transfer.complete' },
  { type: 'sip.transferred' },
  { type: 'telephony.disposition.submit', code: 'RESOLVED' },
];

/** Events per second through the softphone (its telephony child and the call-to-case flow it steers). */
export async function softphoneSuite(options: { calls: number; runs: number }): Promise<Row[]> {
  const rates: number[] = [];
  for (let run = 0; run < options.runs; run++) {
    const softphone = createActor(fakeSoftphone(), { input: undefined }).start();
    const phone = softphone.getSnapshot().children.telephony as AnyActorRef;
    phone.send({ type: 'telephony.login' });
    await settle();
    phone.send({ type: 'sip.registered' });
    await settle();
    let events = 0;
    const start = performance.now();
    for (let i = 0; i < options.calls; i++)
      for (const event of callScript(i)) {
        phone.send(event as EventObject);
        events += 1;
      }
    const elapsed = performance.now() - start;
    const state = JSON.stringify(phone.getSnapshot().value);
    softphone.stop();
    if (!state.includes('ready')) throw new Error(`the script ended in ${state}, not Ready`);
    rates.push(events / (elapsed / 1000));
  }
  rates.sort((a, b) => a - b);
  return [
    {
      metric: 'softphone machine (telephony + call flow): events/s, warm-transfer call script',
      unit: 'ev/s',
      median: rates[Math.floor(rates.length / 2)] ?? null,
      samples: rates,
      note: `${options.calls} calls × 11 events, in process, fake SIP and service`,
    },
  ];
}
