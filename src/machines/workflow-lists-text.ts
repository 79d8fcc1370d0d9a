import type { WorkflowChange } from '../contracts/workflow/cases';
import { HttpError, failureText } from '../services/http-result';

/** How the desk's banner names each action once the service has carried it out: "CAS-000123 assigned". */
export const actionWords: Record<WorkflowChange['action'], string> = {
  assign: 'assigned',
  dispatch: 'dispatched',
  accept: 'accepted',
  reject: 'rejected',
  yank: 'yanked',
  close: 'closed',
  update: 'updated',
  priority: 're-prioritised',
  progress: 'set In Progress',
  pend: 'set Pending Customer',
  resolve: 'resolved',
  reopen: 'reopened',
  remind: 'brought back by its reminder',
};

export const reasonOf = (error: unknown): string =>
  error instanceof HttpError ? failureText(error.failure) : 'The service did not answer';
