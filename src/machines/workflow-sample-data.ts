import type { EventObject } from 'xstate';
import type { CaseRecord, WorkflowChange, WorkflowListsAnswer } from '../contracts/workflow/cases';
import type { DeskPageAnswer } from '../contracts/workflow/desk-page';
import { HttpError } from '../services/http-result';
import { defaultDeskQuery } from '../rules/desk-window-reads';

/** Small, valid workflow data for the registry's sample events, path replays and machine tests. */
export const sampleCase = (id: number, patch: Partial<CaseRecord> = {}): CaseRecord => ({
  id,
  tenant_id: 3,
  record_type: 'case',
  number: `CAS-${String(id).padStart(6, '0')}`,
  title: 'Hospital claim rejected by the scheme',
  description: '',
  classification_l1: null,
  classification_l2: null,
  classification_l3: null,
  classification_l4: null,
  severity: 'Moderate',
  priority: 'Medium',
  status: 'Open',
  wrkgrp_id: 1,
  wrkgrp_name: 'Pretoria Claims Desk',
  owner_user_id: 3,
  owner_name: 'Naledi Mokoena',
  party_type: null,
  party_id: null,
  party_name: 'Mabena Logistics (Pty) Ltd',
  source: 'call',
  caller_phone: '0825550199',
  due_at: null,
  create_datetime: '2026-11-20T08:00:00.000Z',
  update_datetime: '2026-11-20T08:00:00.000Z',
  closed_at: null,
  pending_reason: null,
  remind_at: null,
  resolution_code: null,
  resolved_at: null,
  sla: null,
  version: 1,
  ...patch,
});

/** User 3 (the agent) in workgroup 1 of [1, 2]: case 1 is theirs, case 2 waits unowned in the workgroup. */
export const sampleListsAnswer = (): WorkflowListsAnswer => {
  const mine = sampleCase(1);
  const queued = sampleCase(2, { owner_user_id: null, owner_name: null });
  return {
    viewer: { owner_user_id: 3, wrkgrp_id: 1, wrkgrp_id_list: [1, 2] },
    workgroups: [
      {
        wrkgrp_id: 1,
        wrkgrp_name: 'Pretoria Claims Desk',
        wrkgrp_type: 'Case',
        tenant_id: 3,
        is_default: true,
        is_supervisor: false,
      },
      {
        wrkgrp_id: 2,
        wrkgrp_name: 'Pretoria Member Services',
        wrkgrp_type: 'Case',
        tenant_id: 3,
        is_default: false,
        is_supervisor: false,
      },
    ],
    my: [mine],
    my_all: [mine],
    wg: [mine, queued],
    wg_all: [mine, queued],
  };
};

/** The first window of the agent's Workgroup cases tab: both records, with the four counts. */
export const sampleDeskPage = (): DeskPageAnswer => {
  const { viewer, workgroups, wg } = sampleListsAnswer();
  return {
    viewer,
    workgroups,
    offset: 0,
    total: wg.length,
    rows: wg,
    counts: { my: 1, my_all: 1, wg: 2, wg_all: 2 },
    ids: null,
  };
};

/** Case 1 assigned by the agent to user 4 in the same workgroup, as the service answers it. */
export const sampleAssignChange = (): WorkflowChange => ({
  action: 'assign',
  record: sampleCase(1, { owner_user_id: 4, owner_name: 'Lerato Khumalo', version: 2 }),
  previous: { wrkgrp_id: 1, owner_user_id: 3, tenant_id: 3 },
  by_user_id: 3,
});

/** Another user dispatched case 5 into the agent's workgroup. */
export const sampleDispatchPush = (): WorkflowChange => ({
  action: 'dispatch',
  record: sampleCase(5, { owner_user_id: null, owner_name: null, version: 3 }),
  previous: { wrkgrp_id: 9, owner_user_id: 8, tenant_id: 3 },
  by_user_id: 8,
});

const done = (id: string, output: unknown): EventObject =>
  ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
const failed = (id: string, error: unknown): EventObject =>
  ({ type: `xstate.error.actor.${id}`, error }) as EventObject;

/** Drives the workflow-lists actor through every state and transition (registry, QA paths). */
export const workflowListsSampleEvents: EventObject[] = [
  done('loadLists', sampleDeskPage()),
  failed('loadLists', new HttpError({ kind: 'network', message: 'offline' })),
  { type: 'list.reload' },
  // Another tab, filter, search or sort; the grid scrolled; the reader's answers (generation 1: the first load's).
  {
    type: 'list.query',
    query: { ...defaultDeskQuery, list: 'wg', sort: { column: 'number', direction: 'asc' } },
  } as EventObject,
  { type: 'list.visible', from: 0, to: 20 } as EventObject,
  { type: 'list.window', answer: sampleDeskPage(), generation: 1, fresh: true } as EventObject,
  { type: 'list.matched', ids: [1, 2], generation: 1 } as EventObject,
  { type: 'list.readFailed', error: new HttpError({ kind: 'network', message: 'offline' }) } as EventObject,
  { type: 'list.act', input: { action: 'accept', id: 2 } } as EventObject,
  done('performAction', sampleAssignChange()),
  failed('performAction', new HttpError({ kind: 'appError', errCode: 7, msg: 'Not allowed' })),
  failed('performAction', new HttpError({ kind: 'appError', errCode: 3, msg: 'Changed by someone else' })),
  { type: 'list.push', change: sampleDispatchPush() } as EventObject,
  // The channel coming up first: the first path through list.live is the one a browser shows at once.
  { type: 'list.live', live: true } as EventObject,
  { type: 'list.live', live: false } as EventObject,
  { type: 'list.selectWorkgroup', wrkgrpId: 2 } as EventObject,
  { type: 'list.dismiss' },
  { type: 'select.toggle', id: 2 } as EventObject,
  { type: 'select.matching' },
  { type: 'select.clear' },
];

/** Drives the dialogs' options actor and the case detail actor through every state. */
export const workgroupOptionsSampleEvents: EventObject[] = [
  done('loadTargets', [
    { wrkgrp_id: 1, wrkgrp_name: 'Pretoria Claims Desk', wrkgrp_type: 'Case', tenant_id: 3 },
  ]),
  failed('loadTargets', new HttpError({ kind: 'network', message: 'offline' })),
  { type: 'options.retry' },
  { type: 'options.members', wrkgrpId: 1 } as EventObject,
  done('loadMembers', { id: 1, members: [{ user_id: 3, user_name: 'Naledi Mokoena', is_default: true }] }),
  failed('loadMembers', new HttpError({ kind: 'appError', errCode: 4, msg: 'Not found' })),
];
export const caseDetailSampleEvents: EventObject[] = [
  done('loadCase', { record: sampleCase(1), history: [], actions: null, reopenDays: 14 }),
  failed('loadCase', new HttpError({ kind: 'appError', errCode: 4, msg: 'That case does not exist' })),
  { type: 'detail.reload' },
  { type: 'detail.act', input: { action: 'assign', id: 1, wrkgrp_id: 1, owner_user_id: 4 } } as EventObject,
  done('performAction', sampleAssignChange()),
  failed('performAction', new HttpError({ kind: 'appError', errCode: 3, msg: 'Changed by someone else' })),
];
