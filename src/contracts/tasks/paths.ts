/** Task calls (issue 5, spec §2 Task menu), relative to the service url. */
export const taskPaths = {
  config: '/task/config',
  groupSave: '/task/group/save',
  groupGet: '/task/group/get',
  groupList: '/task/group/list',
  taskSave: '/task/save',
  taskGet: '/task/get',
  taskHistory: '/task/history',
  /** The tasks of one case or lead, for its page. */
  caseTasks: '/task/case/list',
  tracker: '/task/tracker',
  /** One page of the tracker, filtered, searched and sorted by the service (issue 38). */
  trackerPage: '/task/tracker/page',
  progress: '/task/progress',
  approvals: '/task/approval/list',
  approve: '/task/approval/decide',
  bulkReassign: '/task/bulk/reassign',
  assignees: '/task/assignees',
} as const;
