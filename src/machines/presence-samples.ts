import type { EventObject } from 'xstate';
import { HttpError } from '../services/http-result';
import { sampleCase } from './workflow-sample-data';

const done = (id: string, output: unknown): EventObject =>
  ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
const failed = (id: string, error: unknown): EventObject =>
  ({ type: `xstate.error.actor.${id}`, error }) as EventObject;

const draft = { title: 'Hospital claim short-paid', description: '', priority: 'High', severity: 'Moderate' };

/** Edit details: open, save, a stale save refused with the other's change, another refusal, cancel. */
export const caseEditSampleEvents: EventObject[] = [
  { type: 'edit.open', record: sampleCase(1) } as EventObject,
  { type: 'edit.save', draft } as EventObject,
  done('saveDetails', { action: 'update', record: sampleCase(1, { version: 2 }) }),
  failed(
    'saveDetails',
    new HttpError({
      kind: 'appError',
      errCode: 3,
      msg: 'CAS-000001 was changed by Pieter van der Merwe at 20 Nov 2026 10:00 since you opened it. Their change is shown; nothing was saved.',
      data: {
        record: sampleCase(1, { title: 'Claim reprocessed', version: 2 }),
        changes: [
          {
            id: 9,
            action: 'update',
            user_id: 2,
            user_name: 'Pieter van der Merwe',
            changes: {
              title: ['Hospital claim rejected by the scheme', 'Claim reprocessed'],
              version: [1, 2],
            },
            note: null,
            at: '2026-11-20T10:00:00.000Z',
          },
        ],
      },
    }),
  ),
  failed('saveDetails', new HttpError({ kind: 'appError', errCode: 1, msg: 'The request is not valid' })),
  { type: 'edit.cancel' },
];

/** Who else has record 1 open, as the service answers and pushes it. */
export const presenceSampleEvents: EventObject[] = [
  {
    type: 'presence.viewers',
    recordId: 1,
    seq: 2,
    viewers: [
      { user_id: 3, name: 'Naledi Mokoena' },
      { user_id: 2, name: 'Pieter van der Merwe' },
    ],
  } as EventObject,
  { type: 'presence.viewers', recordId: 2, viewers: [], seq: 3 } as EventObject,
  // An older list arriving late is ignored.
  { type: 'presence.viewers', recordId: 1, viewers: [], seq: 1 } as EventObject,
  { type: 'presence.changed', recordId: 1, byUserId: 2 } as EventObject,
];
