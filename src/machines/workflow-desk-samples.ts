import type { EventObject } from 'xstate';
import type { ChecklistRecord } from '../contracts/workflow/checklists';
import type { CaseDocument, CaseNote, PollingEntry } from '../contracts/workflow/desk';
import type { MeetingRecord, MeetingStatus } from '../contracts/workflow/meetings';
import { HttpError } from '../services/http-result';

/** Small, valid records of the case desk for the registry's sample events, path replays and machine tests. */
export const sampleChecklist = (patch: Partial<ChecklistRecord> = {}): ChecklistRecord => ({
  id: 7,
  number: 'CHK-000007',
  title: 'Hospital claim dispute',
  case_id: 1,
  case_number: 'CAS-000001',
  status: 'Draft',
  items: [{ text: 'Get the hospital account' }, { text: 'Get the scheme statement' }],
  attachments: [{ id: 3, document_name: 'account.pdf', size: 2048 }],
  created_by_name: 'Naledi Mokoena',
  create_datetime: '2026-11-20T08:00:00.000Z',
  published_at: null,
  ...patch,
});

export const sampleMeeting = (status: MeetingStatus = 'Scheduled', patch: Partial<MeetingRecord> = {}) =>
  ({
    id: 41,
    number: 'MTG-000041',
    title: 'Benefit review with Mabena Logistics',
    case_id: 1,
    case_number: 'CAS-000001',
    party_name: 'Mabena Logistics (Pty) Ltd',
    owner_user_id: 3,
    owner_name: 'Naledi Mokoena',
    starts_at: '2026-12-01T07:00:00.000Z',
    status,
    started_at: status === 'Scheduled' ? null : '2026-12-01T07:02:00.000Z',
    ended_at: status === 'Ended' || status === 'Cancelled' ? '2026-12-01T08:00:00.000Z' : null,
    attendees: [
      { id: 11, user_id: 4, name: 'Lerato Khumalo', apology_note: null },
      { id: 12, user_id: null, name: 'Sibusiso Mabena (HR)', apology_note: null },
    ],
    ...patch,
  }) satisfies MeetingRecord;

export const sampleNote = (id: number, patch: Partial<CaseNote> = {}): CaseNote => ({
  id,
  case_id: 1,
  parent_id: null,
  depth: 1,
  body: 'Spoke to the member: documents on their way.',
  author_user_id: 3,
  author_name: 'Naledi Mokoena',
  signature: 'Naledi Mokoena · Agent · Ubuntu Benefits',
  create_datetime: '2026-11-20T09:00:00.000Z',
  ...patch,
});

export const sampleDocument = (patch: Partial<CaseDocument> = {}): CaseDocument => ({
  id: 5,
  case_id: 1,
  document_name: 'hospital-account.pdf',
  size: 4096,
  sent_with_notification: true,
  uploaded_by_name: 'Naledi Mokoena',
  create_datetime: '2026-11-20T10:00:00.000Z',
  ...patch,
});

export const samplePolling = (patch: Partial<PollingEntry> = {}): PollingEntry => ({
  id: 9,
  case_id: 1,
  system: 'GEMS pre-authorisation',
  reference: 'GEMS-PA-001000-1',
  result: 'Authorised for 3 days in ward',
  status: 'New',
  polled_at: '2026-11-20T06:00:00.000Z',
  reviewed_by_name: null,
  reviewed_at: null,
  ...patch,
});

const done = (id: string, output: unknown): EventObject =>
  ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
const failed = (
  id: string,
  error: unknown = new HttpError({ kind: 'appError', errCode: 1, msg: 'Refused' }),
) => ({ type: `xstate.error.actor.${id}`, error }) as EventObject;
// 9 MB: two fit beside the saved attachment, a third passes the 25 MB in all, so the traversal's state space stays
// finite (attachments pile up otherwise) and the refusal is reached.
const bigPdf = { name: 'scan.pdf', size: 9 * 1024 * 1024, data: 'data:application/pdf;base64,AAAA' };
// One item: removing it leaves none (publishing then refused) in one step, which keeps the state space small.
const draftChecklist = sampleChecklist({ items: [{ text: 'Get the hospital account' }] });
const published = sampleChecklist({ status: 'Published', published_at: '2026-11-20T11:00:00.000Z' });

// Every edit is bounded (an emptied title, items and attachments removed, a refused item) so the traversal keeps
// the context in its key and reaches the branches guards choose by it; a valid new item would grow the list
// without end and make it fall back to state values alone.
export const checklistSampleEvents: EventObject[] = [
  done('loadChecklist', draftChecklist),
  done('loadChecklist', published),
  failed('loadChecklist', new HttpError({ kind: 'network', message: 'offline' })),
  { type: 'checklist.retry' },
  { type: 'checklist.title', title: '' } as EventObject,
  { type: 'checklist.addItem', text: ' ' } as EventObject,
  { type: 'checklist.removeItem', index: 0 } as EventObject,
  { type: 'checklist.attach', files: [bigPdf] } as EventObject,
  { type: 'checklist.detachNew', name: 'scan.pdf' } as EventObject,
  { type: 'checklist.detachSaved', id: 3 } as EventObject,
  { type: 'checklist.save' },
  done('saveChecklist', draftChecklist),
  failed('saveChecklist'),
  { type: 'checklist.publish' },
  done('publishChecklist', published),
  failed('publishChecklist'),
];

// A meeting loads in each status (a browser path opens one the service holds in that status); each move is answered
// with the status it leads to. The traversal also pairs a move with another move's answer: the browser model skips
// those paths (the service never answers a start with an ended meeting).
export const meetingSampleEvents: EventObject[] = [
  done('loadMeeting', sampleMeeting('Scheduled')),
  done('loadMeeting', sampleMeeting('Started')),
  done('loadMeeting', sampleMeeting('Ended')),
  done('loadMeeting', sampleMeeting('Cancelled')),
  failed('loadMeeting', new HttpError({ kind: 'network', message: 'offline' })),
  { type: 'meeting.retry' },
  // Bounded edits keep the traversal's state space small: the title emptied (the save refused), the same owner,
  // a person already invited and one new person, the first attendee or the third (the new one) removed, one apology.
  { type: 'meeting.edit', field: 'title', value: '' } as EventObject,
  { type: 'meeting.owner', userId: 3 } as EventObject,
  { type: 'meeting.addAttendee', name: 'Lerato Khumalo', userId: 4 } as EventObject,
  { type: 'meeting.addAttendee', name: 'Thabo Nkosi', userId: null } as EventObject,
  { type: 'meeting.removeAttendee', index: 0 } as EventObject,
  { type: 'meeting.removeAttendee', index: 2 } as EventObject,
  { type: 'meeting.apology', index: 0, note: 'On leave that week' } as EventObject,
  { type: 'meeting.save' },
  done('saveMeeting', sampleMeeting('Scheduled')),
  failed('saveMeeting'),
  { type: 'meeting.start' },
  { type: 'meeting.end' },
  { type: 'meeting.cancel' },
  done('moveMeeting', sampleMeeting('Started')),
  done('moveMeeting', sampleMeeting('Ended')),
  done('moveMeeting', sampleMeeting('Cancelled')),
  failed('moveMeeting'),
  { type: 'meeting.followUp' },
];

export const caseNotesSampleEvents: EventObject[] = [
  done('loadNotes', {
    notes: [sampleNote(1), sampleNote(2, { parent_id: 1, depth: 4 })],
    signature: 'Naledi',
  }),
  failed('loadNotes', new HttpError({ kind: 'network', message: 'offline' })),
  { type: 'notes.retry' },
  { type: 'notes.reply', parentId: 1 } as EventObject,
  { type: 'notes.reply', parentId: 2 } as EventObject,
  { type: 'notes.add', body: 'Called the hospital' } as EventObject,
  { type: 'notes.add', body: '  ' } as EventObject,
  done('addNote', [sampleNote(1), sampleNote(3, { parent_id: 1, depth: 2 })]),
  failed('addNote'),
];

const sampleFile = (name: string, data: string) => ({
  id: 5,
  case_id: 1,
  document_name: name,
  document_data: data,
});

export const caseDocumentsSampleEvents: EventObject[] = [
  done('loadDocuments', { documents: [sampleDocument()], thumbnails: {} }),
  failed('loadDocuments', new HttpError({ kind: 'network', message: 'offline' })),
  { type: 'documents.retry' },
  {
    type: 'documents.attach',
    documents: [{ document_name: 'statement.pdf', document_data: 'data:application/pdf;base64,AAAA' }],
    sendWithNotification: true,
  } as EventObject,
  {
    type: 'documents.attach',
    documents: [{ document_name: 'setup.exe', document_data: 'data:application/octet-stream;base64,AAAA' }],
    sendWithNotification: true,
  } as EventObject,
  done('attachDocuments', {
    documents: [sampleDocument(), sampleDocument({ id: 7, document_name: 'x-ray.png' })],
    thumbnails: { 7: 'data:image/png;base64,iVBORw0KGgo=' },
  }),
  failed('attachDocuments'),
  { type: 'documents.open', id: 5 } as EventObject,
  done('fetchDocument', sampleFile('hospital-account.pdf', 'data:application/pdf;base64,JVBERi0=')),
  { type: 'documents.closeViewer' },
  { type: 'documents.download', id: 6 } as EventObject,
  done('fetchDocument', sampleFile('payslip.docx', 'data:application/octet-stream;base64,UEsDBA==')),
  failed('fetchDocument'),
  { type: 'documents.remove', id: 5 } as EventObject,
  done('removeDocument', { documents: [], thumbnails: {} }),
  failed('removeDocument'),
];

export const pollingEntriesSampleEvents: EventObject[] = [
  done('loadEntries', [samplePolling()]),
  failed('loadEntries', new HttpError({ kind: 'network', message: 'offline' })),
  { type: 'polling.retry' },
  { type: 'polling.review', id: 9 } as EventObject,
  done('reviewEntry', [samplePolling({ status: 'Reviewed', reviewed_by_name: 'Naledi Mokoena' })]),
  failed('reviewEntry'),
];
