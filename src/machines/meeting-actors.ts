import { fromPromise } from 'xstate';
import type { MeetingRecord, SaveMeetingInput } from '../contracts/workflow/meetings';
import { meetingApi } from '../services/meeting-api';
import { HttpError, failureText, unwrap } from '../services/http-result';
import type { MeetingContext, MeetingMove } from './meeting-types';

/** The meeting machine's calls to the service: read one, save the draft, move it on. */
export const meetingActors = {
  loadMeeting: fromPromise<MeetingRecord, number>(async ({ input }) => unwrap(await meetingApi.get(input))),
  saveMeeting: fromPromise<MeetingRecord, SaveMeetingInput>(async ({ input }) =>
    unwrap(await meetingApi.save(input)),
  ),
  moveMeeting: fromPromise<MeetingRecord, { id: number; to: MeetingMove }>(async ({ input }) =>
    unwrap(await meetingApi.move(input.id, input.to)),
  ),
};

/** What the page shows for a failed call. */
export const errorText = (error: unknown) =>
  error instanceof HttpError ? failureText(error.failure) : 'The service did not answer';

type Answer = { context: MeetingContext; event: { output: MeetingRecord } };
/** A save and a move both answer with the meeting as it now is, or a refusal that keeps the draft. */
export const settled = {
  onDone: {
    target: 'routing',
    actions: [
      {
        type: 'openSaved',
        params: ({ context, event }: Answer) => ({ from: context.id, to: event.output.id }),
      },
      { type: 'keep', params: ({ event }: Answer) => ({ record: event.output }) },
    ],
  },
  onError: {
    target: 'routing',
    actions: { type: 'fail', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
  },
} as const;
