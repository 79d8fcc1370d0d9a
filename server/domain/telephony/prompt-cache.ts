import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { promptKindInfo, type PromptKind } from '../../../src/contracts/telephony/prompts';
import { telephonyPrompts, telephonyQueues } from '../../db/schema';
import { decodeUlaw } from '../../telephony/media/g711';
import type { PromptSet } from '../../telephony/media/prompt-set';
import { pcmSamples, readWav } from '../../telephony/media/wav';
import { bytesToSamples } from '../../telephony/media/wav-convert';
import type { DomainContext } from '../context';
import { invalidateCache } from '../invalidate-cache';
import { shippedPromptsDir } from './overflow-config';
import { systemScope } from '../system-scope';

const kinds = Object.keys(promptKindInfo) as PromptKind[];

// Read once per folder. A kind without its file there is the shipped one, as the media endpoint plays it
// (wait-prompts.ts), and absent if the product ships none of that kind.
const shipped = new Map<string, Promise<PromptSet>>();
export function shippedPrompts(dir: string): Promise<PromptSet> {
  let set = shipped.get(dir);
  if (!set) {
    set = Promise.all(
      kinds.map(async (kind) => {
        const name = promptKindInfo[kind].file;
        const file = await readFile(join(dir, name))
          .catch(() => readFile(join(shippedPromptsDir, name)))
          .catch(() => null);
        return [kind, file && pcmSamples(readWav(file), decodeUlaw)] as const;
      }),
    ).then((entries) => Object.fromEntries(entries.filter(([, samples]) => samples)) as PromptSet);
    shipped.set(dir, set);
  }
  return set;
}

// A tenant's own recordings, per domain context (so each app in a test has its own), read once until an upload or
// revert in any instance drops them through the bus.
const stores = new WeakMap<DomainContext, Map<number, Promise<PromptSet>>>();
const storeOf = (ctx: DomainContext) => {
  let store = stores.get(ctx);
  if (!store) stores.set(ctx, (store = new Map()));
  return store;
};

export function ownPrompts(ctx: DomainContext, tenantId: number): Promise<PromptSet> {
  const store = storeOf(ctx);
  let set = store.get(tenantId);
  if (!set) {
    set = ctx.db
      .select({ kind: telephonyPrompts.kind, samples: telephonyPrompts.samples })
      .from(telephonyPrompts)
      .where(systemScope('telephony-router').tenant(tenantId, telephonyPrompts.tenantId))
      .then((rows) => Object.fromEntries(rows.map((r) => [r.kind, bytesToSamples(r.samples)])) as PromptSet);
    // A failed read is not kept: the next call asks the database again.
    const pending = set;
    pending.catch(() => store.get(tenantId) === pending && store.delete(tenantId));
    store.set(tenantId, set);
  }
  return set;
}

/** This instance's part (cache-invalidation.ts calls it on the bus message); no tenant: every tenant. */
export function clearPrompts(ctx: DomainContext, tenantId?: number): void {
  if (tenantId === undefined) storeOf(ctx).clear();
  else storeOf(ctx).delete(tenantId);
}

/** After an upload or revert committed: every instance reads the tenant's prompts again. */
export const invalidatePrompts = (ctx: DomainContext, tenantId: number): void =>
  invalidateCache(ctx, 'prompts', tenantId);

/** A queue's tenant's own recordings (none for a queue that is gone). */
export async function queueOwnPrompts(ctx: DomainContext, queueId: number): Promise<PromptSet> {
  const [queue] = await ctx.db
    .select({ tenantId: telephonyQueues.tenantId })
    .from(telephonyQueues)
    .where(eq(telephonyQueues.id, queueId));
  return queue ? ownPrompts(ctx, queue.tenantId) : {};
}
