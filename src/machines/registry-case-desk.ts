import { bulkJobMachine, bulkJobSampleEvents } from './bulk-job.machine';
import { caseDocumentsMachine } from './case-documents.machine';
import { caseRecordingsMachine, caseRecordingsSampleEvents } from './case-recordings.machine';
import { caseEditMachine } from './case-edit.machine';
import { caseNotesMachine } from './case-notes.machine';
import { caseLifecycleMachine, caseLifecycleSampleEvents } from './case-lifecycle.machine';
import { checklistMachine } from './checklist.machine';
import { deskFiltersMachine } from './desk-filters.machine';
import { deskListMachine } from './desk-list.machine';
import { deskUrlMachine, type DeskUrlEvent } from './desk-url.machine';
import { meetingMachine } from './meeting.machine';
import { newCaseMachine } from './new-case.machine';
import { newCaseSampleEvents } from './new-case-samples';
import { pollingEntriesMachine } from './polling-entries.machine';
import { presenceMachine } from './presence.machine';
import { caseEditSampleEvents, presenceSampleEvents } from './presence-samples';
import { done, failed, type RegistryEntry } from './registry-entry';
import {
  caseDocumentsSampleEvents,
  caseNotesSampleEvents,
  checklistSampleEvents,
  meetingSampleEvents,
  pollingEntriesSampleEvents,
} from './workflow-desk-samples';

const deskUrlSamples: DeskUrlEvent[] = [
  { type: 'url.change', patch: { sla: 'overdue' } },
  { type: 'url.type', q: 'claim' },
  { type: 'url.type', q: 'claims' },
  { type: 'url.commit' },
  { type: 'url.address', route: '/case-management/case-management', query: 'list=wg' },
];

/** The machines of the case desk: checklists, meetings, their lists, notes, documents and polling entries. */
export const caseDeskEntries: RegistryEntry[] = [
  {
    id: 'caseLifecycle',
    machine: caseLifecycleMachine,
    purpose:
      'A case’s statuses: Open → In Progress → Pending Customer (SLA paused, reminder) → Resolved → Closed; Reopen within the window',
    sampleEvents: caseLifecycleSampleEvents,
    input: { reopenDays: 14 },
  },
  {
    id: 'checklist',
    machine: checklistMachine,
    purpose:
      'A checklist: draft with items and attachments (10 MB each, 25 MB in all), publish, read-only after',
    sampleEvents: checklistSampleEvents,
    input: { id: 7 },
    // 256 states × 16 events: every edit bounded, just over the default.
    traversalLimit: 6000,
    unreachable: { starting: 'transient: it leaves at once for loading or a new draft' },
  },
  {
    id: 'deskList',
    machine: deskListMachine,
    purpose:
      'A list of the case desk (checklists, meetings, staff): loads as it starts, refresh, failure shown',
    sampleEvents: [done('loadList', { checklists: [] }), failed('loadList'), { type: 'list.refresh' }],
    input: { kind: 'checklists' },
  },
  {
    id: 'deskFilters',
    machine: deskFiltersMachine,
    purpose:
      'The desk’s status and owner choices and the status→actions map, from the cached §7 services; failure shown',
    sampleEvents: [
      done('loadOptions', { actions: null, statuses: [], byWorkgroup: [], users: [], classifications: [] }),
      failed('loadOptions'),
      { type: 'filters.reload' },
    ],
    input: { recordType: 'case' },
  },
  {
    id: 'deskUrl',
    machine: deskUrlMachine,
    purpose:
      'The desk’s tab, filters, sort, search and saved view in its URL: an entry per change, one per burst of typing; back, forward and links restore them',
    sampleEvents: [...deskUrlSamples, { type: 'xstate.after.typingPause.deskUrl.typing' }],
    input: { route: '/case-management/case-management', query: '', sortable: ['title'] },
  },
  {
    id: 'meeting',
    machine: meetingMachine,
    purpose:
      'A meeting: scheduled → started → ended | cancelled; attendees and apologies; no removal or reassignment once started',
    sampleEvents: meetingSampleEvents,
    input: { id: 41 },
    // 1,355 states × 24 events: a meeting loaded in each status, every edit bounded.
    traversalLimit: 40000,
    unreachable: {
      boot: 'transient: it leaves at once for loading or a new meeting',
      routing: 'transient: it leaves at once for the state of the meeting status',
    },
  },
  {
    id: 'caseNotes',
    machine: caseNotesMachine,
    purpose: 'Notes on a case with replies to depth 4, signed with the profile signature',
    sampleEvents: caseNotesSampleEvents,
    input: { caseId: 1, userId: 3 },
  },
  {
    id: 'caseDocuments',
    machine: caseDocumentsMachine,
    purpose:
      'Documents of a case: list with thumbnails, open or download, attach (10 MB / 25 MB, blacklist), remove',
    sampleEvents: caseDocumentsSampleEvents,
    input: { caseId: 1 },
  },
  {
    id: 'caseRecordings',
    machine: caseRecordingsMachine,
    purpose:
      'Call recordings of a case: listed, fetched for playing (audited), downloaded with the key (audited)',
    sampleEvents: caseRecordingsSampleEvents,
    input: { caseId: 1 },
  },
  {
    id: 'pollingEntries',
    machine: pollingEntriesMachine,
    purpose: 'Results polled from outside systems for a case, marked Reviewed',
    sampleEvents: pollingEntriesSampleEvents,
    input: { caseId: 1 },
  },
  {
    id: 'caseEdit',
    machine: caseEditMachine,
    purpose:
      'Edit details of a case or lead over the version opened; a stale save is refused with the other change and the draft kept',
    sampleEvents: caseEditSampleEvents,
    input: { id: 1 },
  },
  {
    id: 'presence',
    machine: presenceMachine,
    purpose: 'Who else has a case or lead open: announced every 10 s, pushed as they come and go',
    sampleEvents: presenceSampleEvents,
    input: { recordId: 1, userId: 3 },
  },
  {
    id: 'bulkJob',
    machine: bulkJobMachine,
    purpose:
      'A bulk action on the desk: start the job, read progress every 300 ms, show the per-record results',
    sampleEvents: bulkJobSampleEvents(done, failed),
  },
  {
    id: 'newCase',
    machine: newCaseMachine,
    purpose:
      'Log a case or lead by hand from anywhere: defaults load (workgroup, owner choices, party), save in one call, open the new record',
    sampleEvents: newCaseSampleEvents(done, failed),
  },
];
