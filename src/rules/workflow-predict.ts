import type { CaseRecord, WorkflowActionInput, WorkflowChange } from '../contracts/workflow/cases';
import { nextStatus } from './case-lifecycle';

/**
 * What the service will most likely answer, so the lists move at once (optimistic update). The service's real
 * answer replaces it; a refusal undoes it. Names of a new workgroup or owner come from what the dialog offered.
 */
export function predictChange(
  before: CaseRecord,
  input: WorkflowActionInput,
  me: number,
  names: { wrkgrp_name?: string; owner_name?: string | null } = {},
): WorkflowChange {
  const record: CaseRecord = { ...before, version: before.version + 1 };
  switch (input.action) {
    case 'assign':
      Object.assign(record, { wrkgrp_id: input.wrkgrp_id, owner_user_id: input.owner_user_id });
      break;
    case 'dispatch':
      Object.assign(record, { wrkgrp_id: input.wrkgrp_id, owner_user_id: null, owner_name: null });
      break;
    case 'reject':
      Object.assign(record, {
        wrkgrp_id: input.wrkgrp_id ?? before.wrkgrp_id,
        owner_user_id: input.owner_user_id ?? null,
      });
      if (record.owner_user_id === null) record.owner_name = null;
      break;
    case 'accept':
    case 'yank':
      record.owner_user_id = me;
      if (record.status === 'Open') record.status = 'In Progress';
      break;
    case 'close':
      record.status = 'Closed';
      break;
    case 'priority':
      record.priority = input.priority;
      break;
    case 'progress':
    case 'pend':
    case 'resolve':
    case 'reopen':
      record.status = nextStatus(before.status, input.action) ?? before.status;
      if (input.action === 'pend')
        Object.assign(record, { pending_reason: input.reason, remind_at: input.remind_at });
      if (input.action === 'resolve') record.resolution_code = input.resolution_code;
      break;
  }
  if (names.wrkgrp_name) record.wrkgrp_name = names.wrkgrp_name;
  if (names.owner_name !== undefined) record.owner_name = names.owner_name;
  return {
    action: input.action,
    record,
    previous: {
      wrkgrp_id: before.wrkgrp_id,
      owner_user_id: before.owner_user_id,
      tenant_id: before.tenant_id,
    },
    by_user_id: me,
  };
}
