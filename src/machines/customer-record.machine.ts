import type { EventObject } from 'xstate';
import { customersApi, type CustomerRecordKind } from '../services/customers-api';
import { recordMachine, type RecordContext, type RecordEmitted, type RecordEvent } from './record.machine';

export { issuesFromMessage, type FieldIssue } from './record.machine';
export type { CustomerRecordKind } from '../services/customers-api';
export type CustomerRecordContext = RecordContext<CustomerRecordKind>;
export type CustomerRecordEvent = RecordEvent<CustomerRecordKind>;
export type CustomerRecordEmitted = RecordEmitted<CustomerRecordKind>;

/** One customer record (employer, division, location, contact, employee) in a details form. */
export const customerRecordMachine = recordMachine('customerRecord', customersApi);

/**
 * Drives every state: open new, open existing (load ok and failing), save ok and failing, the e-mail check (typed,
 * left, answered, failing), remove ok and failing.
 */
export const sampleEvents: EventObject[] = [
  { type: 'record.open', kind: 'division', id: -1, defaults: { employer_id: 1 } } as EventObject,
  { type: 'record.save', values: { name: 'Fleet' } } as EventObject,
  { type: 'xstate.done.actor.saveRecord', output: { id: 7, name: 'Fleet' } } as EventObject,
  { type: 'xstate.error.actor.saveRecord', error: new Error('refused') } as EventObject,
  { type: 'record.email.typed', email: 'sipho@jacaranda.co.za' } as EventObject,
  { type: 'record.email.left', email: 'sipho@jacaranda.co.za' } as EventObject,
  { type: 'xstate.done.actor.checkEmail', output: true } as EventObject,
  { type: 'xstate.error.actor.checkEmail', error: new Error('unreachable') } as EventObject,
  { type: 'record.open', kind: 'employee', id: 3 } as EventObject,
  { type: 'xstate.done.actor.loadRecord', output: { id: 3, first_name: 'Sipho' } } as EventObject,
  { type: 'xstate.error.actor.loadRecord', error: new Error('gone') } as EventObject,
  { type: 'record.remove', kind: 'employee', id: 3 } as EventObject,
  { type: 'xstate.done.actor.removeRecord', output: null } as EventObject,
  { type: 'xstate.error.actor.removeRecord', error: new Error('in use') } as EventObject,
  { type: 'record.close' },
];
