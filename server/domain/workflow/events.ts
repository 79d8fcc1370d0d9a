import type { CaseRecord, WorkflowChange } from '../../../src/contracts/workflow/cases';
import type { DomainContext } from '../context';

// Live changes, not records: they travel on the context's bus (in process, or between the instances sharing one
// PostgreSQL). A console that reconnects reloads its lists, so nothing sent while it was away is lost.

/** Every change made through any instance, after it committed. */
export function subscribeWorkflow(
  ctx: DomainContext,
  listener: (change: WorkflowChange) => void,
): () => void {
  return ctx.bus.subscribe('workflow', (message) => listener(message.change));
}

/**
 * Call after the transaction committed: a console must never show a change that was rolled back. One message a
 * change, so each stays well within what one NOTIFY carries in most cases (the bus handles the rest).
 */
export function publishWorkflow(ctx: DomainContext, changes: readonly WorkflowChange[]): void {
  for (const change of changes) ctx.bus.publish({ topic: 'workflow', change });
}

/** A new record reaches the lists as an assignment (owned) or a dispatch into its workgroup (unowned). */
export function creationChange(record: CaseRecord, byUserId: number): WorkflowChange {
  return {
    action: record.owner_user_id === null ? 'dispatch' : 'assign',
    record,
    previous: { wrkgrp_id: 0, owner_user_id: null, tenant_id: record.tenant_id },
    by_user_id: byUserId,
  };
}
