import { assign, emit, fromPromise, setup } from 'xstate';
import type { CaseRecording, RecordingMedia } from '../contracts/telephony/recordings';
import { errorText, unwrap } from '../services/http-result';
import { recordingApi } from '../services/telephony/recording-api';

type Context = {
  caseId: number;
  recordings: CaseRecording[];
  /** The audio fetched for playing, by call: fetched once per visit (each fetch is an audited play). */
  media: Record<number, string>;
  pendingId: number | null;
  error: string | null;
};
export type CaseRecordingsEvent =
  | { type: 'recordings.retry' }
  | { type: 'recordings.play'; id: number }
  | { type: 'recordings.download'; id: number };
type Fetch = { id: number; use: 'play' | 'download' };

const failed = (error: unknown) => errorText(error, 'The service did not answer');

/**
 * The call recordings of a case (issue 39): listed with their calls, fetched for playing on the first Play (the
 * service audits it) and downloaded by those who hold the key (the view saves the emitted file).
 */
export const caseRecordingsMachine = setup({
  types: {
    context: {} as Context,
    events: {} as CaseRecordingsEvent,
    input: {} as { caseId: number },
    emitted: {} as { type: 'recordings.save'; file: RecordingMedia },
  },
  actors: {
    loadRecordings: fromPromise<CaseRecording[], { caseId: number }>(async ({ input }) =>
      unwrap(await recordingApi.ofCase(input.caseId)),
    ),
    fetchRecording: fromPromise<RecordingMedia, Fetch>(async ({ input }) =>
      unwrap(await recordingApi[input.use]({ call_log_table_id: input.id })),
    ),
  },
}).createMachine({
  id: 'caseRecordings',
  context: ({ input }) => ({ caseId: input.caseId, recordings: [], media: {}, pendingId: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadRecordings',
        src: 'loadRecordings',
        input: ({ context }) => ({ caseId: context.caseId }),
        onDone: {
          target: 'ready',
          actions: assign({ recordings: ({ event }) => event.output, error: null }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => failed(event.error) }) },
      },
    },
    failed: { on: { 'recordings.retry': 'loading' } },
    ready: {
      on: {
        'recordings.play': {
          guard: ({ context, event }) => context.media[event.id] === undefined,
          target: 'fetching',
          actions: assign({ pendingId: ({ event }) => event.id, error: null }),
        },
        'recordings.download': {
          target: 'downloading',
          actions: assign({ pendingId: ({ event }) => event.id, error: null }),
        },
      },
    },
    fetching: {
      tags: ['busy'],
      invoke: {
        id: 'fetchRecording',
        src: 'fetchRecording',
        input: ({ context }) => ({ id: context.pendingId ?? 0, use: 'play' as const }),
        onDone: {
          target: 'ready',
          actions: assign({
            media: ({ context, event }) => ({
              ...context.media,
              [context.pendingId ?? 0]: event.output.data_url,
            }),
            pendingId: null,
          }),
        },
        onError: {
          target: 'ready',
          actions: assign({ error: ({ event }) => failed(event.error), pendingId: null }),
        },
      },
    },
    downloading: {
      tags: ['busy'],
      invoke: {
        id: 'downloadRecording',
        src: 'fetchRecording',
        input: ({ context }) => ({ id: context.pendingId ?? 0, use: 'download' as const }),
        onDone: {
          target: 'ready',
          actions: [
            assign({ pendingId: null }),
            emit(({ event }) => ({ type: 'recordings.save' as const, file: event.output })),
          ],
        },
        onError: {
          target: 'ready',
          actions: assign({ error: ({ event }) => failed(event.error), pendingId: null }),
        },
      },
    },
  },
});

const sample: CaseRecording = {
  call_log_table_id: 7,
  started_at: '2026-03-02T09:15:00.000Z',
  duration_ms: 42_000,
  size_bytes: 168_000,
  number: '0825551001',
  agent_name: 'Naledi Mokoena',
  can_download: true,
};
const media: RecordingMedia = {
  media_type: 'audio/webm',
  data_url: 'data:audio/webm;base64,GkXfow==',
  file_name: 'CAS-000001-call-20260302-091500.webm',
};

export const caseRecordingsSampleEvents = [
  { type: 'xstate.done.actor.loadRecordings', output: [sample] },
  { type: 'xstate.error.actor.loadRecordings', error: new Error('The service did not answer') },
  { type: 'recordings.retry' },
  { type: 'recordings.play', id: 7 },
  { type: 'xstate.done.actor.fetchRecording', output: media },
  { type: 'xstate.error.actor.fetchRecording', error: new Error('That recording not found') },
  { type: 'recordings.download', id: 7 },
  { type: 'xstate.done.actor.downloadRecording', output: media },
  {
    type: 'xstate.error.actor.downloadRecording',
    error: new Error('Your profile does not allow you to download call recordings'),
  },
];
