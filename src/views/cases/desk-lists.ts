import { fromPromise } from 'xstate';
import { adviceQueryMachine } from '../../machines/advice-query.machine';
import { checklistApi } from '../../services/checklist-api';
import { unwrap } from '../../services/http-result';
import { meetingApi } from '../../services/meeting-api';
import { workflowApi } from '../../services/workflow-api';

/** One-read actors of the checklist and meeting screens: the generic query machine with its fetch provided. */
export const checklistListMachine = adviceQueryMachine.provide({
  actors: {
    fetch: fromPromise(async ({ input }) =>
      unwrap(await checklistApi.list((input as { caseId?: number } | null)?.caseId)),
    ),
  },
});
export const meetingListMachine = adviceQueryMachine.provide({
  actors: {
    fetch: fromPromise(async ({ input }) =>
      unwrap(await meetingApi.list((input as { caseId?: number } | null)?.caseId)),
    ),
  },
});

export type StaffOption = { user_id: number; user_name: string };
/** Staff the signed-in user works with: the members of their case workgroups, once each, by name. */
export const staffOptionsMachine = adviceQueryMachine.provide({
  actors: {
    fetch: fromPromise<unknown, unknown>(async (): Promise<StaffOption[]> => {
      const groups = unwrap(await workflowApi.userWorkgroups('Case'));
      const lists = await Promise.all(groups.map((g) => workflowApi.members(g.wrkgrp_id)));
      const byId = new Map<number, StaffOption>();
      for (const list of lists) for (const m of list.kind === 'ok' ? list.data : []) byId.set(m.user_id, m);
      return [...byId.values()].sort((a, b) => a.user_name.localeCompare(b.user_name));
    }),
  },
});
