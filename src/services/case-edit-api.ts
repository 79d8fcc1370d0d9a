import type { WorkflowChange } from '../contracts/workflow/cases';
import { workflowPaths } from '../contracts/workflow/paths';
import type { PresenceInput, RecordPresence, UpdateCaseInput } from '../contracts/workflow/presence';
import { post } from './http';

/** Presence and conflicts: both are explained on the case page itself, so the global toast stays quiet. */
export const caseEditApi = {
  update: (body: UpdateCaseInput) =>
    post<WorkflowChange>(workflowPaths.caseUpdate, body, { quiet: 'failures' }),
  presence: (body: PresenceInput) =>
    post<RecordPresence>(workflowPaths.presence, body, { quiet: 'failures' }),
};
