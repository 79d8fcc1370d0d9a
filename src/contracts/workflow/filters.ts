import { z } from 'zod';
import { dbInt } from '../db-int';
import { caseStatuses, recordTypes, type CaseStatus } from './cases';

/** /get_all_workflow_actions: which object type's status→actions map the caller asks for. */
export const workflowActionsInput = z.object({ object_type: z.enum(recordTypes) });

/** One workgroup of the caller with the statuses its open and closed records are in (object_status). */
export const workgroupStatuses = z.object({
  wrkgrp_id: dbInt(),
  wrkgrp_name: z.string(),
  statuses: z.array(z.object({ status: z.enum(caseStatuses), count: z.number().int() })),
});
export type WorkgroupStatuses = z.infer<typeof workgroupStatuses>;

/** One person an owner filter can choose (/get_all_users_for_filters). */
export type FilterUser = { user_id: number; user_name: string };
/** One entry of /get_all_case_status. */
export type CaseStatusOption = { id: number; value_name: CaseStatus };

/** /get_classification_value_data_dropdown: the dropdown types asked for (spec §3 ids: hospitals 214, …). */
export const dropdownValuesInput = z.object({
  classification_type_id: z.array(dbInt().positive()).min(1).max(20),
});
/** One entry of a dropdown, with the type it belongs to. */
export type DropdownValue = { id: number | string; value_name: string; classification_type: number };
