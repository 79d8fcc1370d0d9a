import type { MeetingRecord, SaveMeetingInput } from '../contracts/workflow/meetings';
import { workflowPaths } from '../contracts/workflow/paths';
import { post } from './http';

/** Refusals of save and transition are explained by the meeting actor beside the form, not by a toast. */
export const meetingApi = {
  get: (id: number) => post<MeetingRecord>(workflowPaths.meetingGet, { id }),
  list: (caseId?: number) =>
    post<MeetingRecord[]>(workflowPaths.meetingList, caseId ? { case_id: caseId } : {}),
  save: (body: SaveMeetingInput) =>
    post<MeetingRecord>(workflowPaths.meetingSave, body, { quiet: 'failures' }),
  move: (id: number, to: 'start' | 'end' | 'cancel') =>
    post<MeetingRecord>(workflowPaths.meetingTransition, { id, to }, { quiet: 'failures' }),
};
