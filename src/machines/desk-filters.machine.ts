import { assign, fromPromise, setup } from 'xstate';
import type { ClassificationFlatItem } from '../contracts/classification';
import type { RecordType } from '../contracts/workflow/cases';
import { wrkgrpTypeOf } from '../contracts/workflow/cases';
import type { CaseStatusOption, FilterUser, WorkgroupStatuses } from '../contracts/workflow/filters';
import type { ActionsByStatus } from '../rules/workflow-actions-by-status';
import { classificationApi } from '../services/classification-api';
import { errorText, unwrap } from '../services/http-result';
import { workflowApi } from '../services/workflow-api';

export type DeskFilterOptions = {
  /** The status→actions map of /get_all_workflow_actions; null until it arrives (the shared table meanwhile). */
  actions: ActionsByStatus | null;
  /** The tenant's reopen window in days, from the same answer; null until it arrives (the default meanwhile). */
  reopenDays?: number | null;
  /** Every status, in workflow order (/get_all_case_status). */
  statuses: CaseStatusOption[];
  /** The statuses each of the caller's workgroups holds, with counts (object_status). */
  byWorkgroup: WorkgroupStatuses[];
  /** Whom an owner filter can choose (/get_all_users_for_filters). */
  users: FilterUser[];
  /** The case classification values with their paths (/data/classifications/flatlist). */
  classifications: ClassificationFlatItem[];
};
type Context = DeskFilterOptions & { recordType: RecordType; error: string | null };

const none: DeskFilterOptions = {
  actions: null,
  statuses: [],
  byWorkgroup: [],
  users: [],
  classifications: [],
};

/**
 * The desk's filter choices and the actions its records offer, from the four cached services of §7, asked
 * together. The lists work without them (any status, anyone, the shared action table), so a failure only says so.
 */
export const deskFiltersMachine = setup({
  types: {
    context: {} as Context,
    events: {} as { type: 'filters.reload' },
    input: {} as { recordType: RecordType },
  },
  actors: {
    loadOptions: fromPromise<DeskFilterOptions, RecordType>(async ({ input }) => {
      const [actions, statuses, byWorkgroup, users, classifications] = await Promise.all([
        workflowApi.actionsByStatus(input),
        workflowApi.caseStatuses(),
        workflowApi.objectStatus(wrkgrpTypeOf[input]),
        workflowApi.usersForFilters(),
        // Cases and leads share the case classification.
        classificationApi.flatlist('case'),
      ]);
      const map = unwrap(actions);
      return {
        actions: map.statuses,
        reopenDays: map.reopen_days,
        statuses: unwrap(statuses),
        byWorkgroup: unwrap(byWorkgroup),
        users: unwrap(users),
        classifications: unwrap(classifications),
      };
    }),
  },
}).createMachine({
  id: 'deskFilters',
  context: ({ input }) => ({ recordType: input.recordType, ...none, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadOptions',
        src: 'loadOptions',
        input: ({ context }) => context.recordType,
        onDone: { target: 'ready', actions: assign(({ event }) => ({ ...event.output, error: null })) },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) => errorText(event.error, 'The filter choices could not be loaded'),
          }),
        },
      },
    },
    ready: { on: { 'filters.reload': 'loading' } },
    failed: { on: { 'filters.reload': 'loading' } },
  },
});

/** The status choices for one workgroup: the statuses it holds, in workflow order, with their counts. */
export const statusChoices = (
  options: Pick<DeskFilterOptions, 'statuses' | 'byWorkgroup'>,
  wrkgrpId: number | null,
): { status: CaseStatusOption['value_name']; count: number | null }[] => {
  const group = options.byWorkgroup.find((g) => g.wrkgrp_id === wrkgrpId);
  if (!group) return options.statuses.map((s) => ({ status: s.value_name, count: null }));
  const counts = new Map(group.statuses.map((s) => [s.status, s.count]));
  return options.statuses
    .filter((s) => counts.has(s.value_name))
    .map((s) => ({ status: s.value_name, count: counts.get(s.value_name) ?? 0 }));
};
