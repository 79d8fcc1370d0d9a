import type {
  ApproveInput,
  BulkReassignInput,
  ProgressInput,
  SaveGroupInput,
  SaveTaskInput,
  TaskAssignees,
  TaskConfig,
  TaskGroupDetail,
  TaskGroupRecord,
  TaskHistoryEntry,
  TaskRecord,
} from '../contracts/tasks';
import { externalReferenceTag } from '../contracts/tasks';
import { campaignsApi } from '../services/campaigns-api';
import { unwrap } from '../services/http-result';
import { tasksApi } from '../services/tasks-api';
import { workflowApi } from '../services/workflow-api';

/** Which task screen the machine serves; id is the group or task (-1 for a new one). */
export type TaskView = 'tracker' | 'admin' | 'group' | 'task';
/** caseId: a new task opened from that case's page, which the form offers filled in. */
export type TasksInput = { view: TaskView; id?: number; caseId?: number | null };
/** The case a new task is for, as the form shows it: by its number, never its id. */
export type LinkedCase = { id: number; number: string; title: string; wrkgrp_id?: number };

/** Everything a task screen reads; each view fills its part. */
export type TaskScreenData = {
  config: TaskConfig | null;
  assignees: TaskAssignees | null;
  tasks: TaskRecord[];
  groups: TaskGroupRecord[];
  approvals: TaskRecord[];
  group: TaskGroupDetail | null;
  task: TaskRecord | null;
  history: TaskHistoryEntry[];
  linkedCase: LinkedCase | null;
};
export const emptyTaskData: TaskScreenData = {
  config: null,
  assignees: null,
  tasks: [],
  groups: [],
  approvals: [],
  group: null,
  task: null,
  history: [],
  linkedCase: null,
};

/** The case a new task was opened from; a case the caller cannot read leaves the field empty. */
async function linkedCaseOf(caseId: number | null | undefined): Promise<LinkedCase | null> {
  if (!caseId || caseId <= 0) return null;
  const answer = await workflowApi.getCase(caseId);
  return answer.kind === 'ok'
    ? {
        id: answer.data.id,
        number: answer.data.number,
        title: answer.data.title,
        wrkgrp_id: answer.data.wrkgrp_id,
      }
    : null;
}

export type TaskCommand =
  | { op: 'group.save'; body: SaveGroupInput }
  | { op: 'task.save'; body: SaveTaskInput }
  | { op: 'task.progress'; body: ProgressInput }
  | { op: 'task.approve'; body: ApproveInput }
  | { op: 'task.reassign'; body: BulkReassignInput };
export type TaskCommandResult = TaskGroupDetail | TaskRecord | TaskRecord[];

export async function loadTaskScreen(input: TasksInput, signal?: AbortSignal): Promise<TaskScreenData> {
  const o = { signal };
  const id = input.id ?? -1;
  const [config, assignees] = await Promise.all([tasksApi.config(o), tasksApi.assignees(o)]);
  const base = { ...emptyTaskData, config: unwrap(config), assignees: unwrap(assignees) };
  switch (input.view) {
    case 'tracker':
      // Its rows come a page at a time from the service (tracker-page.machine.ts), not all at once.
      return base;
    case 'admin': {
      const [groups, approvals, tasks] = await Promise.all([
        tasksApi.groups(o),
        tasksApi.approvals(o),
        tasksApi.tracker({ scope: 'all' }, o),
      ]);
      return { ...base, groups: unwrap(groups), approvals: unwrap(approvals), tasks: unwrap(tasks) };
    }
    case 'group': {
      const groups = unwrap(await tasksApi.groups(o));
      return { ...base, groups, group: id > 0 ? unwrap(await tasksApi.group(id, o)) : null };
    }
    case 'task': {
      // The form's external reference offers the tags of tags_list.external_reference_number_task (spec §7
      // /search_tags/get), asked for alongside the groups.
      const [groups, tags] = await Promise.all([
        tasksApi.groups(o),
        campaignsApi.searchTags(externalReferenceTag, o),
      ]);
      const withTags = { ...base, config: referenceTags(base.config, tags), groups: unwrap(groups) };
      if (id <= 0) return { ...withTags, linkedCase: await linkedCaseOf(input.caseId) };
      const [task, history] = await Promise.all([tasksApi.task(id, o), tasksApi.history(id, o)]);
      return { ...withTags, task: unwrap(task), history: unwrap(history) };
    }
  }
}

const referenceTags = (config: TaskConfig, tags: string[]): TaskConfig => ({
  ...config,
  tags_list: { [externalReferenceTag]: { ...config.tags_list[externalReferenceTag], tags } },
});

export async function runTaskCommand(command: TaskCommand): Promise<TaskCommandResult> {
  switch (command.op) {
    case 'group.save':
      return unwrap(await tasksApi.saveGroup(command.body));
    case 'task.save':
      return unwrap(await tasksApi.saveTask(command.body));
    case 'task.progress':
      return unwrap(await tasksApi.progress(command.body));
    case 'task.approve':
      return unwrap(await tasksApi.approve(command.body));
    case 'task.reassign':
      return unwrap(await tasksApi.reassign(command.body));
  }
}

export const doneText: Record<TaskCommand['op'], string> = {
  'group.save': 'Task group saved',
  'task.save': 'Task saved',
  'task.progress': 'Progress saved',
  'task.approve': 'Approval recorded',
  'task.reassign': 'Tasks reassigned',
};
