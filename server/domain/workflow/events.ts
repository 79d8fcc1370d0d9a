import type { CaseRecord, WorkflowChange } from '../../../src/contracts/workflow/cases';
import type { DomainContext } from '../context';

type Listener = (change: WorkflowChange) => void;

// Live changes, not records: kept in memory per service instance and keyed by the domain context, so each test
// app has its own. A console that reconnects reloads its lists, so nothing sent while it was away is lost.
const buses = new WeakMap<DomainContext, Set<Listener>>();
const listenersOf = (ctx: DomainContext): Set<Listener> => {
  let set = buses.get(ctx);
  if (!set) buses.set(ctx, (set = new Set()));
  return set;
};

export function subscribeWorkflow(ctx: DomainContext, listener: Listener): () => void {
  const set = listenersOf(ctx);
  set.add(listener);
  return () => set.delete(listener);
}

/** Call after the transaction committed: a console must never show a change that was rolled back. */
export function publishWorkflow(ctx: DomainContext, changes: readonly WorkflowChange[]): void {
  for (const listener of listenersOf(ctx)) for (const change of changes) listener(change);
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

export const listenerCount = (ctx: DomainContext): number => listenersOf(ctx).size;
