import type { EventObject } from 'xstate';
import { sampleError } from '../sample-data';
import { sampleAgentStatus, sampleQueueStats, sampleTelephonyDetails } from './sample-data';

const done = (id: string, output: unknown): EventObject =>
  ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
const failed = (id: string): EventObject =>
  ({ type: `xstate.error.actor.${id}`, error: sampleError }) as EventObject;
const e = (event: Record<string, unknown> & { type: string }): EventObject => event as EventObject;

/** Events with payloads that reach every state of the telephony machine (registry, npm run paths). */
export const telephonySampleEvents: EventObject[] = [
  e({ type: 'telephony.login' }),
  done('loadDetails', sampleTelephonyDetails),
  failed('loadDetails'),
  e({ type: 'sip.registered' }),
  e({ type: 'sip.registrationFailed', reason: 'the telephony server refused the credentials' }),
  e({ type: 'sip.disconnected', reason: 'WebSocket closed' }),
  e({ type: 'retry.attempt', attempt: 1 }),
  e({ type: 'retry.gaveUp', attempts: 19 }),
  e({ type: 'telephony.reconnect' }),
  done('loadAgentStatus', sampleAgentStatus('logged_out')),
  done('loadAgentStatus', sampleAgentStatus('ready')),
  done('loadAgentStatus', sampleAgentStatus('not_ready', 'LUNCH')),
  failed('loadAgentStatus'),
  e({ type: 'telephony.queue.login' }),
  done('queueLogin', sampleAgentStatus('ready')),
  failed('queueLogin'),
  e({ type: 'telephony.pause', code: 'LUNCH' }),
  done('pause', sampleAgentStatus('not_ready', 'LUNCH')),
  failed('pause'),
  e({ type: 'telephony.ready' }),
  done('ready', sampleAgentStatus('ready')),
  failed('ready'),
  e({ type: 'telephony.queue.logout' }),
  done('queueLogout', sampleAgentStatus('logged_out')),
  failed('queueLogout'),
  e({
    type: 'sip.incoming',
    number: '0821234568',
    call_id: 'q1',
    queue_name: 'Member Services – Pretoria',
    wrap_up_seconds: 25,
  }),
  e({ type: 'sip.incoming', number: '0821234567', call_id: 'c1' }),
  e({ type: 'telephony.call.answer' }),
  e({ type: 'telephony.call.reject' }),
  e({ type: 'sip.confirmed', call_id: 'c1' }),
  e({ type: 'telephony.call.hold' }),
  e({ type: 'telephony.call.unhold' }),
  e({ type: 'telephony.call.mute' }),
  e({ type: 'telephony.call.unmute' }),
  e({ type: 'telephony.call.dtmf', tone: '5' }),
  e({ type: 'telephony.transfer.blind', target: '1004' }),
  e({ type: 'telephony.transfer.consult', target: '1004' }),
  e({ type: 'sip.consult.confirmed' }),
  e({ type: 'sip.consult.ended', cause: 'Busy' }),
  e({ type: 'telephony.transfer.complete' }),
  e({ type: 'telephony.transfer.cancel' }),
  e({ type: 'sip.transferred' }),
  e({ type: 'sip.transferFailed', reason: '603 Decline' }),
  done('directory', [{ ext: '1004', name: 'Thabo Molefe', state: 'ready' }]),
  failed('directory'),
  e({ type: 'sip.replaced', number: '0821234567', call_id: 'c9' }),
  e({ type: 'telephony.call.hangup' }),
  e({ type: 'telephony.dial', number: '0115550100' }),
  e({ type: 'sip.dialing', number: '0115550100', call_id: 'o1' }),
  e({ type: 'sip.ended', call_id: 'c1', cause: 'BYE', transport: false }),
  e({ type: 'telephony.disposition.submit', code: 'RESOLVED', note: 'Explained the waiting period' }),
  e({ type: 'telephony.disposition.submit', code: 'NOT_A_WRAP_UP_CODE' }),
  e({ type: 'xstate.after.wrapUpHold.telephony.session.agent.inQueue.wrapUp.countdown.running' }),
  e({ type: 'log.started', call_log_table_id: 101 }),
  e({ type: 'log.disposed' }),
  e({ type: 'log.failed', message: 'network' }),
  e({ type: 'queue.stats', stats: sampleQueueStats }),
  e({ type: 'service.agentStatus', status: sampleAgentStatus('not_ready', 'MISSED') }),
  e({ type: 'net.offline' }),
  e({ type: 'net.online' }),
  e({ type: 'telephony.logout' }),
  done('logout', null),
];

const sampleParty = {
  kind: 'employer',
  id: 7,
  name: 'Jacaranda Logistics (Pty) Ltd',
  organisation: 'Jacaranda Logistics (Pty) Ltd',
  organisation_id: 7,
  role: 'Transport and logistics',
  phone: '27123456100',
};

/** Events with payloads that reach every state of the guided call-to-case flow. */
export const callCaseSampleEvents: EventObject[] = [
  e({ type: 'flow.start', number: '0123456100', call_log_table_id: 5 }),
  done('lookupCaller', { parties: [sampleParty] }),
  done('lookupCaller', { parties: [] }),
  failed('lookupCaller'),
  e({ type: 'flow.choose', kind: 'employer', id: 7 }),
  e({ type: 'flow.unidentified' }),
  e({ type: 'flow.classify', classification: { classification_l1: 1, classification_l2: 4 } }),
  e({ type: 'flow.draft', subject: 'Rejected hospital claim', description: 'PMB claim rejected twice' }),
  e({ type: 'flow.submit' }),
  done('createCase', {
    case_id: 9,
    reference: 'CAS-000009',
    company: 'Jacaranda Logistics (Pty) Ltd',
    call_log_table_id: 5,
  }),
  failed('createCase'),
  e({ type: 'flow.back' }),
  e({ type: 'flow.finish' }),
  e({ type: 'flow.reset' }),
];
