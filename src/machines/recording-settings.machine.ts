import { assign, emit, fromPromise, setup, type EventObject } from 'xstate';
import type { RecordingSettings } from '../contracts/telephony/recordings';
import { errorText, unwrap } from '../services/http-result';
import { recordingApi } from '../services/telephony/recording-api';
import { refusal } from './queue-setup.machine';

export type RecordingSettingsEvent =
  { type: 'recording.save'; settings: RecordingSettings } | { type: 'recording.reload' };
export type RecordingSettingsEmitted = { type: 'recording.saved'; text: string };

type Context = {
  settings: RecordingSettings | null;
  pending: RecordingSettings | null;
  fieldErrors: Record<string, string>;
  error: string | null;
};

/**
 * The Call queues screen's Floor settings (issue 39): the selected tenant's recording settings (direct calls,
 * consent announcement, retention), read once and saved whole; a refusal keeps what was typed and says why.
 */
export const recordingSettingsMachine = setup({
  types: {
    context: {} as Context,
    events: {} as RecordingSettingsEvent,
    emitted: {} as RecordingSettingsEmitted,
  },
  actors: {
    read: fromPromise<RecordingSettings>(async () => unwrap(await recordingApi.settings())),
    save: fromPromise<RecordingSettings, RecordingSettings>(async ({ input }) =>
      unwrap(await recordingApi.saveSettings(input)),
    ),
  },
  actions: {
    announceSaved: emit({ type: 'recording.saved' as const, text: 'Saved: recording settings' }),
  },
}).createMachine({
  id: 'recordingSettings',
  context: { settings: null, pending: null, fieldErrors: {}, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'read',
        src: 'read',
        onDone: { target: 'ready', actions: assign({ settings: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    ready: {
      on: {
        'recording.save': {
          target: 'saving',
          actions: assign({ pending: ({ event }) => event.settings, fieldErrors: {}, error: null }),
        },
      },
    },
    saving: {
      tags: ['saving'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => context.pending as RecordingSettings,
        onDone: {
          target: 'ready',
          actions: [assign({ settings: ({ event }) => event.output, pending: null }), 'announceSaved'],
        },
        onError: {
          target: 'ready',
          actions: assign(({ event }) => ({ ...refusal(event.error), pending: null })),
        },
      },
    },
    failed: { on: { 'recording.reload': { target: 'loading', actions: assign({ error: null }) } } },
  },
});

const sample: RecordingSettings = {
  direct_mode: 'never',
  consent_announcement: true,
  consent_file: 'recording-consent-8k.wav',
  retention_days: 90,
};
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
export const recordingSettingsSampleEvents: EventObject[] = [
  done('read', sample),
  { type: 'xstate.error.actor.read', error: new Error('refused') } as EventObject,
  { type: 'recording.reload' },
  { type: 'recording.save', settings: { ...sample, retention_days: 30 } } as EventObject,
  done('save', { ...sample, retention_days: 30 }),
  { type: 'xstate.error.actor.save', error: new Error('refused') } as EventObject,
];
