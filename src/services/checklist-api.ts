import type { ChecklistRecord, SaveChecklistInput } from '../contracts/workflow/checklists';
import { workflowPaths } from '../contracts/workflow/paths';
import { post } from './http';

export const checklistApi = {
  get: (id: number) => post<ChecklistRecord>(workflowPaths.checklistGet, { id }),
  list: () => post<ChecklistRecord[]>(workflowPaths.checklistList, {}),
  save: (body: SaveChecklistInput) => post<ChecklistRecord>(workflowPaths.checklistSave, body),
  publish: (body: SaveChecklistInput) => post<ChecklistRecord>(workflowPaths.checklistPublish, body),
};
