import { fromPromise } from 'xstate';
import type { ChecklistRecord } from '../contracts/workflow/checklists';
import { checklistApi } from '../services/checklist-api';
import { HttpError, failureText, unwrap } from '../services/http-result';
import { toPayload, type SaveArgs } from './checklist-draft';

/** The checklist machine's calls to the service: read one, save the draft, publish it. */
export const checklistActors = {
  loadChecklist: fromPromise<ChecklistRecord, number>(async ({ input }) =>
    unwrap(await checklistApi.get(input)),
  ),
  saveChecklist: fromPromise<ChecklistRecord, SaveArgs>(async ({ input }) =>
    unwrap(await checklistApi.save(toPayload(input))),
  ),
  publishChecklist: fromPromise<ChecklistRecord, SaveArgs>(async ({ input }) =>
    unwrap(await checklistApi.publish(toPayload(input))),
  ),
};

/** What the page shows for a failed call. */
export const errorText = (error: unknown) =>
  error instanceof HttpError ? failureText(error.failure) : 'The service did not answer';
