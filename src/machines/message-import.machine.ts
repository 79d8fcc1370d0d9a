import { assign, fromCallback, setup, type EventObject } from 'xstate';
import type { ReceiveResult } from '../contracts/metadata/entities';
import { failureText, HttpError } from '../services/http-result';
import { metaCall } from '../services/metadata-api';

export type ImportProgress = {
  sent: number;
  total: number;
  received: number;
  rejected: number;
  duplicates: number;
};
export type MessageImportEvent =
  | { type: 'import.start'; messageTypeId: number; payloads: Record<string, unknown>[] }
  | { type: 'import.progress'; progress: ImportProgress }
  | { type: 'import.done' }
  | { type: 'import.failed'; error: string }
  | { type: 'import.dismiss' };

/** Messages go to the service 1000 a call (the load batch of spec §9). */
export const importBatchSize = 1000;

/** Imports a file of messages of one type in batches, reporting what was received, rejected or already known. */
export const messageImportMachine = setup({
  types: {
    context: {} as { progress: ImportProgress | null; error: string | null },
    events: {} as MessageImportEvent,
  },
  actors: {
    sendBatches: fromCallback<
      MessageImportEvent,
      { messageTypeId: number; payloads: Record<string, unknown>[] }
    >(({ input, sendBack }) => {
      const controller = new AbortController();
      void (async () => {
        const progress: ImportProgress = {
          sent: 0,
          total: input.payloads.length,
          received: 0,
          rejected: 0,
          duplicates: 0,
        };
        try {
          for (let from = 0; from < input.payloads.length; from += importBatchSize) {
            const batch = input.payloads.slice(from, from + importBatchSize).map((payload) => ({ payload }));
            const result = await metaCall<ReceiveResult>(
              'messageReceive',
              { message_type_id: input.messageTypeId, messages: batch },
              controller.signal,
            );
            progress.sent += batch.length;
            progress.received += result.received;
            progress.rejected += result.rejected;
            progress.duplicates += result.duplicates;
            sendBack({ type: 'import.progress', progress: { ...progress } });
          }
          sendBack({ type: 'import.done' });
        } catch (error) {
          if (!controller.signal.aborted)
            sendBack({
              type: 'import.failed',
              error: error instanceof HttpError ? failureText(error.failure) : 'The import stopped',
            });
        }
      })();
      return () => controller.abort();
    }),
  },
}).createMachine({
  id: 'messageImport',
  context: { progress: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'import.start': { target: 'importing', actions: assign({ progress: null, error: null }) } },
    },
    importing: {
      tags: ['busy'],
      invoke: {
        id: 'sendBatches',
        src: 'sendBatches',
        input: ({ event }) => {
          const e = event as Extract<MessageImportEvent, { type: 'import.start' }>;
          return { messageTypeId: e.messageTypeId, payloads: e.payloads };
        },
      },
      on: {
        'import.progress': { actions: assign({ progress: ({ event }) => event.progress }) },
        'import.done': 'done',
        'import.failed': { target: 'idle', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    done: {
      on: {
        'import.dismiss': 'idle',
        'import.start': { target: 'importing', actions: assign({ progress: null, error: null }) },
      },
    },
  },
});

export const messageImportSampleEvents: EventObject[] = [
  { type: 'import.start', messageTypeId: 1, payloads: [{ member_number: 'M1' }] } as EventObject,
  {
    type: 'import.progress',
    progress: { sent: 1, total: 1, received: 1, rejected: 0, duplicates: 0 },
  } as EventObject,
  { type: 'import.done' },
  { type: 'import.failed', error: 'The import stopped' } as EventObject,
  { type: 'import.dismiss' },
];
