import type { CaseRecord, WorkflowActionInput, WorkflowChange } from '../contracts/workflow/cases';
import type { DeskPageAnswer } from '../contracts/workflow/desk-page';
import { applyToWindow, emptyWindow, mergeWindow, pageInput } from '../rules/desk-window';
import { firstRead, windowAround } from '../rules/desk-window-reads';
import type { Viewer } from '../rules/workflow-lists';
import { predictChange } from '../rules/workflow-predict';
import type { ReaderRequest } from './workflow-lists-actors';
import type { WorkflowListsContext } from './workflow-lists-types';

/**
 * The lists machine's steps as plain functions of its context (the machine file keeps the states): each answers
 * the part of the context it changes, or the request the window reader is sent.
 */

/** A change applied to the held window (or `from`) and records, unless it is older than the record held. */
export function withChange(context: WorkflowListsContext, change: WorkflowChange, from = context.window) {
  const known = context.known.get(change.record.id);
  if (known && known.version > change.record.version) return {};
  context.known.set(change.record.id, change.record);
  if (change.record.record_type !== context.recordType) return { revision: context.revision + 1 };
  return {
    window: applyToWindow(from, change, context.viewer as Viewer, context.query),
    revision: context.revision + 1,
  };
}

/** The first window's call, as a reload's early read asks for it (desk-window-reads.ts). */
export const firstReadOf = (context: WorkflowListsContext) =>
  firstRead(context.query, context.recordType, context.selected);

/** The first window read: what is held starts afresh from it, and pushes that came meanwhile are applied. */
export function loaded(context: WorkflowListsContext, answer: DeskPageAnswer) {
  for (const r of answer.rows) context.known.set(r.id, r);
  const base = { ...context, viewer: answer.viewer, window: mergeWindow(emptyWindow, answer, true) };
  let window = base.window;
  for (const change of context.buffered) window = withChange({ ...base, window }, change).window ?? window;
  return {
    viewer: answer.viewer,
    workgroups: answer.workgroups,
    selected: answer.viewer.wrkgrp_id ?? undefined,
    window,
    buffered: [],
    revision: context.revision + 1,
  };
}

/** A window the reader answered (a scroll's, or the shown rows read again after changes). */
export function windowRead(context: WorkflowListsContext, answer: DeskPageAnswer, fresh: boolean) {
  for (const r of answer.rows) context.known.set(r.id, r);
  return { window: mergeWindow(context.window, answer, fresh), revision: context.revision + 1 };
}

const request = (
  type: ReaderRequest['type'],
  context: WorkflowListsContext,
  shown: { from: number; to: number },
  counts: boolean,
): ReaderRequest => ({
  type,
  generation: context.generation,
  input: pageInput(
    context.query,
    context.recordType,
    context.selected,
    ...windowAround(shown, context.window.total),
    counts,
  ),
});
/** After a change the counts of other tabs, and a row a column order places, are the service's to say. */
export const rereadRequest = (context: WorkflowListsContext) =>
  request('reread', context, context.visible, true);
export const visibleRequest = (context: WorkflowListsContext, shown: { from: number; to: number }) =>
  request('read', context, shown, false);
/** Every id matching the tab's filter, for "select all matching" (the service caps it at the bulk limit). */
export const matchingRequest = (context: WorkflowListsContext): ReaderRequest => ({
  type: 'ids',
  generation: context.generation,
  input: { ...pageInput(context.query, context.recordType, context.selected, 0, 0, false), ids_only: true },
});

/** The user's action shown at once: the predicted change applied, and what puts it back if it is refused. */
export function predicted(
  context: WorkflowListsContext,
  input: WorkflowActionInput,
  names: { wrkgrp_name?: string; owner_name?: string | null } | undefined,
) {
  const before = context.known.get(input.id) as CaseRecord;
  const change = predictChange(before, input, (context.viewer as Viewer).owner_user_id, names);
  const shown = context.window;
  return {
    ...withChange(context, change),
    // The version held goes along: the service refuses the action if someone changed it since.
    pending: {
      input: { ...input, version: before.version },
      before: shown,
      prior: before,
      number: before.number,
    },
    message: null,
  };
}

/** A refused action: the window and the record as they were, and why. */
export function rolledBack(context: WorkflowListsContext, reason: string) {
  const pending = context.pending;
  if (pending) context.known.set(pending.prior.id, pending.prior);
  return {
    window: pending?.before ?? context.window,
    pending: null,
    revision: context.revision + 1,
    message: {
      kind: 'error' as const,
      text: `Could not ${pending?.input.action ?? 'act on'} ${pending?.number ?? 'the record'}: ${reason}. The lists are back as they were.`,
    },
  };
}
