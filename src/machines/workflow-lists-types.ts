import type {
  CaseRecord,
  RecordType,
  WorkflowActionInput,
  WorkflowChange,
  WorkgroupOfUser,
} from '../contracts/workflow/cases';
import type { DeskQuery, DeskWindow } from '../rules/desk-window';
import type { Viewer } from '../rules/workflow-lists';
import type { ReaderAnswer } from './workflow-lists-actors';

// What the desk's lists machine (workflow-lists.machine.ts) holds and is sent; its steps read the context too.
export type WorkflowListsContext = {
  recordType: RecordType;
  /** The tab, filters, search and sort the desk shows (its URL's), read on the service. */
  query: DeskQuery;
  /** Counts the queries asked: answers to an older one are dropped. */
  generation: number;
  /** The rows of the tab held so far, its total and the four counts (rules/desk-window.ts). */
  window: DeskWindow;
  /** Every record read or changed since the desk opened, by id: the panel and the dialogs show them. */
  known: Map<number, CaseRecord>;
  /** Rows the grid shows, [from, to): reads and re-reads cover them. */
  visible: { from: number; to: number };
  revision: number;
  viewer: Viewer | null;
  workgroups: WorkgroupOfUser[];
  /** The workgroup the user picked; undefined: their default. */
  selected: number | undefined;
  pending: { input: WorkflowActionInput; before: DeskWindow; prior: CaseRecord; number: string } | null;
  /** Pushes that arrived while the first window was read, applied after it (stale ones are skipped). */
  buffered: WorkflowChange[];
  live: boolean;
  /** The channel dropped since the last load: reload when it is back. */
  missed: boolean;
  message: { kind: 'success' | 'error'; text: string } | null;
  /** Records ticked for a bulk action (issue 19), across windows and tabs; replaced, never mutated. */
  selection: ReadonlySet<number>;
};

export type WorkflowListsEvent =
  | { type: 'list.selectWorkgroup'; wrkgrpId: number }
  | { type: 'list.reload' }
  | { type: 'list.query'; query: DeskQuery }
  | { type: 'list.visible'; from: number; to: number }
  | {
      type: 'list.act';
      input: WorkflowActionInput;
      names?: { wrkgrp_name?: string; owner_name?: string | null };
    }
  | { type: 'list.push'; change: WorkflowChange }
  | { type: 'list.live'; live: boolean }
  | { type: 'list.dismiss' }
  | ReaderAnswer
  | { type: 'select.toggle'; id: number }
  | { type: 'select.matching' }
  | { type: 'select.clear' };
