import { assign, emit, fromPromise, setup, type EventObject } from 'xstate';
import type { PromptKind, PromptRow } from '../contracts/telephony/prompts';
import { errorText, unwrap } from '../services/http-result';
import { promptsApi } from '../services/telephony/prompts-api';

export type PromptFile = { name: string; size: number; dataUrl: string };
export type PromptsEvent =
  | { type: 'prompts.upload'; kind: PromptKind; file: PromptFile }
  | { type: 'prompts.play'; kind: PromptKind }
  | { type: 'prompts.revert'; kind: PromptKind }
  | { type: 'prompts.refuse'; kind: PromptKind; text: string }
  | { type: 'prompts.reload' };
export type PromptsEmitted = { type: 'prompts.saved'; text: string };

type Context = {
  rows: PromptRow[] | null;
  /** The kind being uploaded, reverted or fetched for playing, and the file sent. */
  busy: { kind: PromptKind; file?: PromptFile } | null;
  /** A refusal, under the row it is about (the service's message as it is). */
  refused: { kind: PromptKind | null; text: string } | null;
  /** Fetched audio per kind; dropped when that kind changes. */
  media: Partial<Record<PromptKind, string>>;
};

const labelOf = (rows: PromptRow[] | null, kind: PromptKind) =>
  rows?.find((r) => r.kind === kind)?.label ?? 'prompt';
const without = (media: Context['media'], kind: PromptKind) => {
  const rest = { ...media };
  delete rest[kind];
  return rest;
};

/**
 * The Floor settings' Prompts (issue 39): the selected tenant's prompts, one upload, play fetch or revert at a
 * time; a refusal stays under its row with the service's words.
 */
export const promptsMachine = setup({
  types: { context: {} as Context, events: {} as PromptsEvent, emitted: {} as PromptsEmitted },
  actors: {
    list: fromPromise<PromptRow[]>(async () => unwrap(await promptsApi.list())),
    upload: fromPromise<PromptRow[], { kind: PromptKind; file: PromptFile }>(async ({ input }) =>
      unwrap(
        await promptsApi.upload({
          kind: input.kind,
          document_name: input.file.name,
          document_data: input.file.dataUrl,
        }),
      ),
    ),
    revert: fromPromise<PromptRow[], PromptKind>(async ({ input }) => unwrap(await promptsApi.revert(input))),
    play: fromPromise<string, PromptKind>(async ({ input }) => unwrap(await promptsApi.play(input)).data_url),
  },
}).createMachine({
  id: 'prompts',
  context: { rows: null, busy: null, refused: null, media: {} },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'list',
        src: 'list',
        onDone: { target: 'ready', actions: assign({ rows: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ refused: ({ event }) => ({ kind: null, text: errorText(event.error) }) }),
        },
      },
    },
    ready: {
      on: {
        'prompts.upload': {
          target: 'uploading',
          actions: assign({ busy: ({ event }) => ({ kind: event.kind, file: event.file }), refused: null }),
        },
        'prompts.revert': {
          target: 'reverting',
          actions: assign({ busy: ({ event }) => ({ kind: event.kind }), refused: null }),
        },
        'prompts.refuse': {
          actions: assign({ refused: ({ event }) => ({ kind: event.kind, text: event.text }) }),
        },
        'prompts.play': {
          target: 'fetching',
          actions: assign({ busy: ({ event }) => ({ kind: event.kind }), refused: null }),
        },
      },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context }) => ({ kind: context.busy!.kind, file: context.busy!.file! }),
        onDone: {
          target: 'ready',
          actions: [
            emit(({ context }) => ({
              type: 'prompts.saved' as const,
              text: `Saved: your recording of “${labelOf(context.rows, context.busy!.kind)}”`,
            })),
            assign(({ context, event }) => ({
              rows: event.output,
              media: without(context.media, context.busy!.kind),
              busy: null,
            })),
          ],
        },
        onError: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            refused: { kind: context.busy!.kind, text: errorText(event.error) },
            busy: null,
          })),
        },
      },
    },
    reverting: {
      tags: ['busy'],
      invoke: {
        id: 'revert',
        src: 'revert',
        input: ({ context }) => context.busy!.kind,
        onDone: {
          target: 'ready',
          actions: [
            emit(({ context }) => ({
              type: 'prompts.saved' as const,
              text: `“${labelOf(context.rows, context.busy!.kind)}” is the shipped recording again`,
            })),
            assign(({ context, event }) => ({
              rows: event.output,
              media: without(context.media, context.busy!.kind),
              busy: null,
            })),
          ],
        },
        onError: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            refused: { kind: context.busy!.kind, text: errorText(event.error) },
            busy: null,
          })),
        },
      },
    },
    fetching: {
      tags: ['busy'],
      invoke: {
        id: 'play',
        src: 'play',
        input: ({ context }) => context.busy!.kind,
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            media: { ...context.media, [context.busy!.kind]: event.output },
            busy: null,
          })),
        },
        onError: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            refused: { kind: context.busy!.kind, text: errorText(event.error) },
            busy: null,
          })),
        },
      },
    },
    failed: { on: { 'prompts.reload': { target: 'loading', actions: assign({ refused: null }) } } },
  },
});

const row: PromptRow = {
  kind: 'voicemail',
  label: 'Voicemail greeting',
  source: 'shipped',
  seconds: 4.2,
  uploaded_by: null,
  uploaded_at: null,
};
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
const file: PromptFile = { name: 'greeting.wav', size: 4, dataUrl: 'data:audio/wav;base64,UklGRg==' };
export const promptsSampleEvents: EventObject[] = [
  done('list', [row]),
  { type: 'xstate.error.actor.list', error: new Error('refused') } as EventObject,
  { type: 'prompts.reload' },
  { type: 'prompts.upload', kind: 'voicemail', file } as EventObject,
  done('upload', [
    { ...row, source: 'own', uploaded_by: 'Thandi Mokoena', uploaded_at: '2026-11-30T08:00:00Z' },
  ]),
  { type: 'xstate.error.actor.upload', error: new Error('refused') } as EventObject,
  { type: 'prompts.refuse', kind: 'voicemail', text: 'greeting.wav is larger than 8.0 MB' } as EventObject,
  { type: 'prompts.revert', kind: 'voicemail' } as EventObject,
  done('revert', [row]),
  { type: 'xstate.error.actor.revert', error: new Error('refused') } as EventObject,
  { type: 'prompts.play', kind: 'voicemail' } as EventObject,
  done('play', 'data:audio/wav;base64,UklGRg=='),
  { type: 'xstate.error.actor.play', error: new Error('refused') } as EventObject,
];
