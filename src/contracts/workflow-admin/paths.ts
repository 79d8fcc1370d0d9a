/** Workgroup administration, case management set-up and notification calls, relative to the service url. */
export const workflowAdminPaths = {
  workgroupList: '/workflow/admin/workgroup/get_all',
  workgroupGet: '/workflow/admin/workgroup/get',
  workgroupSave: '/workflow/admin/workgroup/save',
  workgroupRemove: '/workflow/admin/workgroup/remove',
  memberAdd: '/workflow/admin/workgroup/member/add',
  memberRemove: '/workflow/admin/workgroup/member/remove',
  users: '/workflow/admin/users',
  tenants: '/workflow/admin/tenants',
  defaultWorkgroupSet: '/workflow/admin/user/default_workgroup/set',
  rulesGet: '/workflow/admin/workgroup/rules/get',
  rulesSave: '/workflow/admin/workgroup/rules/save',
  /** Spec §7 tree service: the case classification with the severity and priority of each value. */
  prioritySeverityTree: '/get_internal_class_priority_severity',
  prioritySeverityUpdate: '/update_internal_class_priority_severity',
  timeGetAll: '/workflow/admin/time/get_all',
  timeUpdate: '/workflow/admin/time/update',
  emailGetAll: '/email_content/get_all',
  emailCreate: '/email_content/create',
  emailUpdate: '/email_content/update',
  notificationList: '/notifications/get_all',
  notificationUnread: '/notifications/unread_count',
  notificationRead: '/notifications/mark_read',
  notificationReadAll: '/notifications/mark_all_read',
} as const;
export type WorkflowAdminPathName = keyof typeof workflowAdminPaths;
