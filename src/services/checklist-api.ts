import type { ChecklistRecord, SaveChecklistInput } from '../contracts/workflow/checklists';
import { workflowPaths } from '../contracts/workflow/paths';
import { post } from './http';

export const checklistApi = {
  get: (id: number) => post<ChecklistRecord>(workflowPaths.checklistGet, { id }),
  list: (caseId?: number) =>
    post<ChecklistRecord[]>(workflowPaths.checklistList, caseId ? { case_id: caseId } : {}),
  save: (body: SaveChecklistInput) =>
    post<ChecklistRecord>(workflowPaths.checklistSave, body, { quiet: 'failures' }),
  publish: (body: SaveChecklistInput) =>
    post<ChecklistRecord>(workflowPaths.checklistPublish, body, { quiet: 'failures' }),
};
