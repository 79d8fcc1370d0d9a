import { initialTransition, transition, type AnyStateMachine, type EventObject } from 'xstate';
import { callCaseMachine } from '../call-case.machine';
import { telephonyMachine } from '../telephony.machine';
import { sampleAgentStatus, sampleTelephonyDetails } from './sample-data';

const after = (machine: AnyStateMachine, events: EventObject[]) =>
  events.reduce((snapshot, event) => transition(machine, snapshot, event)[0], initialTransition(machine)[0]);

const e = (event: Record<string, unknown> & { type: string }): EventObject => event as EventObject;
const done = (id: string, output: unknown) => e({ type: `xstate.done.actor.${id}`, output });
const ready = [
  e({ type: 'telephony.login' }),
  done('loadDetails', sampleTelephonyDetails),
  e({ type: 'sip.registered' }),
  done('loadAgentStatus', sampleAgentStatus('ready')),
];
const ringing = [
  ...ready,
  e({ type: 'sip.incoming', number: '0123456100', call_id: 'c1' }),
  e({ type: 'log.started', call_log_table_id: 5 }),
];
const onCall = [
  ...ringing,
  e({ type: 'telephony.call.answer' }),
  e({ type: 'sip.confirmed', call_id: 'c1' }),
];
const backToReady = [
  ...onCall,
  e({ type: 'telephony.call.hangup' }),
  e({ type: 'telephony.disposition.submit', code: 'RESOLVED' }),
  e({ type: 'log.disposed' }),
];

const phone = (events: EventObject[]): EventObject =>
  ({ type: 'xstate.snapshot.telephony', snapshot: after(telephonyMachine, events) }) as EventObject;
const flow = (events: EventObject[]): EventObject =>
  ({ type: 'xstate.snapshot.callCase', snapshot: after(callCaseMachine, events) }) as EventObject;

/**
 * The softphone's events: click-to-call, the offline notice, and its children's snapshots (built with the pure
 * transition function) for a call that rings, is answered and wrapped up, and for a flow at its disposition.
 */
export const softphoneSampleEvents: EventObject[] = [
  e({ type: 'softphone.dial', number: '0115550100', name: 'Thabo Nkosi' }),
  e({ type: 'softphone.offline' }),
  e({ type: 'softphone.agentStatus', status: sampleAgentStatus('not_ready', 'MISSED') }),
  e({ type: 'softphone.openOnAnswer', on: false }),
  e({ type: 'softphone.answered' }),
  e({ type: 'softphone.openOnAnswer', on: true }),
  e({ type: 'softphone.answered' }),
  phone(ready),
  phone(ringing),
  phone(onCall),
  phone(backToReady),
  flow([]),
  flow([
    e({ type: 'flow.start', number: '0123456100', call_log_table_id: 5 }),
    done('lookupCaller', { parties: [] }),
    e({ type: 'flow.unidentified' }),
    e({ type: 'flow.classify', classification: { classification_l1: 1 } }),
    e({ type: 'flow.draft', subject: 'Gap cover claim', description: '' }),
    e({ type: 'flow.submit' }),
    done('createCase', { case_id: 9, reference: 'CAS-000009', company: 'x', call_log_table_id: 5 }),
  ]),
];
