import { calls, permissionKeys, type PermissionEntry } from './permission-keys';
import { viewPaths } from './saved-view-paths';

const wf = '/workflow';
const moses = '/moses/v1';
/** Saved views (issue 19): the list in the body decides which key a call needs (see viewListKeys). */
const savedViewCalls = Object.values(viewPaths);

/** Cases, workgroups, the phone, advice and tasks. */
export const workPermissions = {
  [permissionKeys.workflowYank]: {
    label: 'yank records',
    guards: [],
    decides: [`${wf}/action`],
    actions: ['desk.yank'],
  },
  [permissionKeys.workflowClose]: {
    label: 'close records',
    guards: [],
    decides: [`${wf}/action`],
    actions: ['desk.close'],
  },
  [permissionKeys.workflowBulk]: {
    label: 'act on a selection',
    guards: [`${wf}/action/bulk`, `${wf}/bulk/start`, `${wf}/bulk/get`],
    actions: ['desk.bulk'],
  },
  [permissionKeys.workflowCreate]: {
    label: 'open cases',
    guards: [
      ...calls(`${wf}/case`, ['create', 'document/add', 'note/add', 'polling/review', 'update']),
      `${wf}/case/document/remove`,
      ...calls(`${wf}/checklist`, ['save', 'publish']),
      ...calls(`${wf}/meeting`, ['save', 'transition']),
    ],
    decides: savedViewCalls,
    screens: ['/case-management/checklist/-1', '/case-management/meeting/-1'],
    actions: [
      'desk.create',
      'desk.note',
      'case.new-checklist',
      'case.new-meeting',
      'case.edit',
      'case.documents',
    ],
  },
  [permissionKeys.workgroupAdmin]: {
    label: 'administer workgroups',
    guards: [
      ...calls(`${wf}/admin`, ['tenants', 'users', 'user/default_workgroup/set']),
      ...calls(`${wf}/admin/workgroup`, ['get', 'get_all', 'save', 'remove', 'member/add', 'member/remove']),
      ...calls(`${wf}/admin/workgroup/rules`, ['get', 'save']),
      '/add_rfq_to_quote_workgroup',
      '/remove_rfq_from_quote_workgroup',
    ],
    screens: ['/workgroups/*'],
    actions: ['rfq-dispatch.edit'],
  },
  [permissionKeys.caseSetup]: {
    label: 'change the case set-up',
    guards: [
      '/email_content/create',
      '/email_content/update',
      '/update_internal_class_priority_severity',
      `${wf}/admin/time/update`,
    ],
    actions: ['case-setup.edit', 'case-setup.deadlines'],
  },
  [permissionKeys.telephonyUse]: {
    label: 'use the phone',
    guards: [
      ...calls('/telephony/agent', ['set_status', 'status']),
      ...calls('/telephony/call', ['create_case', 'disposition', 'event', 'log', 'start']),
      ...calls('/telephony/callback', ['decline', 'take']),
      ...calls('/telephony', ['caller/lookup', 'details/all_user', 'queue/stats', 'session/details']),
      ...calls('/telephony/recording', ['append', 'begin', 'end', 'pause']),
    ],
    screens: ['/telephony/*'],
    actions: ['call.dial', 'softphone.open'],
  },
  [permissionKeys.recordingDownload]: {
    label: 'download call recordings',
    guards: ['/telephony/recording/download'],
    actions: ['recording.download'],
  },
  [permissionKeys.queueSetup]: {
    label: 'change what a call queue does at its wait limit',
    guards: ['/telephony/queue/overflow/save', '/telephony/queue/setup', '/telephony/queue/setup/save'],
    screens: ['/telephony/queues'],
  },
  [permissionKeys.adviceUse]: {
    label: 'advise employees',
    guards: calls(moses, [
      ...[
        'close_advice',
        'create_advice',
        'create_insurance_needs',
        'download_advice_report',
        'export_advice',
      ],
      ...['export_gap', 'export_scheme_comparison', 'filter_schemes', 'foo', 'get_advice'],
      ...['get_all_advice_documents', 'get_all_gap_data', 'get_chronic_conditions_list'],
      ...['get_contact_details_from_employee_id', 'get_employee_dependents', 'get_filters_from_employee_id'],
      ...['get_filters_from_employee_id_frontend_req', 'get_gap_data_from_gap_ids', 'get_product_houses'],
      ...[
        'get_potential_member_dependents',
        'get_premium_from_scheme_id',
        'get_products_from_product_house_id',
      ],
      ...['get_scheme_data_from_ids', 'get_scheme_details_from_product_id', 'remove_advice_documents'],
      ...['save_advice', 'search_employee_fm', 'update_advice_filters', 'update_advice_needs'],
      ...['update_advice_rec', 'email_advice_documents', 'resend_email_advice_documents'],
      ...['send_gap_comparison_mail', 'send_scheme_comparison_mail'],
    ]),
    screens: ['/advice/*'],
  },
  [permissionKeys.adviceSchemeStatus]: {
    label: 'change a plan’s status',
    guards: [`${moses}/change_scheme_status`],
    actions: ['scheme.status'],
  },
  [permissionKeys.taskView]: {
    label: 'see tasks',
    guards: calls('/task', [
      'approval/list',
      'assignees',
      'case/list',
      'get',
      'group/get',
      'group/list',
      'history',
      'tracker',
    ]),
    decides: savedViewCalls,
    screens: ['/task/*'],
    actions: ['case.tasks'],
  },
  [permissionKeys.taskCreate]: {
    label: 'create or change tasks',
    guards: ['/task/save', '/task/progress'],
    screens: ['/task/new-task/-1'],
    actions: ['case.add-task'],
  },
  [permissionKeys.taskAdmin]: {
    label: 'manage task groups or reassign tasks',
    guards: ['/task/group/save', '/task/bulk/reassign'],
    decides: ['/task/approval/decide'],
    screens: ['/task/task-group/view/-1'],
    actions: ['task.admin'],
  },
  [permissionKeys.campaignView]: {
    label: 'see campaigns',
    guards: calls('/campaign', ['list', 'version/get', 'version/status', 'version/targets', 'agents']),
    screens: ['/campaigns/*'],
  },
  [permissionKeys.campaignManage]: {
    label: 'manage campaigns',
    guards: [
      ...calls('/campaign', ['create', 'candidates']),
      ...calls('/campaign/version', ['create', 'update', 'transition', 'targets/assign']),
    ],
    actions: ['campaign.manage'],
  },
  [permissionKeys.campaignWork]: {
    label: 'work campaign targets',
    guards: calls('/campaign', ['my_targets', 'target/outcome']),
    actions: ['campaign.work'],
  },
  [permissionKeys.telephonyServiceLevel]: {
    label: 'see the queues’ service level',
    guards: ['/telephony/queue/service_level'],
    screens: ['/telephony/wallboard'],
    actions: ['telephony.wallboard'],
  },
} as const satisfies Record<string, PermissionEntry>;
