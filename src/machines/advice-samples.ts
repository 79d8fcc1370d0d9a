import type { EventObject } from 'xstate';
import { adviceStatuses } from '../contracts/advice';
import { sampleError } from './sample-data';
import { sampleAdvice, sampleNeeds } from './sample-advice';

const done = (id: string, output: unknown): EventObject =>
  ({ type: `xstate.done.actor.${id}`, output }) as EventObject;

/** Events that take the advice machine through every state and every guarded action. */
export const adviceSampleEvents: EventObject[] = [
  ...adviceStatuses.map((s) => done('loadAdvice', sampleAdvice(s))),
  { type: 'xstate.error.actor.loadAdvice', error: sampleError } as EventObject,
  // No action leaves an advice in draft: the service never answers one with it.
  ...adviceStatuses.filter((s) => s !== 'draft').map((s) => done('runAction', sampleAdvice(s))),
  { type: 'xstate.error.actor.runAction', error: sampleError } as EventObject,
  { type: 'advice.reload' },
  { type: 'advice.needs.capture', needs: sampleNeeds } as EventObject,
  { type: 'advice.needs.update', needs: sampleNeeds } as EventObject,
  {
    type: 'advice.filters.update',
    filters: { hospital: 1, adult_dependent: 1, child_dependent: 2, include_inactive: false },
  } as EventObject,
  { type: 'advice.compare', schemeIds: [3, 7, 11], gapIds: [1] } as EventObject,
  {
    type: 'advice.recommend',
    schemeId: 7,
    gapId: 1,
    reason: 'Best hospital cover for the price.',
  } as EventObject,
  { type: 'advice.export' },
  { type: 'advice.email', to: 'thabo.nkosi@example.co.za', cc: [], message: '' } as EventObject,
  { type: 'advice.resend' },
  { type: 'advice.documents.remove', documentIds: [101] } as EventObject,
  { type: 'advice.close', reason: 'Employee joined the plan' } as EventObject,
  { type: 'advice.error.dismiss' },
];
