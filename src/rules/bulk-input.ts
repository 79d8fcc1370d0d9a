import type { BulkStartInput } from '../contracts/workflow/bulk';
import type { WorkflowActionInput } from '../contracts/workflow/cases';

/**
 * The single-action dialog's answer turned into a bulk job for the selection, or null for an action a bulk job
 * does not take (accept, reject and yank are about the user's own hands, one record at a time).
 */
export function toBulkInput(input: WorkflowActionInput, ids: readonly number[]): BulkStartInput | null {
  const base = { ids: [...ids] };
  switch (input.action) {
    case 'assign':
      return {
        ...base,
        action: 'assign',
        wrkgrp_id: input.wrkgrp_id,
        owner_user_id: input.owner_user_id,
        note: input.note,
      };
    case 'dispatch':
      return { ...base, action: 'dispatch', wrkgrp_id: input.wrkgrp_id, note: input.note };
    case 'priority':
      return { ...base, action: 'priority', priority: input.priority, note: input.note };
    case 'close':
      return { ...base, action: 'close', note: input.note };
    default:
      return null;
  }
}
