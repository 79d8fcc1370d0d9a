import type { EventObject } from 'xstate';
import { internalOrgApi, type InternalRecordKind } from '../services/internal-org-api';
import { recordMachine, type RecordContext, type RecordEmitted, type RecordEvent } from './record.machine';

export type { FieldIssue } from './record.machine';
export type { InternalRecordKind } from '../services/internal-org-api';
export type InternalRecordContext = RecordContext<InternalRecordKind>;
export type InternalRecordEvent = RecordEvent<InternalRecordKind>;
export type InternalRecordEmitted = RecordEmitted<InternalRecordKind>;

/**
 * One internal-organisation record in a form (department, internal employee, FSP, representative, organisation
 * details, tenant configuration). A row of a list opens with its values in hand, without a load.
 */
export const internalRecordMachine = recordMachine('internalRecord', internalOrgApi, { valuesInHand: true });

/** Drives every state: open new, open existing (load ok and failing), save ok and failing, remove ok and failing. */
export const internalRecordSampleEvents: EventObject[] = [
  { type: 'record.open', kind: 'department', id: -1, defaults: { parent_id: 4 } } as EventObject,
  { type: 'record.save', values: { name: 'Claims Support' } } as EventObject,
  { type: 'xstate.done.actor.saveRecord', output: { id: 7, name: 'Claims Support' } } as EventObject,
  { type: 'xstate.error.actor.saveRecord', error: new Error('refused') } as EventObject,
  { type: 'record.email.typed', email: 'sipho@ubuntubenefits.co.za' } as EventObject,
  { type: 'record.email.left', email: 'sipho@ubuntubenefits.co.za' } as EventObject,
  { type: 'xstate.done.actor.checkEmail', output: false } as EventObject,
  { type: 'record.open', kind: 'employee', id: 3 } as EventObject,
  { type: 'xstate.done.actor.loadRecord', output: { id: 3, full_name: 'Sipho Dlamini' } } as EventObject,
  { type: 'xstate.error.actor.loadRecord', error: new Error('gone') } as EventObject,
  { type: 'record.remove', kind: 'department', id: 7 } as EventObject,
  { type: 'xstate.done.actor.removeRecord', output: null } as EventObject,
  { type: 'xstate.error.actor.removeRecord', error: new Error('in use') } as EventObject,
  { type: 'record.close' },
];
