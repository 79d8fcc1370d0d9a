import type { EventObject } from 'xstate';
import type { RegistryEntry } from './registry-entry';
import { accountMachine } from './account.machine';
import { adviceMachine } from './advice.machine';
import { adviceSampleEvents } from './advice-samples';
import { authMachine } from './auth.machine';
import { internalListMachine, internalListSampleEvents } from './internal-list.machine';
import { internalRecordMachine, internalRecordSampleEvents } from './internal-record.machine';
import {
  classificationPickerMachine,
  sampleEvents as classificationPickerEvents,
} from './classification-picker.machine';
import {
  classificationAdminMachine,
  sampleEvents as classificationAdminEvents,
} from './classification-admin.machine';
import { salesDeskMachine, sampleEvents as salesDeskEvents } from './sales-desk.machine';
import { crmDeskMachine, crmDeskSampleEvents } from './crm-desk.machine';
import { customerRecordMachine, sampleEvents as customerRecordEvents } from './customer-record.machine';
import { editControlMachine, sampleEvents as editControlEvents } from './edit-control.machine';
import { hierarchyTreeMachine, sampleEvents as hierarchyTreeEvents } from './hierarchy-tree.machine';
import { layoutMachine } from './layout.machine';
import { notificationsMachine } from './notifications.machine';
import { roleSwitchMachine } from './role-switch.machine';
import { sampleSession, sampleTenants } from './sample-data';
import { telephonyMachine } from './telephony.machine';
import { telephonySampleEvents } from './telephony/sample-events';
import { softphoneSampleEvents } from './telephony/softphone-samples';
import { softphoneMachine } from './telephony/softphone.machine';
import { callEntries } from './registry-caller-interactions';
import { tenantMachine } from './tenant.machine';
import { versionMachine } from './version.machine';
import { workflowListsMachine } from './workflow-lists.machine';
import { caseDetailMachine } from './case-detail.machine';
import { workgroupOptionsMachine } from './workgroup-options.machine';
import {
  caseDetailSampleEvents,
  workflowListsSampleEvents,
  workgroupOptionsSampleEvents,
} from './workflow-sample-data';
import {
  workflowAdminResourceMachine,
  workflowAdminResourceSampleEvents,
  workflowAdminResourceSampleInput,
} from './workflow-admin-resource.machine';
import { loginLocksMachine, loginLocksSampleEvents } from './login-locks.machine';
import { notificationFeedMachine, notificationFeedSampleEvents } from './notification-feed.machine';
import { tasksMachine, tasksSampleEvents } from './tasks.machine';
import { caseDeskEntries } from './registry-case-desk';
import { homeEntries } from './registry-home';
import { campaignEntries } from './registry-campaigns';
import { savedViewEntries } from './registry-saved-views';
import { metadataEntries } from './registry-metadata';
import { paletteEntries } from './registry-palette';
import { thinViewEntries } from './registry-thin-views';
import { testCallerEntries } from './registry-test-caller';
import { phoneTabsEntries } from './registry-phone-tabs';
import { taskTrackerEntries } from './registry-task-tracker';

export type { RegistryEntry } from './registry-entry';
import { done, failed } from './registry-entry';

/** Every machine of the console. The debug panel and `npm run paths` read only this list. */
export const registry: RegistryEntry[] = [
  {
    id: 'auth',
    machine: authMachine,
    purpose: 'Sign-in, restore after reload, role map, sign-out and the invalid-session rule',
    sampleEvents: [
      done('restoreSession', sampleSession),
      failed('restoreSession'),
      { type: 'auth.submit', username: 'zanele.mthembu', password: 'Console@2026' } as EventObject,
      done('signIn', sampleSession),
      failed('signIn'),
      done('loadRoleMap', { '4__4001': 1 }),
      failed('loadRoleMap'),
      { type: 'auth.retry' },
      { type: 'auth.notSignedIn' },
      { type: 'auth.signOut' },
      done('signOut', undefined),
    ],
  },
  {
    id: 'tenant',
    machine: tenantMachine,
    purpose: 'Tenant choice: the list, the default first tenant, selection of a tenant and its descendants',
    sampleEvents: [
      { type: 'tenant.load', currentTenantId: null } as EventObject,
      done('loadTenants', sampleTenants),
      failed('loadTenants'),
      { type: 'tenant.select', tenantId: 2 } as EventObject,
      done('selectTenant', { tenant_id: 2, default_tenant_id: 1, tenantbizorg: [2, 3, 4] }),
      failed('selectTenant'),
      { type: 'tenant.reset' },
    ],
  },
  {
    id: 'roleSwitch',
    machine: roleSwitchMachine,
    purpose: 'Switch profile: reload on success, silence on failure',
    sampleEvents: [
      { type: 'role.switch', roleId: 4 } as EventObject,
      done('switchRole', sampleSession),
      failed('switchRole'),
    ],
  },
  {
    id: 'notifications',
    machine: notificationsMachine,
    purpose: 'Toasts raised by the error catalogue and by screens',
    sampleEvents: [
      { type: 'toast.show', kind: 'error', text: 'Some Internal Error Occurred' } as EventObject,
      { type: 'toast.dismiss', id: 'toast-1' } as EventObject,
    ],
  },
  {
    id: 'version',
    machine: versionMachine,
    purpose: 'Build version check every 30 s; a mismatch stores the new version and reloads',
    sampleEvents: [{ type: 'version.mismatch', version: '1.2.40' } as EventObject],
  },
  {
    id: 'account',
    machine: accountMachine,
    purpose: 'Register, forgot and reset password, change password and feedback forms',
    sampleEvents: [
      { type: 'account.forgot', email: 'naledi.mokoena@ubuntu-benefits.co.za' } as EventObject,
      done('submit', 'If the address is registered, a reset link has been sent.'),
      failed('submit'),
    ],
  },
  {
    id: 'layout',
    machine: layoutMachine,
    purpose: 'Sidebar: open on wide screens, closed on mobile, the three-step toggle cycle',
    sampleEvents: [
      { type: 'layout.toggle' },
      { type: 'layout.resize', width: 375 } as EventObject,
      { type: 'layout.resize', width: 1280 } as EventObject,
      { type: 'layout.openChild', name: 'Customers' } as EventObject,
      { type: 'layout.navigated' },
    ],
  },
  {
    id: 'editControl',
    machine: editControlMachine,
    purpose: 'Edit control: view, edit, validate, save through the update call, cancel',
    sampleEvents: editControlEvents,
    input: { url: '/dev/kit/update' },
  },
  {
    id: 'classificationPicker',
    machine: classificationPickerMachine,
    purpose:
      'Classification dropdowns: level lists loaded one level at a time, selection and reset of deeper levels',
    sampleEvents: classificationPickerEvents,
    input: { variant: 'case' },
  },
  {
    id: 'hierarchyTree',
    machine: hierarchyTreeMachine,
    purpose: 'Hierarchy tree: load, open and close, search with highlight, select, rename, move and remove',
    sampleEvents: hierarchyTreeEvents,
    input: { treeCase: 'classification', id: 'demo-3' },
  },
  {
    id: 'customerRecord',
    machine: customerRecordMachine,
    purpose: 'A customer record in a details form: open new or existing, save, remove (customers area)',
    sampleEvents: customerRecordEvents,
  },
  {
    id: 'classificationAdmin',
    machine: classificationAdminMachine,
    purpose: 'Classification administration: create, rename, move and remove values, then refresh the cache',
    sampleEvents: classificationAdminEvents,
  },
  {
    id: 'salesDesk',
    machine: salesDeskMachine,
    purpose: 'Sales-order desk: requests, quotes or orders with their next step (RFQ → quote → order)',
    sampleEvents: salesDeskEvents,
    input: { kind: 'rfq' },
  },
  {
    id: 'workflowLists',
    machine: workflowListsMachine,
    purpose:
      'Workflow lists (cases or leads): load, optimistic action through the §4 table, reconcile or roll back, live pushes',
    sampleEvents: workflowListsSampleEvents,
    input: { recordType: 'case' },
  },
  {
    id: 'workgroupOptions',
    machine: workgroupOptionsMachine,
    purpose: 'Choices of the workflow action dialogs: workgroups to dispatch to and the members of each',
    sampleEvents: workgroupOptionsSampleEvents,
    input: { wrkgrpType: 'Case' },
  },
  {
    id: 'caseDetail',
    machine: caseDetailMachine,
    purpose: 'One case or lead with its audit trail',
    sampleEvents: caseDetailSampleEvents,
    input: { id: 1 },
  },
  {
    id: 'telephony',
    machine: telephonyMachine,
    purpose:
      'Telephony session: SIP registration and reconnect, queue login, ready / not ready with pause codes, calls, hold, DTMF, blind and warm transfer, after-call work with a code and a countdown',
    sampleEvents: telephonySampleEvents,
    // Call ids, timers and queues in the context: the exact traversal passes its 13,200-snapshot limit every time.
    valuesOnly: true,
    unreachable: {
      'session.agent.inQueue.leavingCall':
        'Transient: its always-transitions leave in the same step, so no snapshot ever rests in it',
    },
  },
  ...callEntries,
  {
    id: 'softphone',
    machine: softphoneMachine,
    purpose:
      'The softphone: runs the telephony session and the call-to-case flow, steers the flow from the phone, click-to-call, offline toasts',
    sampleEvents: softphoneSampleEvents,
  },
  {
    id: 'advice',
    machine: adviceMachine,
    purpose: 'One advice: needs, comparison, recommendation, documents, e-mail, resend, remove, close',
    sampleEvents: adviceSampleEvents,
    input: { adviceId: 41 },
    unreachable: { routing: 'transient: it leaves at once for the state of the advice status' },
  },
  {
    id: 'workflowAdminResource',
    machine: workflowAdminResourceMachine,
    purpose: 'A workgroup-admin or case set-up screen: read, save a change, read again; refusals shown',
    sampleEvents: workflowAdminResourceSampleEvents,
    input: workflowAdminResourceSampleInput,
    unreachable: {
      boot: 'A choice, not a place: its eventless transitions pick loading or ready from the input in the step that starts the machine, so no snapshot (and no screen) is ever in it',
    },
  },
  {
    id: 'notificationFeed',
    machine: notificationFeedMachine,
    purpose: 'The user’s notifications: hourly, pushed and local refresh; mark one or all read',
    sampleEvents: notificationFeedSampleEvents,
    input: {},
  },
  {
    id: 'tasks',
    machine: tasksMachine,
    purpose:
      'A task screen (tracker, admin, group or task form): load, one command at a time, reload after it',
    sampleEvents: tasksSampleEvents,
    input: { view: 'tracker' },
  },
  {
    id: 'internalRecord',
    machine: internalRecordMachine,
    purpose:
      'An internal-organisation record in a form (department, employee, FSP, organisation, tenant configuration): open, save, remove',
    sampleEvents: internalRecordSampleEvents,
  },
  {
    id: 'internalList',
    machine: internalListMachine,
    purpose:
      'One read of the internal-organisation screens (employees, FSPs, customer details): load, search again',
    sampleEvents: internalListSampleEvents,
    input: { list: 'fsps' },
  },
  {
    id: 'crmDesk',
    machine: crmDeskMachine,
    purpose:
      'Offerings, stock history, RFQ dispatch map, mobile mapping, benefits: load, change, refresh the cache, reload',
    sampleEvents: crmDeskSampleEvents(done, failed),
    input: { reads: { rfqMap: {} } },
  },
  {
    id: 'loginLocks',
    machine: loginLocksMachine,
    purpose: 'Sign-in locks for administrators: list the current ones, lift one (with a toast), read again',
    sampleEvents: loginLocksSampleEvents,
  },
  ...homeEntries,
  ...campaignEntries,
  ...savedViewEntries,
  ...caseDeskEntries,
  ...metadataEntries,
  ...thinViewEntries,
  ...paletteEntries,
  ...testCallerEntries,
  ...phoneTabsEntries,
  ...taskTrackerEntries,
];
