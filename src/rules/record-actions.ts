import type { CaseRecord } from '../contracts/workflow/cases';
import type { WorkflowAction } from './workflow-list-table';

/** Which list actions make sense for this record and this user (desk panel and case page); the service checks again. */
export function availableActions(record: CaseRecord, me: number | null): WorkflowAction[] {
  if (record.closed_at) return [];
  const mine = record.owner_user_id !== null && record.owner_user_id === me;
  const out: WorkflowAction[] = ['assign', 'dispatch', 'priority'];
  if (record.owner_user_id === null) out.push('accept');
  if (mine) out.push('reject');
  if (!mine) out.push('yank');
  out.push('close');
  return out;
}
