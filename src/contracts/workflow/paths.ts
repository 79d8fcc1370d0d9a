/** Workflow calls (spec §7 "Classification and workflow" and the case desk built on them), relative to the service url. */
export const workflowPaths = {
  caseCreate: '/workflow/case/create',
  caseGet: '/workflow/case/get',
  caseList: '/workflow/case/list',
  caseHistory: '/workflow/case/history',
  /** Type-ahead: cases and leads of the caller's tenants by part of their number or title. */
  caseSearch: '/workflow/case/search',
  allCaseStatus: '/get_all_case_status',
  action: '/workflow/action',
  /** Edit a case's or lead's details, refused when it changed since the editor opened it. */
  caseUpdate: '/workflow/case/update',
  /** Who has a record open: 'open' every 10 s while the detail page shows it, 'closed' on leaving. */
  presence: '/workflow/presence',
  bulkAction: '/workflow/action/bulk',
  /** A bulk job (issue 19): each record in its own transaction, progress read back while it runs. */
  bulkStart: '/workflow/bulk/start',
  bulkGet: '/workflow/bulk/get',
  lists: '/workflow/lists',
  /** One window of a desk tab, filtered and sorted on the service, with the tabs' counts (issue 38). */
  listPage: '/workflow/lists/page',
  meetingSave: '/workflow/meeting/save',
  meetingTransition: '/workflow/meeting/transition',
  meetingGet: '/workflow/meeting/get',
  meetingList: '/workflow/meeting/list',
  checklistSave: '/workflow/checklist/save',
  checklistPublish: '/workflow/checklist/publish',
  checklistGet: '/workflow/checklist/get',
  checklistList: '/workflow/checklist/list',
  workgroups: '/workflow/workgroups',
  workgroupMembers: '/workflow/workgroup/members',
  userWorkgroups: '/workflow/user/workgroups',
  userDefaultWorkgroup: '/workflow/user/workgroups/default',
  /** The cached filter and action services of §7: status→actions map, statuses per workgroup, owner choices. */
  allWorkflowActions: '/get_all_workflow_actions',
  objectStatus: '/workflow/user/workgroups/object_status',
  usersForFilters: '/get_all_users_for_filters',
  dropdownValues: '/get_classification_value_data_dropdown',
  /** GET: Server-Sent Events, one `change` event per action on a record in the caller's tenants. */
  events: '/workflow/events',
} as const;
