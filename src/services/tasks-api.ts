import {
  taskPaths as p,
  type ApproveInput,
  type BulkReassignInput,
  type ProgressInput,
  type SaveGroupInput,
  type SaveTaskInput,
  type TaskAssignees,
  type TaskConfig,
  type TaskGroupDetail,
  type TaskGroupRecord,
  type TaskHistoryEntry,
  type TaskRecord,
  type TrackerInput,
} from '../contracts/tasks';
import { post, type RequestOptions } from './http';

export const tasksApi = {
  config: (o?: RequestOptions) => post<TaskConfig>(p.config, {}, o),
  assignees: (o?: RequestOptions) => post<TaskAssignees>(p.assignees, {}, o),
  groups: (o?: RequestOptions) => post<TaskGroupRecord[]>(p.groupList, {}, o),
  group: (id: number, o?: RequestOptions) => post<TaskGroupDetail>(p.groupGet, { id }, o),
  saveGroup: (body: SaveGroupInput) => post<TaskGroupDetail>(p.groupSave, body),
  task: (id: number, o?: RequestOptions) => post<TaskRecord>(p.taskGet, { id }, o),
  history: (id: number, o?: RequestOptions) => post<TaskHistoryEntry[]>(p.taskHistory, { id }, o),
  caseTasks: (caseId: number, o?: RequestOptions) => post<TaskRecord[]>(p.caseTasks, { case_id: caseId }, o),
  saveTask: (body: SaveTaskInput) => post<TaskRecord>(p.taskSave, body),
  tracker: (body: TrackerInput, o?: RequestOptions) => post<TaskRecord[]>(p.tracker, body, o),
  progress: (body: ProgressInput) => post<TaskRecord>(p.progress, body),
  approvals: (o?: RequestOptions) => post<TaskRecord[]>(p.approvals, {}, o),
  approve: (body: ApproveInput) => post<TaskRecord>(p.approve, body),
  reassign: (body: BulkReassignInput) => post<TaskRecord[]>(p.bulkReassign, body),
};
