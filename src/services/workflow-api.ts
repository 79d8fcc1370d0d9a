import type {
  CaseHistoryEntry,
  CasePage,
  CaseRecord,
  CreateCaseInput,
  ListCasesInput,
  WorkflowActionInput,
  WorkflowChange,
  WorkflowListsAnswer,
  WorkflowListsWire,
  WorkgroupMember,
  WorkgroupOfUser,
  WorkgroupSummary,
} from '../contracts/workflow/cases';
import type { WorkgroupLine } from '../contracts/telephony/details';
import type { DeskPageAnswer, DeskPageInput } from '../contracts/workflow/desk-page';
import type { BulkJob, BulkStarted, BulkStartInput } from '../contracts/workflow/bulk';
import type {
  CaseStatusOption,
  DropdownValue,
  FilterUser,
  WorkgroupStatuses,
} from '../contracts/workflow/filters';
import { workflowPaths } from '../contracts/workflow/paths';
import type { WorkflowActionsAnswer } from '../rules/workflow-actions-by-status';
import { cachedPost } from './cached-post';
import { unpackLists } from '../rules/workflow-lists-wire';
import { post, type RequestOptions } from './http';
import type { HttpResult } from './http-result';

export const workflowApi = {
  lists: async (
    body: { record_type: 'case' | 'lead'; wrkgrp_id?: number },
    options?: RequestOptions,
  ): Promise<HttpResult<WorkflowListsAnswer>> => {
    const result = await post<WorkflowListsWire>(workflowPaths.lists, body, options);
    return result.kind === 'ok' ? { ...result, data: unpackLists(result.data) } : result;
  },
  /** One window of a desk tab (issue 38). */
  page: (body: DeskPageInput, options?: RequestOptions) =>
    post<DeskPageAnswer>(workflowPaths.listPage, body, options),
  /** Refusals are the actor's to explain (it rolls back and says why), so the global toast stays quiet. */
  act: (body: WorkflowActionInput) => post<WorkflowChange>(workflowPaths.action, body, { quiet: true }),
  bulk: (body: {
    ids: number[];
    action: string;
    wrkgrp_id?: number;
    owner_user_id?: number;
    note?: string;
  }) => post<WorkflowChange[]>(workflowPaths.bulkAction, body, { quiet: true }),
  /** A bulk job (issue 19): its machine explains a refusal in the progress area, so no global toast. */
  bulkStart: (body: BulkStartInput, signal?: AbortSignal) =>
    post<BulkStarted>(workflowPaths.bulkStart, body, { quiet: true, signal }),
  bulkGet: (job_id: number) => post<BulkJob>(workflowPaths.bulkGet, { job_id }, { quiet: true }),
  workgroups: (wrkgrp_type: 'Case' | 'Lead') =>
    post<WorkgroupSummary[]>(workflowPaths.workgroups, { wrkgrp_type }),
  members: (wrkgrp_id: number) => post<WorkgroupMember[]>(workflowPaths.workgroupMembers, { wrkgrp_id }),
  userWorkgroups: (wrkgrp_type: 'Case' | 'Lead') =>
    post<WorkgroupOfUser[]>(workflowPaths.userWorkgroups, { wrkgrp_type }),
  /** The new-record form says why a create was refused, beside its fields: no toast on top. */
  createCase: (body: CreateCaseInput) => post<CaseRecord>(workflowPaths.caseCreate, body, { quiet: true }),
  getCase: (id: number) => post<CaseRecord>(workflowPaths.caseGet, { id }),
  listCases: (body: ListCasesInput) => post<CasePage>(workflowPaths.caseList, body),
  caseHistory: (id: number) => post<CaseHistoryEntry[]>(workflowPaths.caseHistory, { id }),
  /** The default workgroup of a type with its telephony_details in msg[0] (spec §7); the softphone reads it. */
  defaultWorkgroup: (wrkgrp_type: 'Case' | 'Lead') =>
    post<(WorkgroupOfUser & { telephony_details: WorkgroupLine | null }) | null>(
      workflowPaths.userDefaultWorkgroup,
      { wrkgrp_type },
      { quiet: true },
    ),
  /** The cached services behind the desk's filters and buttons (spec §7). */
  actionsByStatus: (object_type: 'case' | 'lead') =>
    cachedPost<WorkflowActionsAnswer>(workflowPaths.allWorkflowActions, { object_type }),
  caseStatuses: () => cachedPost<CaseStatusOption[]>(workflowPaths.allCaseStatus, {}),
  objectStatus: (wrkgrp_type: 'Case' | 'Lead') =>
    cachedPost<WorkgroupStatuses[]>(workflowPaths.objectStatus, { wrkgrp_type }),
  usersForFilters: () => cachedPost<FilterUser[]>(workflowPaths.usersForFilters, {}),
  dropdownValues: (classification_type_id: number[]) =>
    cachedPost<DropdownValue[]>(workflowPaths.dropdownValues, { classification_type_id }),
};
