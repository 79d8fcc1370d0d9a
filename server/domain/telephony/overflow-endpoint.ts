import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { decodeUlaw } from '../../telephony/media/g711';
import { startMediaEndpoint, type Prompts } from '../../telephony/media/media-endpoint';
import { pcmSamples, readWav } from '../../telephony/media/wav';
import type { DomainContext } from '../context';
import type { OverflowConfig } from './overflow-config';
import { callbackOffersOf } from './callback-offers';
import { queueCallback } from './callbacks';
import { withOwn } from '../../telephony/media/prompt-set';
import { queueOwnPrompts } from './prompt-cache';
import { markQueueCallOutcome } from './queue-calls';
import { keepVoicemail } from './voicemail';
import { createQueueWaits } from './queue-waits';
import { loadWaitPrompts } from './wait-prompts';

const promptFiles = {
  voicemail: 'voicemail.wav',
  callbackOffer: 'callback-offer.wav',
  callbackThanks: 'callback-thanks.wav',
  beep: 'beep.wav',
} as const;

/** Reads the prompt folder; a missing or unplayable file fails the start with its name. */
export async function loadPrompts(dir: string): Promise<Prompts> {
  const entries = await Promise.all(
    Object.entries(promptFiles).map(async ([key, file]) => {
      try {
        return [key, pcmSamples(readWav(await readFile(join(dir, file))), decodeUlaw)] as const;
      } catch (error) {
        throw new Error(
          `Prompt ${join(dir, file)}: ${error instanceof Error ? error.message : String(error)}`,
          { cause: error },
        );
      }
    }),
  );
  return { ...(Object.fromEntries(entries) as Omit<Prompts, 'wait'>), wait: await loadWaitPrompts(dir) };
}

type Router = {
  handedOver: (callId: string) => { queueId: number; arrivedAt: number } | undefined;
  /** Who waits or is being offered now: a queued caller's music plays while the router holds the call. */
  snapshot: () => { waiting: readonly { callId: string }[]; offers: ReadonlyMap<string, unknown> };
};

/** The calls among these the router still holds (issue 39's waiting music stops for the others). */
const heldBy = (r: Router, callIds: ReadonlySet<string>): Set<string> => {
  const state = r.snapshot();
  const waiting = new Set(state.waiting.map((c) => c.callId));
  return new Set([...callIds].filter((id) => waiting.has(id) || state.offers.has(id)));
};

/**
 * The queues' voicemail and callback offer (issue 39): the media endpoint Kamailio hands a caller to at a queue's
 * limit, wired to the tasks area (a voicemail becomes a task) and the callback store. Each call hears the queue's
 * tenant's own prompts where it uploaded them, else the folder's (TELEPHONY_PROMPTS_DIR, else the shipped one).
 */
export async function startOverflowEndpoint(
  ctx: DomainContext,
  router: () => Promise<Router>,
  options: { config: OverflowConfig; key: string; log: (message: string, error?: unknown) => void },
) {
  const prompts = await loadPrompts(options.config.promptsDir);
  // The folder's set with the queue's tenant's own recordings in place (cached per tenant, prompt-cache.ts).
  const forQueue = async (queueId: number) => withOwn(prompts, await queueOwnPrompts(ctx, queueId));
  // Queued callers' music and announcements (issue 39): early media from the same service, the same prompt hook.
  const waits = createQueueWaits({
    prompts: forQueue,
    holds: async (callIds) => heldBy(await router(), callIds),
  });
  const endpoint = await startMediaEndpoint({
    port: options.config.mediaPort,
    key: options.key,
    prompts: forQueue,
    maxMessageSeconds: options.config.maxMessageSeconds,
    log: options.log,
    onVoicemail: async (call, wav, seconds) => {
      await keepVoicemail(ctx, { queueId: call.queueId, caller: call.caller, wav, seconds, at: new Date() });
      // The figures count the caller as voicemail, not as overflowed (the router's mark at the limit).
      await markQueueCallOutcome(ctx, call.callId, 'voicemail');
    },
    onCallback: async (call) => {
      const handed = (await router()).handedOver(call.callId);
      const row = await queueCallback(ctx, {
        queueId: call.queueId,
        caller: call.caller,
        arrivedAt: new Date(handed?.arrivedAt ?? Date.now()),
      });
      if (row) callbackOffersOf(ctx)?.add(row);
      await markQueueCallOutcome(ctx, call.callId, 'callback');
    },
  });
  return {
    port: endpoint.port,
    waits,
    close() {
      waits.close();
      endpoint.close();
    },
  };
}
