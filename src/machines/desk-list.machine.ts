import { assign, fromPromise, setup } from 'xstate';
import type { ClassificationFlatItem } from '../contracts/classification';
import type { TaskRecord } from '../contracts/tasks';
import type { ChecklistRecord } from '../contracts/workflow/checklists';
import type { MeetingRecord } from '../contracts/workflow/meetings';
import { checklistApi } from '../services/checklist-api';
import { classificationApi } from '../services/classification-api';
import { failureText, HttpError, unwrap } from '../services/http-result';
import { meetingApi } from '../services/meeting-api';
import { tasksApi } from '../services/tasks-api';
import { workflowApi } from '../services/workflow-api';

export type StaffOption = { user_id: number; user_name: string };
/**
 * Which list of the case desk: checklists and meetings (of one case, or of the caller's tenants), staff, the
 * tasks of one case, or the case classification values with their paths (the case page names its path).
 */
export type DeskListKind = 'checklists' | 'meetings' | 'staff' | 'tasks' | 'classifications';
export type DeskListInput = { kind: DeskListKind; caseId?: number | null };
export type DeskListRows = {
  checklists: ChecklistRecord[];
  meetings: MeetingRecord[];
  staff: StaffOption[];
  tasks: TaskRecord[];
  classifications: ClassificationFlatItem[];
};
type Context = DeskListInput & { rows: DeskListRows; error: string | null };

/** Staff the signed-in user works with: the members of their case workgroups, once each, by name. */
const loadStaff = async (): Promise<StaffOption[]> => {
  const groups = unwrap(await workflowApi.userWorkgroups('Case'));
  const lists = await Promise.all(groups.map((g) => workflowApi.members(g.wrkgrp_id)));
  const byId = new Map<number, StaffOption>();
  for (const list of lists) for (const m of list.kind === 'ok' ? list.data : []) byId.set(m.user_id, m);
  return [...byId.values()].sort((a, b) => a.user_name.localeCompare(b.user_name));
};

const noRows: DeskListRows = { checklists: [], meetings: [], staff: [], tasks: [], classifications: [] };

/**
 * One read-only list of the case desk, loaded as soon as the screen starts it and again on `list.refresh`; each
 * kind keeps its own typed rows so the screens select them without casts.
 */
export const deskListMachine = setup({
  types: {
    context: {} as Context,
    events: {} as { type: 'list.refresh' },
    input: {} as DeskListInput,
  },
  actors: {
    loadList: fromPromise<Partial<DeskListRows>, DeskListInput>(async ({ input }) => {
      const caseId = input.caseId ?? undefined;
      if (input.kind === 'checklists') return { checklists: unwrap(await checklistApi.list(caseId)) };
      if (input.kind === 'meetings') return { meetings: unwrap(await meetingApi.list(caseId)) };
      if (input.kind === 'tasks') return { tasks: unwrap(await tasksApi.caseTasks(caseId ?? 0)) };
      if (input.kind === 'classifications')
        return { classifications: unwrap(await classificationApi.flatlist('case')) };
      return { staff: await loadStaff() };
    }),
  },
}).createMachine({
  id: 'deskList',
  context: ({ input }) => ({ kind: input.kind, caseId: input.caseId ?? null, rows: noRows, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadList',
        src: 'loadList',
        input: ({ context }) => ({ kind: context.kind, caseId: context.caseId }),
        onDone: {
          target: 'ready',
          actions: assign({ rows: ({ event }) => ({ ...noRows, ...event.output }), error: null }),
        },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) =>
              event.error instanceof HttpError
                ? failureText(event.error.failure)
                : 'The list could not be loaded',
          }),
        },
      },
    },
    ready: { on: { 'list.refresh': 'loading' } },
    failed: { on: { 'list.refresh': 'loading' } },
  },
});
